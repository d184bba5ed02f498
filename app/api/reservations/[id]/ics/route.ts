import { apiError } from '@/lib/api/errors';
import { reservationIcs } from '@/lib/reservations/ics';
import { reservationByLead } from '@/lib/reservations/store';
import { siteUrl } from '@/lib/site-url';

// GET /api/reservations/<id>/ics: the calendar file of a reserved session (no personal data in it)
export async function GET(_req: Request, ctx: { params: Promise<{ id: string }> }) {
  const { id } = await ctx.params;
  const notFound = () => apiError(404, 'validation_failed', 'No such reservation.');
  if (!/^c[a-z0-9]{24}$/.test(id)) return notFound();
  let r;
  try {
    r = await reservationByLead(id);
  } catch (e) {
    console.error('[reservation] ics:', e);
    return apiError(503, 'database_unavailable', 'The calendar file could not be made just now.');
  }
  const ics = r && reservationIcs(r, new URL(siteUrl()).host);
  if (!ics) return notFound();
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'attachment; filename="free-session.ics"',
      'Cache-Control': 'private, no-store',
    },
  });
}
