/**
 * The video channel (spec §2 statistics card, §8 fallback figures). The live figures come from
 * YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID; these are shown when they cannot be had.
 */
export const channel = {
  /** SCHOOL TO CONFIRM: the channel's public address (the Subscribe button opens it). */
  url: 'https://www.youtube.com/',
  fallbackStats: { subscriberCount: 20_000, videoCount: 196, viewCount: 1_840_000 },
};
