import { jsonOk, otherMethods, readJson } from '@/lib/api';
import { reservationLead } from '@/lib/leads/kinds';
import { clientMeta, leadFailure, validateLead } from '@/lib/leads/respond';
import { storeLeadWith } from '@/lib/leads/store';
import { cookieValue, SERVED_COOKIE, servedAt, serverFillMs } from '@/lib/reservations/served';
import { seatCompanion } from '@/lib/reservations/store';

// POST /api/reservations: reserve a free session (a lead and its seat, in one transaction)
export async function POST(req: Request) {
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(reservationLead.input, body.data);
  if (!valid.ok) return valid.response;
  try {
    const meta = await clientMeta(req);
    // The fill time is the server's measure too, not the client's claim alone.
    const now = Date.now();
    const served = await servedAt(cookieValue(req.headers.get('cookie'), SERVED_COOKIE), now);
    valid.data.elapsedMs = serverFillMs(valid.data.elapsedMs, served, now);
    const { id } = await storeLeadWith(
      reservationLead,
      valid.data,
      meta,
      seatCompanion(valid.data, meta),
    );
    return jsonOk({ id, date: valid.data.date, slot: valid.data.slot }, 201);
  } catch (e) {
    return leadFailure(reservationLead.kind, e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
