import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';
import { channel } from '@/content/channel';

export type ChannelStats = { subscriberCount: number; videoCount: number; viewCount: number };
export type ChannelStatsResult = { channelStats: ChannelStats; source: 'live' | 'fallback' };

const LIVE_TTL_MS = 60 * 60 * 1000;
/** After a failure, wait a little before asking YouTube again. */
const FALLBACK_TTL_MS = 5 * 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 3000;

const count = z
  .union([z.string().regex(/^\d+$/), z.number().int().nonnegative()])
  .transform(Number);
/** The part of YouTube Data API v3 `channels?part=statistics` we read. */
const youtubeChannelsSchema = z.object({
  items: z
    .array(
      z.object({
        statistics: z.object({ subscriberCount: count, videoCount: count, viewCount: count }),
      }),
    )
    .min(1),
});

/** YouTube's shape → ours. */
export function reshapeChannelStats(json: unknown): ChannelStats | null {
  const r = youtubeChannelsSchema.safeParse(json);
  if (!r.success) return null;
  const s = r.data.items[0]!.statistics;
  return { subscriberCount: s.subscriberCount, videoCount: s.videoCount, viewCount: s.viewCount };
}

let cache: { at: number; ttl: number; value: ChannelStatsResult } | undefined;
let inflight: Promise<ChannelStatsResult> | undefined;

export function clearYoutubeCache() {
  cache = undefined;
  inflight = undefined;
}

const fallback = (): ChannelStatsResult => ({
  channelStats: { ...channel.fallbackStats },
  source: 'fallback',
});

async function fetchLive(): Promise<ChannelStatsResult> {
  const e = env();
  if (!e.YOUTUBE_API_KEY || !e.YOUTUBE_CHANNEL_ID) return fallback();
  const url = new URL(e.YOUTUBE_API_BASE.replace(/\/$/, '') + '/channels');
  url.searchParams.set('part', 'statistics');
  url.searchParams.set('id', e.YOUTUBE_CHANNEL_ID);
  url.searchParams.set('key', e.YOUTUBE_API_KEY);
  try {
    const res = await fetch(url, {
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!res.ok) throw new Error(`YouTube answered ${res.status}`);
    const stats = reshapeChannelStats(await res.json());
    if (!stats) throw new Error('YouTube answered an unexpected shape');
    return { channelStats: stats, source: 'live' };
  } catch (err) {
    console.warn('[youtube] Failed to fetch YouTube channel statistics:', (err as Error).message);
    return fallback();
  }
}

/** Channel statistics, cached for an hour; the fallback figures whenever YouTube cannot answer. */
export async function getChannelStats(now = Date.now()): Promise<ChannelStatsResult> {
  if (cache && now - cache.at < cache.ttl) return cache.value;
  inflight ??= fetchLive()
    .then((value) => {
      cache = {
        at: Date.now(),
        ttl: value.source === 'live' ? LIVE_TTL_MS : FALLBACK_TTL_MS,
        value,
      };
      return value;
    })
    .finally(() => {
      inflight = undefined;
    });
  return inflight;
}
