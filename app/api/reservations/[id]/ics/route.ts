import { ApiError, handle } from '@/lib/api/errors';
import { DatabaseUnavailableError } from '@/lib/db';
import { reservationIcs } from '@/lib/reservations/ics';
import { reservationByLead } from '@/lib/reservations/store';
import { siteUrl } from '@/lib/site-url';

// GET /api/reservations/<id>/ics: the calendar file of a reserved session (no personal data in it)
export const GET = handle<{ params: Promise<{ id: string }> }>(
  '[reservation] ics:',
  async (_req, ctx) => {
    const { id } = await ctx.params;
    const r = /^c[a-z0-9]{24}$/.test(id)
      ? await reservationByLead(id).catch((e: unknown) => {
          throw new DatabaseUnavailableError(e);
        })
      : null;
    const ics = r && reservationIcs(r, new URL(siteUrl()).host);
    if (!ics) throw new ApiError('not_found', 'No such reservation.');
    return new Response(ics, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="free-session.ics"',
        'Cache-Control': 'private, no-store',
      },
    });
  },
);
