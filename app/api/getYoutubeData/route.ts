import { jsonOk, otherMethods } from '@/lib/api/responses';
import { getChannelStats } from '@/lib/youtube';
import { channel } from '@/content/channel';

// GET /api/getYoutubeData: the channel's statistics, live or the fallback figures, never a 5xx
export async function GET() {
  try {
    const result = await getChannelStats();
    return jsonOk(result, 200, { 'Cache-Control': 'public, max-age=300' });
  } catch (e) {
    // getChannelStats already falls back on every upstream failure; this is belt and braces.
    console.error('[youtube] unexpected error:', e);
    return jsonOk({ channelStats: { ...channel.fallbackStats }, source: 'fallback' }, 200);
  }
}

// HEAD is answered from GET by Next.
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'HEAD');
