import { readInput } from '@/lib/api/body';
import { handle } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { sameOriginOnly } from '@/lib/auth/request';
import { confirmWaitlist } from '@/lib/waitlist/confirmation';
import { waitlistConfirmSchema } from '@/lib/validation/waitlist';

// POST /api/waitlist/confirm: the button of an e-mailed confirmation link confirms its waitlist
// entry, once; the answer says what the link's entry is now (confirmed, expired, unknown).
export const POST = handle('[waitlist-confirm]', async (req) => {
  sameOriginOnly(req);
  const { token } = await readInput(req, waitlistConfirmSchema);
  const { state } = await confirmWaitlist(token);
  return jsonOk({ state });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
