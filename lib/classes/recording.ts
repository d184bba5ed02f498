/**
 * A class recording's address, as staff paste it: YouTube and Vimeo links play in the course
 * player (youtube-nocookie, Vimeo without tracking, created only on click); any other https link
 * opens in a new tab. Pure: shared by the staff's form check and the player.
 */

export type Recording =
  | { kind: 'youtube'; id: string; url: string }
  | { kind: 'vimeo'; id: string; hash?: string; url: string }
  | { kind: 'link'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
/** An unlisted Vimeo video's privacy hash (vimeo.com/<id>/<hash>, or ?h=<hash> in the player). */
const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;

/**
 * An https URL with a host, no user or password, and a domain in plain letters: an
 * internationalised name (any label the parser turns into xn--…) is refused, since it can be
 * made to look like another one (zооm.us with Cyrillic o's) and the school's video tools, YouTube
 * and Vimeo have none.
 */
function isPlainHttps(u: URL): boolean {
  return (
    u.protocol === 'https:' &&
    !!u.hostname &&
    !u.username &&
    !u.password &&
    !u.hostname.split('.').some((label) => label.startsWith('xn--'))
  );
}

/** The recording an https URL names, or null when it is not one (see `isPlainHttps`). */
export function recordingOf(raw: string): Recording | null {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return null;
  }
  if (!isPlainHttps(u)) return null;
  const url = u.toString();
  const host = u.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const parts = u.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' && YOUTUBE_ID.test(parts[0] ?? '')) {
    return { kind: 'youtube', id: parts[0]!, url };
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const v = u.searchParams.get('v');
    if (parts[0] === 'watch' && v && YOUTUBE_ID.test(v)) return { kind: 'youtube', id: v, url };
    if (['embed', 'live', 'shorts'].includes(parts[0] ?? '') && YOUTUBE_ID.test(parts[1] ?? '')) {
      return { kind: 'youtube', id: parts[1]!, url };
    }
  }
  // An unlisted video (how a school shares a class's recording) plays only with its hash.
  const vimeo = (id: string, h: string | null | undefined) =>
    h && VIMEO_HASH.test(h)
      ? { kind: 'vimeo' as const, id, hash: h, url }
      : { kind: 'vimeo' as const, id, url };
  if (host === 'vimeo.com' && VIMEO_ID.test(parts[0] ?? '')) {
    return vimeo(parts[0]!, parts[1] ?? u.searchParams.get('h'));
  }
  if (host === 'player.vimeo.com' && parts[0] === 'video' && VIMEO_ID.test(parts[1] ?? '')) {
    return vimeo(parts[1]!, u.searchParams.get('h'));
  }
  return { kind: 'link', url };
}

/** Vimeo's player for a video (with an unlisted one's hash), without its tracking, starting at once. */
export const vimeoEmbedUrl = (id: string, hash?: string) =>
  `https://player.vimeo.com/video/${encodeURIComponent(id)}?${
    hash ? `h=${encodeURIComponent(hash)}&` : ''
  }dnt=1&autoplay=1`;

// Characters the URL parser skips or percent-encodes but a calendar or an e-mail would not: the
// controls, spaces and line separators, and the invisible and bidirectional marks that make a
// link read as another one. A link that has one is refused, not silently changed.
const UNSAFE_IN_LINK =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff]/;

/** A joining link staff may set: an https URL (see `isPlainHttps`), at most 500 characters. */
export function isJoinUrl(raw: string): boolean {
  if (raw.length > 500 || UNSAFE_IN_LINK.test(raw)) return false;
  try {
    return isPlainHttps(new URL(raw));
  } catch {
    return false;
  }
}
