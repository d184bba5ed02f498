import { readInput } from '@/lib/api/body';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { clientMeta } from '@/lib/client-info';
import { leadHandler } from '@/lib/leads/handler';
import { reservationLead } from '@/lib/leads/kinds';
import { storeLeadWith } from '@/lib/leads/store';
import { cookieValue, SERVED_COOKIE, servedAt, serverFillMs } from '@/lib/reservations/served';
import { seatCompanion } from '@/lib/reservations/store';

// POST /api/reservations: reserve a free session (a lead and its seat, in one transaction)
export const POST = leadHandler(reservationLead.kind, async (req) => {
  const input = await readInput(req, reservationLead.input);
  const meta = await clientMeta(req);
  // The fill time is the server's measure too, not the client's claim alone.
  const now = Date.now();
  const served = await servedAt(cookieValue(req.headers.get('cookie'), SERVED_COOKIE), now);
  input.elapsedMs = serverFillMs(input.elapsedMs, served, now);
  const { id } = await storeLeadWith(reservationLead, input, meta, seatCompanion(input, meta));
  return jsonOk({ id, date: input.date, slot: input.slot }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
