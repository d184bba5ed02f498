import type { Metadata } from 'next';
import Link from 'next/link';
import { Flash } from '@/components/admin/flash';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { CohortStatusBadge, PriceNow, SeatsLine } from '@/components/admin/cohort-facts';
import { DataTable, type Column } from '@/components/admin/data-table';
import { EndedCohorts } from '@/components/admin/ended-cohorts';
import { buttonClass } from '@/components/ui/button';
import { requireStaff } from '@/lib/auth/session';
import { coursesOverview } from '@/lib/admin/courses/overview';
import { formatDay } from '@/lib/dates';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

type Cohort = Awaited<ReturnType<typeof coursesOverview>>[number]['cohorts'][number];

const cohortColumns: Column<Cohort>[] = [
  {
    head: 'Cohort',
    rowHeader: true,
    cell: (k) => (
      <Link href={`/admin/courses/${k.id}`} className="font-semibold text-brand underline">
        Cohort {k.number}
      </Link>
    ),
  },
  {
    head: 'Status',
    cell: (k) => <CohortStatusBadge status={k.status} current={k.current} ended={k.ended} />,
  },
  {
    head: 'Dates',
    cell: (k) => (
      <>
        {formatDay(k.startDate)} to {formatDay(k.endDate)}
        <span className="block text-muted">Enrol until {formatDay(k.enrolUntil)}</span>
      </>
    ),
  },
  { head: 'Price now', cell: (k) => <PriceNow price={k.price} /> },
  { head: 'Seats taken / capacity', cell: (k) => <SeatsLine batches={k.batches} /> },
];

export const metadata: Metadata = { title: 'Courses · Back office', robots: { index: false } };

// /admin/courses: each level course with its cohorts (status, dates, price now, seats per batch)
// and how many people wait for it. Staff see it; admins schedule and edit.
export default async function CoursesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireStaff('/admin/courses');
  const q = await searchParams;
  const now = await requestTime();
  const courses = await coursesOverview(now);
  const admin = user.role === 'admin';
  return (
    <>
      <AdminPageHeading>Courses</AdminPageHeading>
      <p className="mt-1 text-muted">
        The public pages and the checkout sell each course’s earliest published cohort whose last
        day to enrol is today or later (marked ‘on sale’).
        {admin ? null : ' Only admins can change cohorts.'}
      </p>
      <div className="mt-4">
        <Flash saved={one(q.saved)} error={one(q.error)} />
      </div>
      <div className="mt-4 grid grid-cols-1 gap-6">
        {courses.map((c) => (
          <section
            key={c.slug}
            aria-labelledby={`course-${c.slug}`}
            className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`course-${c.slug}`} className="text-lg font-bold text-ink">
                {c.title}
              </h2>
              <p className="flex flex-wrap gap-2">
                <Link
                  href={`/admin/courses/waitlist/${c.slug}`}
                  className={buttonClass('outline', 'min-h-9 px-4 text-sm')}
                >
                  Waitlist: {c.waiting} waiting
                </Link>
                {admin ? (
                  <Link
                    href={`/admin/courses/new?course=${c.slug}`}
                    className={buttonClass('primary', 'min-h-9 px-4 text-sm')}
                  >
                    Schedule next cohort<span className="sr-only"> of {c.title}</span>
                  </Link>
                ) : null}
              </p>
            </div>
            <DataTable
              columns={cohortColumns}
              rows={c.cohorts.filter((k) => !k.ended)}
              rowKey={(k) => k.id}
              className="mt-3"
              empty={
                c.cohorts.length
                  ? 'No cohort running or to come: the course page offers the waitlist.'
                  : 'No cohort yet: the course page offers the waitlist.'
              }
            />
            <EndedCohorts cohorts={c.cohorts.filter((k) => k.ended)} />
          </section>
        ))}
      </div>
    </>
  );
}
