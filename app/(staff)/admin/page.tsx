import type { Metadata } from 'next';
import Link from 'next/link';
import { filterControlClass as select, FilterSelect } from '@/components/admin/filter-select';
import { InboxList, type Row } from '@/components/admin/inbox-list';
import { LeadWait, LeadWaitNote } from '@/components/admin/lead-wait';
import { TimeAgo } from '@/components/admin/time-ago';
import { buttonClass } from '@/components/ui/button';
import { backOfficeLinks } from '@/content/back-office-links';
import { courseCatalogue } from '@/content/course-catalogue';
import { requireStaff } from '@/lib/auth/session';
import { ENROLMENT_STATUSES, filtersQuery, LEAD_STATUSES, parseFilters } from '@/lib/admin/filters';
import { inboxPage, inboxTypes, statusCounts } from '@/lib/admin/inbox';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = { title: 'Inbox · Back office', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /admin: every lead and enrolment, newest first, with filters that live in the URL
export default async function InboxPage({ searchParams }: { searchParams: Search }) {
  const user = await requireStaff('/admin');
  const params = await searchParams;
  const now = await requestTime();
  const f = parseFilters(params);
  const cursor = typeof params.after === 'string' ? params.after : null;
  const [page, counts] = await Promise.all([
    inboxPage(f, user.id, cursor, 50, now),
    statusCounts(f, user.id),
  ]);
  const rows: Row[] = page.items.map((it) => ({
    key: `${it.kind}:${it.id}`,
    kind: it.kind,
    id: it.id,
    href: it.href,
    version: it.version,
    status: it.status,
    unread: it.unread,
    duplicates: it.duplicates,
    cells: (
      <>
        <span className="text-sm text-muted">
          {it.unread ? (
            <span className="mr-1 inline-block size-2 rounded-full bg-brand" aria-label="unread" />
          ) : null}
          {it.typeLabel}
        </span>
        <span className="min-w-0">
          <span className="block truncate text-ink">{it.name}</span>
          <span className="block truncate text-sm font-normal text-muted">
            {[it.email, it.phone, it.about].filter(Boolean).join(' · ')}
          </span>
        </span>
        <span className="text-sm font-normal text-muted">
          <TimeAgo at={it.createdAt} now={now} />
          {it.wait ? <LeadWait wait={it.wait} /> : null}
          {it.assignee ? <span className="block truncate">→ {it.assignee}</span> : null}
          {it.followUpAt ? (
            <span
              className={`block ${it.followUpAt.getTime() <= now ? 'font-semibold text-red-700' : ''}`}
            >
              follow up {it.followUpAt.toISOString().slice(0, 10)}
            </span>
          ) : null}
        </span>
      </>
    ),
  }));
  const statuses =
    f.type === 'enrolment'
      ? ENROLMENT_STATUSES
      : f.type
        ? LEAD_STATUSES
        : [...LEAD_STATUSES, ...ENROLMENT_STATUSES];
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-3xl font-bold text-brand">Inbox</h1>
        <p className="flex flex-wrap gap-2 text-sm">
          {backOfficeLinks
            .filter((l) => !l.admin || user.role === 'admin')
            .map((l) => (
              <Link
                key={l.href}
                href={l.href}
                className={buttonClass('outline', 'min-h-9 px-4 text-sm')}
              >
                {l.label}
              </Link>
            ))}
          {user.role === 'admin' ? (
            <a
              href={`/api/admin/export${filtersQuery(f)}`}
              download
              className={buttonClass('primary', 'min-h-9 px-4 text-sm')}
            >
              Export CSV
            </a>
          ) : null}
        </p>
      </div>
      <form
        method="get"
        action="/admin"
        className="mt-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-4"
        aria-label="Filters"
      >
        <label className="grid gap-1 text-sm font-semibold sm:col-span-2">
          Search name, e-mail, phone or message (press /)
          <input id="inbox-search" name="q" type="search" defaultValue={f.q} className={select} />
        </label>
        <FilterSelect
          label="Type"
          name="type"
          value={f.type}
          any="All types"
          options={inboxTypes()}
        />
        <FilterSelect
          label="Status"
          name="status"
          value={f.status}
          any="Open (not spam)"
          options={[...LEAD_STATUSES, ...ENROLMENT_STATUSES].map((s) => ({
            value: s,
            label: s.replace(/_/g, ' '),
          }))}
        />
        <FilterSelect
          label="Assignee"
          name="assignee"
          value={f.assignee}
          any="Anyone"
          options={[
            { value: 'me', label: 'Me' },
            { value: 'none', label: 'Nobody' },
          ]}
        />
        <FilterSelect
          label="Course"
          name="course"
          value={f.course}
          any="Any course"
          options={courseCatalogue.map((c) => ({ value: c.slug, label: c.title }))}
        />
        <label className="grid gap-1 text-sm font-semibold">
          From (IST)
          <input type="date" name="from" defaultValue={f.from} className={select} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          To (IST)
          <input type="date" name="to" defaultValue={f.to} className={select} />
        </label>
        <label className="flex items-center gap-2 text-sm font-semibold">
          <input type="checkbox" name="due" value="1" defaultChecked={f.due} className="size-5" />
          Follow-up due
        </label>
        <div className="flex items-end gap-2 sm:col-span-3">
          <button type="submit" className={buttonClass('primary', 'min-h-11')}>
            Apply
          </button>
          <Link href="/admin" className={buttonClass('outline', 'min-h-11')}>
            Clear
          </Link>
        </div>
      </form>
      <nav aria-label="Statuses" className="mt-4 flex flex-wrap gap-2 text-sm">
        {statuses.map((s) => (
          <Link
            key={s}
            href={`/admin${filtersQuery({ ...f, status: s })}`}
            aria-current={f.status === s ? 'page' : undefined}
            className={`rounded-full px-3 py-1 ring-1 ring-slate-300 ${f.status === s ? 'bg-brand text-white ring-brand' : 'bg-white text-ink'}`}
          >
            {s.replace(/_/g, ' ')} <span className="font-semibold">{counts[s] ?? 0}</span>
          </Link>
        ))}
      </nav>
      <p className="mt-4 mb-2 text-sm text-muted">
        Keys: j/k or arrows move, Enter opens, e sets the next status, / searches.
      </p>
      {rows.length ? (
        <>
          <InboxList rows={rows} searchId="inbox-search" />
          <LeadWaitNote />
        </>
      ) : (
        <p className="rounded-xl bg-white p-6 text-muted ring-1 ring-slate-200">
          Nothing here for this view.
        </p>
      )}
      <nav aria-label="Pages" className="mt-4 flex justify-between">
        {cursor ? (
          <Link href={`/admin${filtersQuery(f)}`} className="font-semibold text-brand underline">
            ← Newest
          </Link>
        ) : (
          <span />
        )}
        {page.nextCursor ? (
          <Link
            href={`/admin${filtersQuery(f, { after: page.nextCursor })}`}
            className="font-semibold text-brand underline"
          >
            Older →
          </Link>
        ) : null}
      </nav>
    </>
  );
}
