import { readInput } from '@/lib/api/body';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { clientMeta } from '@/lib/client-info';
import { leadHandler } from '@/lib/leads/handler';
import { waitlistLead } from '@/lib/leads/kinds';
import { storeLeadWith } from '@/lib/leads/store';
import { writeConfirmation } from '@/lib/waitlist/confirmation';

// POST /api/form/waitlist: join a level course's waitlist (issue 24); the entry and the e-mail
// that asks its address to confirm it (issue 47) in one transaction
export const POST = leadHandler(waitlistLead.kind, async (req) => {
  const input = await readInput(req, waitlistLead.input);
  const meta = await clientMeta(req);
  const now = Date.now();
  const { id } = await storeLeadWith(
    waitlistLead,
    input,
    meta,
    { write: (tx, lead) => writeConfirmation(tx, lead, input, meta.salt, now) },
    now,
  );
  return jsonOk({ id }, 201);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
