import { AdminPageHeading } from '@/components/admin/page-heading';
import type { Metadata } from 'next';
import { Flash } from '@/components/admin/flash';
import { buttonClass } from '@/components/ui/button';
import { requireStaff } from '@/lib/auth/session';
import { withdrawalsForStaff } from '@/lib/admin/learner-requests';
import { formatPaise } from '@/lib/payments/format';
import { markWithdrawalPaidAction } from '@/lib/admin/actions/enrolments';
import { formatDateTime } from '@/lib/dates';
import { one } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Withdrawals · Back office', robots: { index: false } };

// /admin/withdrawals: learners' referral-wallet withdrawals, unpaid first; 'Mark paid' once paid
export default async function WithdrawalsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('/admin/withdrawals');
  const q = await searchParams;
  const rows = await withdrawalsForStaff();
  return (
    <>
      <AdminPageHeading>Withdrawal requests</AdminPageHeading>
      <div className="mt-4">
        <Flash saved={one(q.saved)} error={one(q.error)} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-3 text-muted">No withdrawal requests yet.</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {rows.map((w) => (
            <li
              key={w.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <div>
                <p className="font-bold text-ink">
                  {formatPaise(w.amountPaise)} to <span className="font-mono">{w.upiId}</span>
                </p>
                <p className="text-sm text-muted">
                  {w.user.name} ({w.user.email}) · {formatDateTime(w.createdAt)}
                </p>
              </div>
              {w.status === 'paid' ? (
                <p className="text-sm font-semibold text-green-800">
                  Paid{w.paidAt ? ` ${formatDateTime(w.paidAt)}` : ''}
                  {w.paidBy ? ` by ${w.paidBy}` : ''}
                </p>
              ) : (
                <form action={markWithdrawalPaidAction}>
                  <input type="hidden" name="id" value={w.id} />
                  {/* Marked paid only at the amount shown here (a refund may change it). */}
                  <input type="hidden" name="amountPaise" value={w.amountPaise} />
                  <button type="submit" className={buttonClass('primary', 'min-h-9 px-4 text-sm')}>
                    Mark paid
                    <span className="sr-only">
                      : {formatPaise(w.amountPaise)} to {w.upiId}
                    </span>
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
