import { orUnavailable } from '@/lib/api/errors';
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
    const rows = await orUnavailable(
      '[admin] funnel export',
      'The export could not be made. Please try again.',
      () => funnel(filters),
    );
    const day = istIso(new Date(now)).slice(0, 10);
    return csvAttachment(
      funnelCsv(filters, rows),
      `funnel-${filters.period}-${filters.by}-${day}.csv`,
    );
  },
  'Only admins may export.',
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
