import { apiError, orUnavailable } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/guards';
import { otherMethods } from '@/lib/api/responses';
import { csvAttachment } from '@/lib/admin/csv-export';
import { salesCsv, salesRows, SALES_TABLES, type SalesTable } from '@/lib/admin/sales/csv';
import { parsePeriod } from '@/lib/admin/sales/period';
import { salesReport } from '@/lib/admin/sales/report';
import { salesText } from '@/content/sales';

// GET /api/admin/sales?table=periods&from=YYYY-MM-DD&to=YYYY-MM-DD&group=day: one table of the
// sales report (/admin/sales) as CSV. Admins only.
export const GET = withAdmin(
  '[admin] sales export',
  async (req) => {
    const params = Object.fromEntries(new URL(req.url).searchParams);
    const table = params.table as SalesTable;
    if (!SALES_TABLES.includes(table)) {
      return apiError('not_found', salesText.noTable);
    }
    const period = parsePeriod(params, Date.now());
    if (period.error) return apiError('validation_failed', period.error);
    const report = await orUnavailable('[admin] sales export', salesText.exportFailed, () =>
      salesReport(period),
    );
    const rows = salesRows(report, table);
    if (!rows) {
      return apiError('not_found', salesText.gst.noTable);
    }
    return csvAttachment(salesCsv(rows), `sales-${table}-${period.from}-to-${period.to}.csv`);
  },
  salesText.adminsOnly,
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
