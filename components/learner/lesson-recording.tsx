import { ExternalLink } from 'lucide-react';
import { DemoVideo } from '@/components/course/demo-video';
import { buttonClass } from '@/components/ui/button';
import { ClickToLoadVideo } from '@/components/ui/click-to-load-video';
import { classText } from '@/content/classes';
import { playerText as t } from '@/content/learner';
import { recordingOf, vimeoEmbedUrl } from '@/lib/classes/recording';

const panel =
  'grid aspect-video place-items-center rounded-2xl bg-ink p-4 text-center text-white sm:p-6';

/**
 * The course player's video area for a lesson: its class recording as staff added it. YouTube
 * plays in the click-to-load youtube-nocookie player (with YouTube's thumbnail), Vimeo in the same
 * click-to-load pattern with Vimeo's player (a drawn poster: nothing from Vimeo before the click);
 * any other https link is 'Watch the recording', opening in a new tab. With none: the week's task
 * introduction, or the sentence saying recordings come within 24 hours.
 */
export function LessonRecording({
  url,
  title,
  kind,
}: {
  /** The recording's URL, or null when the lesson has none (yet). */
  url: string | null;
  /** The lesson's title. */
  title: string;
  kind: 'lecture' | 'task';
}) {
  const recording = url ? recordingOf(url) : null;
  if (recording?.kind === 'youtube') {
    return <DemoVideo videoId={recording.id} title={title} playLabel={t.watch(title)} />;
  }
  if (recording?.kind === 'vimeo') {
    return (
      <ClickToLoadVideo
        src={vimeoEmbedUrl(recording.id, recording.hash)}
        title={title}
        playLabel={t.watch(title)}
      >
        <span
          aria-hidden="true"
          className="absolute inset-0 bg-linear-to-br from-ink via-ink to-brand-dark"
        />
        <span className="absolute inset-x-0 bottom-0 p-4 text-left text-sm font-semibold text-white sm:p-5 sm:text-base">
          {t.play}
        </span>
      </ClickToLoadVideo>
    );
  }
  if (recording) {
    return (
      <div className={panel}>
        <div className="grid justify-items-center gap-4">
          <p className="max-w-md">{t.elsewhere}</p>
          <a
            href={recording.url}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('inverse')}
          >
            <ExternalLink aria-hidden="true" className="size-5" />
            {t.watchRecording}
            <span className="sr-only">
              : {title} {classText.newTab}
            </span>
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className={panel}>
      <p className="max-w-md">{kind === 'task' ? t.taskIntro : t.recordingPending}</p>
    </div>
  );
}
