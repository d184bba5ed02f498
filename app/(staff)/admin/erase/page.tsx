import { AdminPageHeading } from '@/components/admin/page-heading';
import type { Metadata } from 'next';
import { Flash } from '@/components/admin/flash';
import { buttonClass } from '@/components/ui/button';
import { requireAdmin } from '@/lib/auth/session';
import { findPerson } from '@/lib/admin/erase';
import { typeLabel } from '@/lib/admin/inbox';
import { AdminInputError } from '@/lib/admin/errors';
import { formatPaise } from '@/lib/payments/format';
import { erasePersonAction } from '@/lib/admin/actions/people';

export const metadata: Metadata = {
  title: 'Erase a person · Back office',
  robots: { index: false },
};

const box = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';
const control = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2';
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

// /admin/erase (admins): a person's right to erasure, across every kind of lead and enrolment
export default async function ErasePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireAdmin('/admin/erase');
  const q = await searchParams;
  const email = one(q.email);
  const phone = one(q.phone);
  let found: Awaited<ReturnType<typeof findPerson>> | null = null;
  let problem: string | null = null;
  if (email || phone) {
    try {
      found = await findPerson({ email, phone });
    } catch (e) {
      if (!(e instanceof AdminInputError)) throw e;
      problem = e.message;
    }
  }
  // What the erasure did: counts only (numbers, never text from the URL).
  const count = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : null);
  const counts = {
    leads: count(one(q.leads)),
    enrolments: count(one(q.enrolments)),
    accounts: count(one(q.accounts)),
  };
  const erased =
    one(q.erased) === '1' &&
    counts.leads !== null &&
    counts.enrolments !== null &&
    counts.accounts !== null
      ? counts
      : null;
  const total = found ? found.leads.length + found.enrolments.length + found.users.length : 0;
  return (
    <>
      <AdminPageHeading>Erase a person</AdminPageHeading>
      <p className="mt-2 max-w-2xl text-ink">
        When someone asks the school to delete their data, find every row with their e-mail or
        phone, check it is them, and erase. Names, contact details, messages, files and notes are
        replaced; the e-mails the school wrote to them are deleted (a staff digest keeps its other
        lines); counts, statuses and amounts stay for the books. A tax invoice or credit note
        already issued keeps the buyer&apos;s name, address and GSTIN as issued: the law requires
        the school to keep it unchanged for 72 months.
      </p>
      <div className="mt-4">
        <Flash error={one(q.error)} problem={problem} />
        {erased ? (
          <p
            role="status"
            className="mb-4 rounded-lg bg-green-50 p-3 text-green-900 ring-1 ring-green-300"
          >
            Erased: {erased.leads} lead(s), {erased.enrolments} enrolment(s), {erased.accounts}{' '}
            account(s).
          </p>
        ) : null}
      </div>
      <form method="get" className={`${box} grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end`}>
        <label className="grid gap-1 text-sm font-semibold">
          Email
          <input name="email" type="email" defaultValue={email} className={control} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          Phone
          <input name="phone" type="tel" defaultValue={phone} className={control} />
        </label>
        <button type="submit" className={buttonClass('outline', 'min-h-11')}>
          Find
        </button>
      </form>
      {found ? (
        <section aria-labelledby="found" className={`${box} mt-6`}>
          <h2 id="found" className="text-lg font-bold text-ink">
            {total ? `${total} row(s) name this person` : 'Nothing names this person'}
          </h2>
          <ul className="mt-3 grid gap-1 text-sm">
            {found.leads.map((l) => (
              <li key={l.id}>
                {typeLabel(l.kind)}: {l.name} · {l.email ?? ''} {l.phone ?? ''} ·{' '}
                {l.createdAt.toISOString().slice(0, 10)}
              </li>
            ))}
            {found.enrolments.map((e) => (
              <li key={e.id}>
                enrolment {e.reference}: {e.fullName} · {e.status} · {formatPaise(e.amountPaise)}
              </li>
            ))}
            {found.users.map((u) => (
              <li key={u.id}>
                account: {u.name} · {u.email} · {u.role}
              </li>
            ))}
          </ul>
          {total ? (
            <form action={erasePersonAction} className="mt-4">
              <input type="hidden" name="email" value={email} />
              <input type="hidden" name="phone" value={phone} />
              <button type="submit" className={buttonClass('primary')}>
                Erase these {total} row(s)
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
