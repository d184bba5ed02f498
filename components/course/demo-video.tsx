'use client';

import { ClickToLoadVideo } from '@/components/ui/click-to-load-video';
import { coursePageText as t } from '@/content/courses/page-text';
import { DEMO_VIDEO_PLACEHOLDER } from '@/content/courses/shared';

/**
 * The recorded demo class (spec §2, §4): a thumbnail until clicked; only then is the
 * privacy-enhanced YouTube player created, so nothing loads from YouTube before the visitor asks.
 */
export function DemoVideo({ videoId, title }: { videoId: string; title: string }) {
  if (videoId === DEMO_VIDEO_PLACEHOLDER) {
    return (
      <div className="grid aspect-video place-items-center rounded-2xl bg-ink p-6 text-center text-white">
        <p className="max-w-md">{t.demoPending}</p>
      </div>
    );
  }
  return (
    <ClickToLoadVideo videoId={videoId} title={title} playLabel={t.demoPlay}>
      {/* eslint-disable-next-line @next/next/no-img-element -- YouTube's own thumbnail */}
      <img
        src={`https://i.ytimg.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`}
        alt=""
        loading="lazy"
        className="size-full object-cover opacity-80"
      />
    </ClickToLoadVideo>
  );
}
