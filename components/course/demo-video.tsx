'use client';

import { ClickToLoadVideo } from '@/components/ui/click-to-load-video';
import { coursePageText as t } from '@/content/courses/page-text';

/**
 * The recorded demo class (spec §2, §4), and a class recording on YouTube in the course player: a
 * thumbnail until clicked; only then is the privacy-enhanced YouTube player created, so nothing
 * loads from YouTube before the visitor asks. Rendered only with a real id: a course whose demo
 * id is unset (null) has no demo section.
 */
export function DemoVideo({
  videoId,
  title,
  playLabel = t.demoPlay,
}: {
  videoId: string;
  title: string;
  /** The play button's name (a class recording in the course player names itself). */
  playLabel?: string;
}) {
  return (
    <ClickToLoadVideo videoId={videoId} title={title} playLabel={playLabel}>
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
