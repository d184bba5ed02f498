import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { Flash } from '@/components/admin/flash';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { DataTable, type Column } from '@/components/admin/data-table';
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

const waitingColumns: Column<Awaited<ReturnType<typeof waitingFor>>[number]>[] = [
  {
    head: 'Name',
    rowHeader: true,
    className: 'font-normal',
    cell: (w) => (
      <Link href={`/admin/leads/${w.id}`} className="font-semibold text-brand underline">
        {w.name}
      </Link>
    ),
  },
  { head: 'Email', className: '[overflow-wrap:anywhere]', cell: (w) => w.email ?? '-' },
  { head: 'Phone', className: 'whitespace-nowrap', cell: (w) => w.phone ?? '-' },
  {
    head: 'Address',
    className: 'whitespace-nowrap',
    cell: (w) =>
      w.confirmedAt ? 'Confirmed' : <strong className="text-amber-900">Not confirmed</strong>,
  },
  {
    head: 'Preferred batch',
    cell: (w) => (w.slot === null ? 'Any' : `${slotLabel(w.slot)} IST`),
  },
  { head: 'Since', className: 'whitespace-nowrap', cell: (w) => formatDate(w.createdAt) },
];

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
        <DataTable
          columns={waitingColumns}
          rows={waiting}
          rowKey={(w) => w.id}
          pad="compact"
          className="mt-2"
          empty="Nobody is waiting."
        />
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
