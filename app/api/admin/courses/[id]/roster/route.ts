import { ApiError } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/guards';
import { otherMethods } from '@/lib/api/responses';
import { rosterCsv } from '@/lib/admin/courses/roster';

type Ctx = { params: Promise<{ id: string }> };

// GET /api/admin/courses/:id/roster[?batch=<batch id>]: a cohort's roster (one batch's, or every
// batch's) as CSV, with the inbox export's rules. Admins only.
export const GET = withAdmin<Ctx>(
  '[admin] roster',
  async (req, _user, ctx) => {
    const { id } = await ctx.params;
    const batch = new URL(req.url).searchParams.get('batch');
    const r = await rosterCsv(id, batch || null, Date.now());
    if (!r) throw new ApiError('not_found', 'No such cohort or batch.');
    return new Response(r.csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${r.name}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
  'Only admins may export.',
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
