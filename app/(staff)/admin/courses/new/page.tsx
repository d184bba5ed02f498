import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CohortEditor } from '@/components/admin/cohort-editor';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { levelCourses } from '@/content/courses';
import { courseTitle } from '@/content/course-catalogue';
import { batches } from '@/content/courses-overview';
import { requireStaff } from '@/lib/auth/session';
import { latestCohort } from '@/lib/admin/courses/overview';
import { nextCohortValues } from '@/lib/admin/courses/schedule';
import { todayInIndia } from '@/lib/dates';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = {
  title: 'Schedule next cohort · Back office',
  robots: { index: false },
};

// /admin/courses/new?course=b1: the next cohort's form, prefilled from the course's latest cohort
// (lib/admin/courses/schedule.ts says how its dates move). Admins save it; staff see why not.
export default async function NewCohortPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const q = await searchParams;
  const course = typeof q.course === 'string' ? q.course : '';
  const user = await requireStaff(`/admin/courses/new?course=${encodeURIComponent(course)}`);
  if (!levelCourses.some((c) => c.slug === course)) notFound();
  const now = await requestTime();
  const latest = await latestCohort(course);
  const title = courseTitle(course) ?? course;
  return (
    <>
      <AdminPageHeading back={{ href: '/admin/courses', label: 'Courses' }}>
        Schedule next cohort
      </AdminPageHeading>
      <p className="mt-1 text-muted">
        {title}.{' '}
        {latest
          ? `Filled in from Cohort ${latest.number}: the same prices, class days and batches, and its dates and tier days moved on by its length in whole weeks (more weeks when needed, so that every date is after today). Check them before you publish.`
          : 'No cohort yet: fill in every field.'}
      </p>
      <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        {user.role === 'admin' ? (
          <CohortEditor
            course={course}
            cohort={null}
            initial={nextCohortValues(latest, todayInIndia(now))}
            slots={batches.slots}
          />
        ) : (
          <p className="text-ink">Only admins can schedule a cohort.</p>
        )}
      </div>
    </>
  );
}
