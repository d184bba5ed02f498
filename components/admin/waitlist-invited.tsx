import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { reinviteWaitlistAction } from '@/lib/admin/actions/courses';
import type { invitedFor } from '@/lib/admin/courses/waitlist';
import { formatStaffTime } from '@/lib/dates';

type Invited = Awaited<ReturnType<typeof invitedFor>>[number];

/**
 * The waitlist page's 'Invited' list: who was invited, when, to which cohort and by whom, newest
 * first, with 'Invite again' (admins, a cohort on sale with a seat) for each person still waiting.
 * A list of rows rather than a table, so that it stacks on a phone with nothing off screen.
 */
export function WaitlistInvited({
  course,
  invited,
  canInvite,
  onSaleNumber,
}: {
  course: string;
  invited: Invited[];
  /** An admin, and a cohort on sale with a batch that has a seat. */
  canInvite: boolean;
  onSaleNumber: number | null;
}) {
  return (
    <section
      aria-labelledby="invited"
      className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="invited" className="text-lg font-bold text-ink">
        Invited
      </h2>
      {invited.length ? (
        <>
          <p className="mt-1 text-sm text-muted">
            {canInvite && onSaleNumber !== null
              ? `Invite again sends one more e-mail, for Cohort ${onSaleNumber}: their batch if it has a seat now, otherwise the batches that do.`
              : 'Invite again is offered when a cohort is on sale with a free seat (admins).'}
          </p>
          <ul className="mt-3 divide-y divide-slate-100">
            {invited.map((r) => (
              <li
                key={r.leadId}
                id={`invited-${r.leadId}`}
                className="flex scroll-mt-24 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
              >
                <div className="min-w-0 text-sm">
                  <Link
                    href={`/admin/leads/${r.leadId}`}
                    className="font-semibold text-brand underline"
                  >
                    {r.name}
                  </Link>
                  {r.email ? <span className="ml-2 break-words text-muted">{r.email}</span> : null}
                  <p className="mt-0.5 text-ink">
                    Invited {formatStaffTime(r.at)} to{' '}
                    <Link
                      href={`/admin/courses/${r.cohort.id}`}
                      className="font-semibold text-brand underline"
                    >
                      Cohort {r.cohort.number}
                    </Link>{' '}
                    by <span className="break-words">{r.actorName}</span>
                  </p>
                  {r.paid ? (
                    <p className="mt-0.5 font-semibold text-green-800">
                      Paid for the course since: left the waitlist
                    </p>
                  ) : r.closed ? (
                    <p className="mt-0.5 text-muted">Entry closed: not invited again</p>
                  ) : null}
                </div>
                {canInvite && !r.paid && !r.closed ? (
                  <form action={reinviteWaitlistAction}>
                    <input type="hidden" name="leadId" value={r.leadId} />
                    <input type="hidden" name="at" value={r.at.toISOString()} />
                    <input type="hidden" name="course" value={course} />
                    <button type="submit" className={buttonClass('outline', 'text-sm')}>
                      Invite again<span className="sr-only">: {r.name}</span>
                    </button>
                  </form>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-2 text-muted">Nobody has been invited yet.</p>
      )}
    </section>
  );
}
