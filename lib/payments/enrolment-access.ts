/** Who may see an enrolment: the browser that made it, or its owner signed in. */
import 'server-only';
import { apiError } from '@/lib/api/errors';
import { isReference } from './reference';
import { paymentFailure } from './errors';
import { currentUser } from '@/lib/auth/session';
import { db, DatabaseUnavailableError } from '@/lib/db';
import { ownsReference } from './cookie';

/**
 * Whether this request may see the enrolment `reference`: the browser that made it (its signed
 * cookie), or its owner signed in (an enrolment made while signed in carries the account).
 */
export async function mayView(reference: string): Promise<boolean> {
  if (!isReference(reference)) return false;
  if (await ownsReference(reference)) return true;
  const user = await currentUser();
  if (!user) return false;
  const row = await db().enrolment.findFirst({
    where: { reference, userId: user.id },
    select: { id: true },
  });
  return !!row;
}

/**
 * A route's `[reference]`: one this browser made or its signed-in owner's, or the answer to give.
 * Another browser's reference gets the same 404 as one that does not exist: a reference alone
 * tells nobody whether an enrolment exists.
 */
export async function ownReference(
  params: Promise<{ reference: string }>,
): Promise<{ ok: true; reference: string } | { ok: false; response: Response }> {
  const { reference } = await params;
  let owned: boolean;
  try {
    owned = await mayView(reference);
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
