import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { Flash } from '@/components/admin/flash';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { buttonClass } from '@/components/ui/button';
import { levelCourses } from '@/content/courses';
import { courseTitle } from '@/content/course-catalogue';
import { requireStaff } from '@/lib/auth/session';
import { inviteWaitlistAction } from '@/lib/admin/actions/courses';
import { slotLabel } from '@/lib/admin/courses/changes';
import { WaitlistInvited } from '@/components/admin/waitlist-invited';
import { invitedCount, invitedFor, slotsWithSeats, waitingFor } from '@/lib/admin/courses/waitlist';
import { currentCohort } from '@/lib/courses/cohorts';
import { formatDate, formatDay } from '@/lib/dates';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Waitlist · Back office', robots: { index: false } };

// /admin/courses/waitlist/:course: the people waiting for a course, and (admins) 'Invite the
// waitlist' to the cohort on sale: one e-mail each, once.
export default async function WaitlistPage({
  params,
  searchParams,
}: {
  params: Promise<{ course: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { course } = await params;
  const user = await requireStaff(`/admin/courses/waitlist/${course}`);
  if (!levelCourses.some((c) => c.slug === course)) notFound();
  const q = await searchParams;
  const now = await requestTime();
  const [waiting, invited, onSale, invitedList] = await Promise.all([
    waitingFor(course),
    invitedCount(course),
    currentCohort(course, now),
    invitedFor(course),
  ]);
  const title = courseTitle(course) ?? course;
  // One e-mail per address that confirmed an entry, however many times a person joined
  // (lib/admin/courses/waitlist.ts).
  const withEmail = new Set(
    waiting.flatMap((w) => (w.email && w.confirmedAt ? [w.email.trim().toLowerCase()] : [])),
  ).size;
  const unconfirmed = waiting.filter((w) => !w.confirmedAt).length;
  return (
    <>
      <AdminPageHeading back={{ href: '/admin/courses', label: 'Courses' }}>
        Waitlist: {title}
      </AdminPageHeading>
      <p className="mt-1 text-muted">
        {waiting.length} waiting ({unconfirmed} not confirmed) · {invited} invited already
      </p>
      <div className="mt-4">
        <Flash saved={one(q.saved)} error={one(q.error)} />
      </div>
      <section
        aria-labelledby="invite"
        className="mt-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="invite" className="text-lg font-bold text-ink">
          Invite the waitlist
        </h2>
        {onSale ? (
          <p className="mt-2 text-ink">
            On sale:{' '}
            <Link
              href={`/admin/courses/${onSale.id}`}
              className="font-semibold text-brand underline"
            >
              Cohort {onSale.number}
            </Link>
            , from {formatDay(onSale.start)}, enrolment until {formatDay(onSale.enrolUntil)}. Each
            address that confirmed its place ({withEmail}) gets one e-mail with the link to the
            checkout: their preferred batch when it has a seat, otherwise each batch that has one.
            Invite the waitlist invites each person once; Invite again, below, invites one person
            once more. An entry whose address has not confirmed it (the link we e-mail when someone
            joins) is not invited: anyone can type anyone&apos;s address into the form.
          </p>
        ) : (
          <p className="mt-2 text-ink">
            No cohort is on sale: publish one (with its last day to enrol today or later) to invite
            the waitlist.
          </p>
        )}
        {onSale && user.role === 'admin' ? (
          <form action={inviteWaitlistAction} className="mt-3">
            <input type="hidden" name="cohortId" value={onSale.id} />
            <input type="hidden" name="course" value={course} />
            <button type="submit" disabled={!withEmail} className={buttonClass('primary')}>
              Invite the waitlist
            </button>
          </form>
        ) : null}
        {onSale && user.role !== 'admin' ? (
          <p className="mt-2 text-sm text-muted">Only admins can invite the waitlist.</p>
        ) : null}
      </section>
      <section
        aria-labelledby="waiting"
        className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="waiting" className="text-lg font-bold text-ink">
          Waiting
        </h2>
        {waiting.length ? (
          <div className="mt-2 overflow-x-auto">
            <table className="stack-table w-full text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-left">
                  <th scope="col" className="py-1 pr-3">
                    Name
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Email
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Phone
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Address
                  </th>
                  <th scope="col" className="py-1 pr-3">
                    Preferred batch
                  </th>
                  <th scope="col" className="py-1">
                    Since
                  </th>
                </tr>
              </thead>
              <tbody>
                {waiting.map((w) => (
                  <tr key={w.id} className="border-b border-slate-100 align-top">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      <Link
                        href={`/admin/leads/${w.id}`}
                        className="font-semibold text-brand underline"
                      >
                        {w.name}
                      </Link>
                    </th>
                    <td className="py-1 pr-3 [overflow-wrap:anywhere]" data-label="Email">
                      {w.email ?? '-'}
                    </td>
                    <td className="py-1 pr-3 whitespace-nowrap" data-label="Phone">
                      {w.phone ?? '-'}
                    </td>
                    <td className="py-1 pr-3 whitespace-nowrap" data-label="Address">
                      {w.confirmedAt ? (
                        'Confirmed'
                      ) : (
                        <strong className="text-amber-900">Not confirmed</strong>
                      )}
                    </td>
                    <td className="py-1 pr-3" data-label="Preferred batch">
                      {w.slot === null ? 'Any' : `${slotLabel(w.slot)} IST`}
                    </td>
                    <td className="py-1 whitespace-nowrap" data-label="Since">
                      {formatDate(w.createdAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-muted">Nobody is waiting.</p>
        )}
      </section>
      <WaitlistInvited
        course={course}
        invited={invitedList}
        canInvite={user.role === 'admin' && !!onSale && slotsWithSeats(onSale).length > 0}
        onSaleNumber={onSale?.number ?? null}
      />
    </>
  );
}
