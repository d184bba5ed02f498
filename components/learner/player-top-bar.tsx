import { BookOpen, Compass } from 'lucide-react';
import Link from 'next/link';
import { RatingDialog } from '@/components/learner/rating-dialog';
import { playerText as t } from '@/content/learner';

/** The course player's bar: the course picker, the catalogue and, in a course, its rating. */
export function PlayerTopBar({
  course,
  rating,
}: {
  course?: string;
  rating?: { stars: number; comment: string } | null;
}) {
  const link =
    'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-ink hover:bg-brand-light';
  return (
    <nav
      aria-label={t.title}
      className="flex flex-wrap items-center gap-1 rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200"
    >
      <Link
        href="/french-course-layout"
        className={link}
        aria-current={course ? undefined : 'page'}
      >
        <BookOpen aria-hidden="true" className="size-5 text-brand" />
        {t.myCourse}
      </Link>
      <Link href="/your-french-level" className={link}>
        <Compass aria-hidden="true" className="size-5 text-brand" />
        {t.browse}
      </Link>
      {course ? (
        <RatingDialog
          key={`${rating?.stars}-${rating?.comment}`}
          course={course}
          initial={rating ?? null}
        />
      ) : null}
    </nav>
  );
}
