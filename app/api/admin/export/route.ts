import { otherMethods } from '@/lib/api/responses';
import { adminCsvExport } from '@/lib/admin/csv-export';
import { exportLeadsCsv } from '@/lib/admin/export';
import { parseFilters } from '@/lib/admin/filters';
import { istIso } from '@/lib/dates';

// GET /api/admin/export?<inbox filters>: the view's leads as CSV. Admins only; recorded.
export const GET = adminCsvExport('[admin] export', async (req, user) => {
  const filters = parseFilters(new URL(req.url).searchParams);
  // A failure is logged and answered by withAdmin's `handle` (never its text).
  const stream = await exportLeadsCsv(filters, { id: user.id, name: user.name ?? 'admin' });
  const day = istIso(new Date()).slice(0, 10);
  return { body: stream, name: `leads-${day}.csv` };
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
