import { withAdmin } from '@/lib/api/guards';
import { otherMethods } from '@/lib/api/responses';
import { exportLeadsCsv } from '@/lib/admin/export';
import { parseFilters } from '@/lib/admin/filters';
import { istIso } from '@/lib/dates';

// GET /api/admin/export?<inbox filters>: the view's leads as CSV. Admins only; recorded.
export const GET = withAdmin(
  '[admin] export',
  async (req, user) => {
    const filters = parseFilters(new URL(req.url).searchParams);
    // A failure is logged and answered by withAdmin's `handle` (never its text).
    const stream = await exportLeadsCsv(filters, { id: user.id, name: user.name ?? 'admin' });
    const day = istIso(new Date()).slice(0, 10);
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  },
  'Only admins may export.',
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
