'use client';

import { buttonClass } from '@/components/ui/button';
import { ExternalLink, Play } from 'lucide-react';
import { useFetchedJson } from '@/components/ui/use-fetched-json';
import { channel } from '@/content/channel';
import { channelCard } from '@/content/home';
import { formatCompactCount } from '@/lib/format';

type ChannelStats = typeof channel.fallbackStats;

const statKeys = ['subscriberCount', 'videoCount', 'viewCount'] as const;

/** The figures of a `GET /api/getYoutubeData` answer, or null when it is not the expected shape. */
function readChannelStats(json: unknown): ChannelStats | null {
  if (typeof json !== 'object' || json === null) return null;
  const { success, channelStats } = json as { success?: unknown; channelStats?: unknown };
  if (success !== true || typeof channelStats !== 'object' || channelStats === null) return null;
  const raw = channelStats as Record<string, unknown>;
  const valid = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  const [subscriberCount, videoCount, viewCount] = statKeys.map((key) => raw[key]);
  if (!valid(subscriberCount) || !valid(videoCount) || !valid(viewCount)) return null;
  return { subscriberCount, videoCount, viewCount };
}

/**
 * The video-channel statistics card (spec §2). The server HTML and first paint hold the fallback
 * figures (spec §8), so the page never waits for YouTube and nothing moves when the live figures
 * arrive after mount; any failure silently keeps the fallback.
 */
export function ChannelStatsSection({
  headingLevel = 2,
  text,
  className = 'bg-white py-16 sm:py-20',
}: {
  /** 1 where the card leads its page (/Yt). */
  headingLevel?: 1 | 2;
  text?: string;
  className?: string;
} = {}) {
  const stats = useFetchedJson('/api/getYoutubeData', readChannelStats) ?? channel.fallbackStats;

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const shown = text ?? (channel.url ? channelCard.text : channelCard.textWithoutLink);
  const { statLabels } = channelCard;
  const figures = [
    { label: statLabels.subscribers, value: stats.subscriberCount },
    { label: statLabels.videos, value: stats.videoCount },
    { label: statLabels.views, value: stats.viewCount },
  ];

  return (
    <section aria-labelledby="channel-heading" className={className}>
      <div className="container-page">
        <div className="mx-auto flex max-w-5xl flex-col gap-8 rounded-3xl bg-cream p-6 sm:p-10 lg:flex-row lg:items-center lg:gap-12">
          <div className="lg:flex-1">
            <span className="grid size-14 place-items-center rounded-2xl bg-brand text-white">
              <Play aria-hidden="true" fill="currentColor" className="size-6" />
            </span>
            <Heading
              id="channel-heading"
              className={`mt-5 font-display font-bold text-ink ${
                headingLevel === 1 ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl'
              }`}
            >
              {channelCard.heading}
            </Heading>
            <p className="mt-3 text-muted">{shown}</p>
            {channel.url ? (
              <a
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass('primary', 'mt-6 min-h-12 w-full px-7 py-3 sm:w-auto')}
              >
                {channelCard.subscribeLabel}
                <span className="sr-only"> (opens in a new tab)</span>
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : null}
          </div>
          <div aria-live="polite" className="lg:flex-1">
            <dl className="grid grid-cols-3 gap-3">
              {figures.map(({ label, value }) => (
                <div
                  key={label}
                  className="flex flex-col-reverse items-center rounded-2xl bg-white px-2 py-4 text-center shadow-sm sm:px-4 sm:py-6"
                >
                  <dt className="mt-1 text-xs font-medium text-muted sm:text-sm">{label}</dt>
                  <dd className="font-display text-2xl font-bold text-brand tabular-nums sm:text-3xl">
                    {formatCompactCount(value)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
