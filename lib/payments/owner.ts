import 'server-only';
import { apiError } from '@/lib/api';
import { DatabaseUnavailableError } from '@/lib/leads/errors';
import { isReference } from './reference';
import { paymentFailure } from './respond';
import { ownsReference } from './cookie';

/**
 * A route's `[reference]`: a well-formed reference this browser made, or the answer to give.
 * Another browser's reference gets the same 404 as one that does not exist: a reference alone
 * tells nobody whether an enrolment exists.
 */
export async function ownReference(
  params: Promise<{ reference: string }>,
): Promise<{ ok: true; reference: string } | { ok: false; response: Response }> {
  const { reference } = await params;
  let owned: boolean;
  try {
    owned = isReference(reference) && (await ownsReference(reference));
  } catch (e) {
    return { ok: false, response: paymentFailure('owner', new DatabaseUnavailableError(e)) };
  }
  if (!owned) {
    return {
      ok: false,
      response: apiError(
        404,
        'not_found',
        'No enrolment with this reference was made in this browser.',
      ),
    };
  }
  return { ok: true, reference };
}
