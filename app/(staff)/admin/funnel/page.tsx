import type { Metadata } from 'next';
import Link from 'next/link';
import { filterControlClass as control, FilterSelect } from '@/components/admin/filter-select';
import { FunnelTable } from '@/components/admin/funnel-table';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { buttonClass } from '@/components/ui/button';
import { courseCatalogue } from '@/content/course-catalogue';
import { funnelText as t } from '@/content/funnel';
import { requireStaff } from '@/lib/auth/session';
import { funnel, funnelQuery, parseFunnelFilters } from '@/lib/admin/funnel';
import { FUNNEL_DIMENSIONS, FUNNEL_PERIODS } from '@/lib/admin/funnel-report';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = { title: 'Funnel · Back office', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /admin/funnel (staff): enquiries → enrolments started → paid, by week or month and by where the
// visit came from; the filters live in the URL like the inbox's; admins export the view as CSV.
export default async function FunnelPage({ searchParams }: { searchParams: Search }) {
  const user = await requireStaff('/admin/funnel');
  const f = parseFunnelFilters(await searchParams, await requestTime());
  const report = await funnel(f);
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <AdminPageHeading>{t.title}</AdminPageHeading>
        </div>
        {user.role === 'admin' ? (
          <a
            href={`/api/admin/funnel${funnelQuery(f)}`}
            download
            className={buttonClass('primary', 'min-h-9 px-4 text-sm')}
          >
            {t.exportCsv}
          </a>
        ) : null}
      </div>
      <p className="mt-3 max-w-3xl text-sm text-ink">{t.intro}</p>
      <form
        method="get"
        action="/admin/funnel"
        className="mt-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-5"
        aria-label={t.filters}
      >
        <label className="grid gap-1 text-sm font-semibold">
          {t.period}
          <select name="period" defaultValue={f.period} className={control}>
            {FUNNEL_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t.periods[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t.dimension}
          <select name="by" defaultValue={f.by} className={control}>
            {FUNNEL_DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {t.dimensions[d]}
              </option>
            ))}
          </select>
        </label>
        <FilterSelect
          label={t.course}
          name="course"
          value={f.course}
          any={t.anyCourse}
          options={courseCatalogue.map((c) => ({ value: c.slug, label: c.title }))}
        />
        <label className="grid gap-1 text-sm font-semibold">
          {t.from}
          <input type="date" name="from" defaultValue={f.from} className={control} />
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          {t.to}
          <input type="date" name="to" defaultValue={f.to} className={control} />
        </label>
        <div className="flex items-end gap-2 sm:col-span-3 lg:col-span-5">
          <button type="submit" className={buttonClass('primary', 'min-h-11')}>
            {t.apply}
          </button>
          <Link href="/admin/funnel" className={buttonClass('outline', 'min-h-11')}>
            {t.clear}
          </Link>
        </div>
      </form>
      {report.rows.length ? (
        <FunnelTable f={f} report={report} />
      ) : (
        <p className="mt-4 rounded-xl bg-white p-6 text-muted ring-1 ring-slate-200">{t.none}</p>
      )}
      <ul className="mt-4 grid list-disc gap-1 pl-5 text-sm text-muted">
        {t.notes.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}
