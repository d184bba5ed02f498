import type { Metadata } from 'next';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { Flash } from '@/components/admin/flash';
import { SalesFilter } from '@/components/admin/sales-filter';
import { B2cTable, DocsTable, MoneyTableView, SalesSection } from '@/components/admin/sales-tables';
import { salesText as t } from '@/content/sales';
import { requireAdmin } from '@/lib/auth/session';
import { parsePeriod, periodQuery } from '@/lib/admin/sales/period';
import { salesReport } from '@/lib/admin/sales/report';
import { formatDay } from '@/lib/dates';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = { title: 'Sales · Back office', robots: { index: false } };

type Search = Promise<Record<string, string | string[] | undefined>>;

// /admin/sales (admins): payments, refunds and net for a period of India days, by period, course
// and cohort, method and coupon; the GST summary for GSTR-1 once the school issues tax invoices.
// Each table downloads as CSV (app/api/admin/sales/route.ts).
export default async function SalesPage({ searchParams }: { searchParams: Search }) {
  await requireAdmin('/admin/sales');
  const period = parsePeriod(await searchParams, await requestTime());
  const report = await salesReport(period);
  const query = periodQuery(period);
  const { money, gst } = report;
  const tables = t.tables;
  return (
    <>
      <AdminPageHeading>{t.title}</AdminPageHeading>
      <p className="mt-2 max-w-prose text-sm text-muted">{t.intro}</p>
      <SalesFilter period={period} />
      <div className="mt-4">
        <Flash problem={period.error} />
      </div>
      <p className="font-semibold text-ink" data-testid="sales-period">
        {t.showing(formatDay(period.from), formatDay(period.to))}
      </p>
      {money.periods.lines.length === 0 ? <p className="mt-2 text-muted">{t.empty}</p> : null}
      {report.legacyRefunded ? (
        <p className="mt-2 text-sm text-muted">{t.legacyRefunds(report.legacyRefunded)}</p>
      ) : null}
      <p className="mt-2 text-sm text-muted">{t.exportNote}</p>
      <SalesSection id="periods" title={tables.periods.title} table="periods" query={query}>
        <MoneyTableView table={money.periods} firsts={[tables.periods.first]} />
      </SalesSection>
      <SalesSection id="courses" title={tables.courses.title} table="courses" query={query}>
        <MoneyTableView
          table={money.courses}
          firsts={[tables.courses.first, tables.courses.second]}
        />
      </SalesSection>
      <SalesSection
        id="methods"
        title={tables.methods.title}
        table="methods"
        query={query}
        note={tables.methods.note}
      >
        <MoneyTableView table={money.methods} firsts={[tables.methods.first]} />
      </SalesSection>
      <SalesSection id="coupons" title={tables.coupons.title} table="coupons" query={query}>
        <MoneyTableView table={money.coupons} firsts={[tables.coupons.first]} />
      </SalesSection>
      {gst ? (
        <section aria-labelledby="gst-title" className="mt-10">
          <h2 id="gst-title" className="font-display text-2xl font-bold text-brand">
            {t.gst.title}
          </h2>
          <p className="mt-1 max-w-prose text-sm text-muted">{t.gst.intro}</p>
          {gst.b2c.total.invoices + gst.b2b.lines.length + gst.creditNotes.lines.length === 0 ? (
            <p className="mt-2 text-muted">{t.gst.none}</p>
          ) : null}
          <SalesSection id="gst-b2c" title={t.gst.b2c.title} table="gst-b2c" query={query}>
            <B2cTable lines={gst.b2c.lines} total={gst.b2c.total} />
          </SalesSection>
          <SalesSection id="gst-b2b" title={t.gst.b2b.title} table="gst-b2b" query={query}>
            <DocsTable lines={gst.b2b.lines} total={gst.b2b.total} notes={false} />
          </SalesSection>
          <SalesSection
            id="gst-credit-notes"
            title={t.gst.creditNotes.title}
            table="gst-credit-notes"
            query={query}
          >
            <DocsTable lines={gst.creditNotes.lines} total={gst.creditNotes.total} notes />
          </SalesSection>
        </section>
      ) : null}
    </>
  );
}
