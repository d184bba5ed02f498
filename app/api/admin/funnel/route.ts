import { apiError } from '@/lib/api/errors';
import { withAdmin } from '@/lib/api/guards';
import { otherMethods } from '@/lib/api/responses';
import { csvAttachment } from '@/lib/admin/csv-export';
import { funnel, funnelCsv, parseFunnelFilters } from '@/lib/admin/funnel';
import { istIso } from '@/lib/dates';

// GET /api/admin/funnel?<funnel filters>: the funnel's view as CSV, by the inbox export's rules
// (admins only; lib/admin/csv.ts). Counts only: no person's details.
export const GET = withAdmin(
  '[admin] funnel export',
  async (req) => {
    const now = Date.now();
    const filters = parseFunnelFilters(new URL(req.url).searchParams, now);
    try {
      const csv = funnelCsv(filters, await funnel(filters));
      const day = istIso(new Date(now)).slice(0, 10);
      return csvAttachment(csv, `funnel-${filters.period}-${filters.by}-${day}.csv`);
    } catch (e) {
      console.error('[admin] funnel export failed:', e);
      return apiError('database_unavailable', 'The export could not be made. Please try again.');
    }
  },
  'Only admins may export.',
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
