import { AdminPageHeading } from '@/components/admin/page-heading';
import type { Metadata } from 'next';
import { Flash } from '@/components/admin/flash';
import { InviteForm, ResetLinkForm } from '@/components/admin/secret-forms';
import { buttonClass } from '@/components/ui/button';
import { ROLES } from '@/lib/auth/roles';
import { requireAdmin } from '@/lib/auth/session';
import { people } from '@/lib/admin/people';
import { updatePersonAction } from '@/lib/admin/actions/people';
import { one } from '@/lib/search-params';

export const metadata: Metadata = { title: 'People · Back office', robots: { index: false } };

const box = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

// /admin/people (admins): invite staff, change roles, disable accounts, password links for learners
export default async function PeoplePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const me = await requireAdmin('/admin/people');
  const q = await searchParams;
  const term = one(q.q) ?? '';
  const list = await people(term);
  return (
    <>
      <AdminPageHeading>People</AdminPageHeading>
      <div className="mt-4">
        <Flash saved={one(q.saved)} error={one(q.error)} />
      </div>
      <section aria-labelledby="invite" className={box}>
        <h2 id="invite" className="mb-3 text-lg font-bold text-ink">
          Invite staff
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="accounts" className={`${box} mt-6`}>
        <h2 id="accounts" className="text-lg font-bold text-ink">
          Accounts
        </h2>
        <form method="get" className="mt-3 flex flex-wrap items-end gap-2">
          <label className="grid gap-1 text-sm font-semibold">
            Find a learner by e-mail or name
            <input
              name="q"
              type="search"
              defaultValue={term}
              className="min-h-11 rounded-lg border border-slate-300 px-2"
            />
          </label>
          <button type="submit" className={buttonClass('outline', 'min-h-11')}>
            Find
          </button>
        </form>
        <ul className="mt-4 divide-y divide-slate-200">
          {list.map((p) => (
            <li key={p.id} className="grid gap-2 py-3 sm:grid-cols-[1fr_auto] sm:items-center">
              <div>
                <p className="font-semibold text-ink">
                  {p.name} {p.id === me.id ? '(you)' : ''}
                </p>
                <p className="text-sm text-muted">
                  {p.email} · {p.role}
                  {p.role === 'learner' && !p.emailVerified ? ' · address not confirmed' : ''}
                  {p.disabledAt ? ' · disabled' : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <form action={updatePersonAction} className="flex items-center gap-2">
                  <input type="hidden" name="id" value={p.id} />
                  <input type="hidden" name="op" value="role" />
                  <label className="sr-only" htmlFor={`role-${p.id}`}>
                    Role of {p.email}
                  </label>
                  <select
                    id={`role-${p.id}`}
                    name="role"
                    defaultValue={p.role}
                    className="min-h-9 rounded-lg border border-slate-300 px-2 text-sm"
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {r}
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="text-sm font-semibold text-brand underline">
                    Set role<span className="sr-only"> of {p.email}</span>
                  </button>
                </form>
                {p.id !== me.id ? (
                  <form action={updatePersonAction}>
                    <input type="hidden" name="id" value={p.id} />
                    <input type="hidden" name="op" value={p.disabledAt ? 'enable' : 'disable'} />
                    <button type="submit" className="text-sm font-semibold text-brand underline">
                      {p.disabledAt ? 'Enable' : 'Disable'}
                      <span className="sr-only"> {p.email}</span>
                    </button>
                  </form>
                ) : null}
                {p.role === 'learner' && !p.disabledAt ? (
                  <ResetLinkForm id={p.id} email={p.email} />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
