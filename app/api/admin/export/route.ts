import { apiError, otherMethods } from '@/lib/api';
import { readSession } from '@/lib/auth/session';
import { exportLeadsCsv } from '@/lib/admin/export';
import { parseFilters } from '@/lib/admin/filters';
import { istIso } from '@/lib/admin/csv';

// GET /api/admin/export?<inbox filters>: the view's leads as CSV. Admins only; recorded.
export async function GET(req: Request) {
  const user = await readSession(req.headers);
  if (!user) return apiError(401, 'unauthorized', 'Please log in first.');
  if (user.role !== 'admin') return apiError(403, 'forbidden', 'Only admins may export.');
  const filters = parseFilters(new URL(req.url).searchParams);
  try {
    const stream = await exportLeadsCsv(filters, { id: user.id, name: user.name ?? 'admin' });
    const day = istIso(new Date()).slice(0, 10);
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (e) {
    console.error('[admin] export failed:', e);
    return apiError(503, 'database_unavailable', 'The export could not be made. Please try again.');
  }
}

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
