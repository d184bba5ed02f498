import type { Metadata } from 'next';
import Link from 'next/link';
import { Flash } from '@/components/admin/flash';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { CohortStatusBadge, PriceNow, SeatsLine } from '@/components/admin/cohort-facts';
import { EndedCohorts } from '@/components/admin/ended-cohorts';
import { buttonClass } from '@/components/ui/button';
import { requireStaff } from '@/lib/auth/session';
import { coursesOverview } from '@/lib/admin/courses/overview';
import { formatDay } from '@/lib/dates';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

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
            {c.cohorts.some((k) => !k.ended) ? (
              <div className="relative mt-3 overflow-x-auto">
                <table className="stack-table w-full text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-left">
                      <th scope="col" className="py-2 pr-3">
                        Cohort
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Status
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Dates
                      </th>
                      <th scope="col" className="py-2 pr-3">
                        Price now
                      </th>
                      <th scope="col" className="py-2">
                        Seats taken / capacity
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {c.cohorts
                      .filter((k) => !k.ended)
                      .map((k) => (
                        <tr key={k.id} className="border-b border-slate-100 align-top">
                          <th scope="row" className="py-2 pr-3 text-left">
                            <Link
                              href={`/admin/courses/${k.id}`}
                              className="font-semibold text-brand underline"
                            >
                              Cohort {k.number}
                            </Link>
                          </th>
                          <td className="py-2 pr-3" data-label="Status">
                            <CohortStatusBadge
                              status={k.status}
                              current={k.current}
                              ended={k.ended}
                            />
                          </td>
                          <td className="py-2 pr-3" data-label="Dates">
                            {formatDay(k.startDate)} to {formatDay(k.endDate)}
                            <span className="block text-muted">
                              Enrol until {formatDay(k.enrolUntil)}
                            </span>
                          </td>
                          <td className="py-2 pr-3" data-label="Price now">
                            <PriceNow price={k.price} />
                          </td>
                          <td className="py-2" data-label="Seats taken / capacity">
                            <SeatsLine batches={k.batches} />
                          </td>
                        </tr>
                      ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-3 text-muted">
                {c.cohorts.length
                  ? 'No cohort running or to come: the course page offers the waitlist.'
                  : 'No cohort yet: the course page offers the waitlist.'}
              </p>
            )}
            <EndedCohorts cohorts={c.cohorts.filter((k) => k.ended)} />
          </section>
        ))}
      </div>
    </>
  );
}
