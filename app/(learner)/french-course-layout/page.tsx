import { Award, FolderOpen, GraduationCap } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { FeedbackDialog } from '@/components/dashboard/feedback-dialog';
import { ProgressBar } from '@/components/dashboard/progress-bar';
import { NextClassCard } from '@/components/classes/next-class-card';
import { CourseContent } from '@/components/learner/course-content';
import { LessonActions } from '@/components/learner/lesson-actions';
import { LessonRecording } from '@/components/learner/lesson-recording';
import { PlayerTopBar } from '@/components/learner/player-top-bar';
import { buttonClass } from '@/components/ui/button';
import { learningCardText, playerText as t } from '@/content/learner';
import { requireUser } from '@/lib/auth/session';
import { learnerClasses, lessonRecordings } from '@/lib/classes/learner';
import { playerCourses } from '@/lib/learner/enrolments';
import { courseLessons, progressOf } from '@/lib/learner/lessons';
import { allCompletedLessons, completedLessons, ratingOf } from '@/lib/learner/progress';
import { contentMetadata } from '@/lib/metadata';
import { requestTime } from '@/lib/request-time';
import { cardClass as card } from '@/components/ui/card';
import { one } from '@/lib/search-params';

export const metadata: Metadata = {
  ...contentMetadata(t, '/french-course-layout'),
  robots: { index: false },
};

type Params = Promise<Record<string, string | string[] | undefined>>;

// The course player (spec §2): per request, for the signed-in learner's paid courses only.
export default async function CoursePlayerPage({ searchParams }: { searchParams: Params }) {
  const user = await requireUser('/french-course-layout');
  const params = await searchParams;
  const courses = await playerCourses(user.id);
  const asked = one(params.course);
  const query = (one(params.q) ?? '').slice(0, 80);
  const slug =
    asked && courses.includes(asked) ? asked : courses.length === 1 ? courses[0] : undefined;

  if (!courses.length) {
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        <PlayerTopBar />
        <div className={card}>
          <h1 className="font-display text-3xl font-bold text-brand">{t.noCourseTitle}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t.noCourseBody}</p>
          <Link href="/dashboard" className={buttonClass('primary', 'mt-4')}>
            {t.toDashboard}
          </Link>
        </div>
      </div>
    );
  }

  if (!slug) {
    const done = await allCompletedLessons(user.id);
    return (
      <div className="mx-auto grid max-w-6xl gap-6">
        <PlayerTopBar />
        <div>
          <h1 className="font-display text-3xl font-bold text-brand">{t.pickerHeading}</h1>
          <p className="mt-2 text-muted">{t.pickerLead}</p>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {courses.map((c) => {
              const lessons = courseLessons(c)!;
              const p = progressOf(
                lessons,
                done.filter((d) => d.course === c).map((d) => d.lesson),
              );
              return (
                <li key={c} className={card}>
                  <h2 className="text-lg font-bold text-ink">{lessons.title}</h2>
                  <ProgressBar
                    percent={p.percent}
                    label={`${learningCardText.progressLabel}: ${lessons.title}`}
                    className="mt-4"
                  />
                  <p className="mt-1 text-sm font-semibold">
                    {learningCardText.progress(p.percent)}
                  </p>
                  <Link
                    href={`/french-course-layout?course=${c}${query ? `&q=${encodeURIComponent(query)}` : ''}`}
                    className={buttonClass('primary', 'mt-4')}
                  >
                    <GraduationCap aria-hidden="true" className="size-5" />
                    {learningCardText.resume}
                    <span className="sr-only">: {lessons.title}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    );
  }

  const lessons = courseLessons(slug)!;
  const now = await requestTime();
  const [completed, rating, recordings, classes] = await Promise.all([
    completedLessons(user.id, slug),
    ratingOf(user.id, slug),
    lessonRecordings(user.id, slug),
    learnerClasses(user.id, now),
  ]);
  const progress = progressOf(lessons, completed);
  const askedLesson = one(params.lesson);
  const index = Math.max(
    0,
    lessons.items.findIndex((i) => i.key === (askedLesson ?? progress.current?.key)),
  );
  const shown = lessons.items[index]!;
  // Only the lesson shown carries its recording (the learner's batch's, or none).
  const item = { ...shown, recording: recordings.get(shown.key) ?? null };
  const upcoming = classes.filter((c) => c.course === slug && c.next);
  const week = lessons.modules.find((m) => m.items.some((i) => i.key === item.key))!;
  const next = lessons.items[index + 1]?.key ?? null;

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <PlayerTopBar course={slug} rating={rating} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid gap-6">
          {upcoming.map((b) => (
            <NextClassCard key={b.batchId} batch={b} now={now} titleAs="p" />
          ))}
          <LessonRecording
            key={item.key}
            url={item.recording}
            title={item.title}
            kind={item.kind}
          />
          <div className={card}>
            <p className="text-sm font-semibold text-brand">
              {lessons.title} · {t.module(week.number)}: {week.title}
            </p>
            <h1 className="mt-1 font-display text-2xl font-bold text-ink sm:text-3xl">
              {item.title}
            </h1>
            <div className="mt-4">
              <ProgressBar
                percent={progress.percent}
                label={`${learningCardText.progressLabel}: ${lessons.title}`}
              />
              <p className="mt-1 text-sm font-semibold text-ink">
                {learningCardText.progress(progress.percent)}
              </p>
            </div>
            <div className="mt-5">
              <LessonActions
                key={item.key}
                course={slug}
                lesson={item.key}
                done={completed.includes(item.key)}
                next={next}
              />
            </div>
            <div className="mt-5 flex flex-wrap gap-3 border-t border-slate-200 pt-5">
              <Link href="/dashboard/certificate" className={buttonClass('outline')}>
                <Award aria-hidden="true" className="size-5" />
                {t.certificate}
              </Link>
              <Link href="/TeachingResources" className={buttonClass('outline')}>
                <FolderOpen aria-hidden="true" className="size-5" />
                {t.resources}
              </Link>
            </div>
          </div>
          <div className={`${card} sm:flex sm:items-center sm:justify-between sm:gap-4`}>
            <p className="text-ink">{t.feedbackPrompt}</p>
            <div className="mt-3 shrink-0 sm:mt-0">
              <FeedbackDialog />
            </div>
          </div>
        </div>
        <CourseContent
          initialQuery={query}
          course={slug}
          modules={lessons.modules}
          completed={completed}
          current={item.key}
        />
      </div>
    </div>
  );
}
