'use client';

import { Play } from 'lucide-react';
import { useState } from 'react';
import { coursePageText as t } from '@/content/courses/page-text';
import { DEMO_VIDEO_PLACEHOLDER } from '@/content/courses/shared';

/**
 * The recorded demo class (spec §2, §4): a thumbnail until clicked; only then is the
 * privacy-enhanced YouTube player created, so nothing loads from YouTube before the visitor asks.
 */
export function DemoVideo({ videoId, title }: { videoId: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  if (videoId === DEMO_VIDEO_PLACEHOLDER) {
    return (
      <div className="grid aspect-video place-items-center rounded-2xl bg-ink p-6 text-center text-white">
        <p className="max-w-md">{t.demoPending}</p>
      </div>
    );
  }
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink">
      {playing ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          className="absolute inset-0 size-full"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 size-full"
          aria-label={t.demoPlay}
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnail */}
          <img
            src={`https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`}
            alt=""
            loading="lazy"
            className="size-full object-cover opacity-80"
          />
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
