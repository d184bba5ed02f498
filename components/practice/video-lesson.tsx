import { ClickToLoadVideo } from '@/components/ui/click-to-load-video';
import type { VideoLesson as Lesson } from '@/content/practice/videos';
import { exerciseText } from '@/content/practice/videos';
import { isSet } from '@/content/school-values';
import { VideoExercise } from './video-exercise';

/**
 * One video lesson: its title, level and summary (server HTML), the click-to-load player with a
 * drawn poster (nothing from YouTube, not even a thumbnail, before the click), and its exercise.
 * A lesson whose video id is unset (null, content/practice/videos.ts) has no player.
 */
export function VideoLesson({
  lesson,
  headingLevel = 2,
}: {
  lesson: Lesson;
  headingLevel?: 2 | 3;
}) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <article
      id={lesson.id}
      aria-labelledby={`${lesson.id}-h`}
      className="scroll-mt-40 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">
        Level {lesson.level}
      </p>
      <H
        id={`${lesson.id}-h`}
        className="mt-1 font-display text-2xl font-bold text-ink sm:text-3xl"
      >
        {lesson.title}
      </H>
      <p className="mt-2 max-w-3xl leading-relaxed text-muted">{lesson.summary}</p>
      {isSet(lesson.videoId) ? (
        <div className="mt-5">
          <ClickToLoadVideo
            videoId={lesson.videoId}
            title={`Video: ${lesson.title}`}
            playLabel={`Play the video: ${lesson.title}`}
          >
            <span
              aria-hidden="true"
              className="absolute inset-0 bg-linear-to-br from-ink via-ink to-brand-dark"
            />
            <span className="absolute inset-x-0 bottom-0 p-4 text-left text-sm font-semibold text-white sm:p-5 sm:text-base">
              Play the video
            </span>
          </ClickToLoadVideo>
        </div>
      ) : null}
      <Sub className="mt-6 text-lg font-bold">
        {exerciseText.heading}
        <span className="sr-only">: {lesson.title}</span>
      </Sub>
      <div className="mt-3">
        <VideoExercise lessonId={lesson.id} />
      </div>
    </article>
  );
}
