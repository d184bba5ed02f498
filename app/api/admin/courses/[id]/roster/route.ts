import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/responses';
import { rosterCsv } from '@/lib/admin/courses/roster';
import { adminCsvExport } from '@/lib/admin/csv-export';

type Ctx = { params: Promise<{ id: string }> };

// GET /api/admin/courses/:id/roster[?batch=<batch id>]: a cohort's roster (one batch's, or every
// batch's) as CSV, with the inbox export's rules. Admins only.
export const GET = adminCsvExport<Ctx>('[admin] roster', async (req, _user, ctx) => {
  const { id } = await ctx.params;
  const batch = new URL(req.url).searchParams.get('batch');
  const r = await rosterCsv(id, batch || null, Date.now());
  if (!r) throw new ApiError('not_found', 'No such cohort or batch.');
  return { body: r.csv, name: r.name };
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
