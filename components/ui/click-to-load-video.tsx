'use client';

import { Play } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useFocusWhen } from './use-focus-when';

/** The privacy-enhanced YouTube player's address for a video, starting at once. */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * A video that loads on demand: a poster button until clicked; only then is the player created
 * (for a YouTube `videoId`, the privacy-enhanced youtube-nocookie.com one; or the player at `src`,
 * such as Vimeo's), and focus moves into it. The page must allow that frame in its CSP
 * (lib/security/csp.mjs, by path).
 */
export function ClickToLoadVideo({
  videoId,
  src,
  title,
  playLabel,
  children,
}: ({ videoId: string; src?: never } | { src: string; videoId?: never }) & {
  /** The player frame's title. */
  title: string;
  /** The play button's accessible name, when the poster has no text of its own to give it. */
  playLabel?: string;
  /** The poster under the play badge (an image, or drawn with a text naming the action). */
  children?: ReactNode;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useFocusWhen<HTMLIFrameElement>(playing);

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink">
      {playing ? (
        <iframe
          ref={frame}
          src={src ?? youtubeEmbedUrl(videoId!)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full"
          aria-label={playLabel}
        >
          {children}
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-16 place-items-center rounded-full bg-brand text-white shadow-lg transition-transform group-hover:scale-110">
              <Play aria-hidden="true" className="size-8 translate-x-0.5" />
            </span>
          </span>
        </button>
      )}
    </div>
  );
}
