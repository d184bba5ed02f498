/** Who may see an enrolment: the browser that made it, or its owner signed in. */
import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { isReference } from './reference';
import { paymentHandler } from './errors';
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
 * A reference this browser made or its signed-in owner's; else throws the 404 (an ApiError).
 * Another browser's reference gets the same 404 as one that does not exist: a reference alone
 * tells nobody whether an enrolment exists. A database failure throws DatabaseUnavailableError.
 */
export async function ownReference(reference: string): Promise<string> {
  const owned = await mayView(reference).catch((e: unknown) => {
    throw new DatabaseUnavailableError(e);
  });
  if (!owned) {
    throw new ApiError('not_found', 'No enrolment with this reference was made in this browser.');
  }
  return reference;
}

type EnrolmentCtx = { params: Promise<{ reference: string }> };

/**
 * A checkout route handler under `/api/enrolments/[reference]/…`: the reference is checked as
 * `ownReference` does before `fn` runs; throws are answered as `paymentHandler` does.
 */
export function withEnrolment<C extends EnrolmentCtx>(
  step: string,
  fn: (req: Request, reference: string, ctx: C) => Promise<Response>,
) {
  return paymentHandler<C>(step, async (req, ctx) =>
    fn(req, await ownReference((await ctx.params).reference), ctx),
  );
}
