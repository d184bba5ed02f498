/**
 * The video channel (spec §2 statistics card, §8 fallback figures). The live figures come from
 * YOUTUBE_API_KEY and YOUTUBE_CHANNEL_ID; these are shown when they cannot be had.
 */
export const channel = {
  // SCHOOL SETS: the channel's public address (https://www.youtube.com/@…), which the Subscribe
  // button opens. Until it is set, the card shows no Subscribe button.
  url: null as string | null,
  fallbackStats: { subscriberCount: 20_000, videoCount: 196, viewCount: 1_840_000 },
};
