import 'server-only';
import type { z } from 'zod/mini';
import { readInput } from '@/lib/api/body';
import { withUser } from '@/lib/api/guards';
import { jsonOk } from '@/lib/api/responses';
import type { SessionUser } from '@/lib/auth/session';
import { limitLearner } from './requests';

/** The 429's sentence unless a route says its own. */
const SEVERAL_REQUESTS =
  'You have sent several requests in a short time. Please try again in a few minutes.';

/** A learner route's body schema and its limit: requests per 10 minutes, then the 429's sentence. */
type LearnerPostRules<S extends z.ZodMiniType> = {
  schema: S;
  perTenMinutes: number;
  tooMany?: string;
};

/**
 * The POST handler of a learner's request under /api/dashboard/<name>: signed in (`withUser`,
 * logged as `[name]`), the body read and validated with `schema`, one request counted against the
 * learner's limit (`<name>-user:<id>`), then `fn` with the input. `toApiError` turns `fn`'s own
 * refusals into ApiErrors, as `withUser`'s does.
 */
export function learnerPost<S extends z.ZodMiniType>(
  name: string,
  { schema, perTenMinutes, tooMany = SEVERAL_REQUESTS }: LearnerPostRules<S>,
  fn: (input: z.infer<S>, user: SessionUser) => Promise<Response>,
  toApiError?: (e: unknown) => unknown,
) {
  return withUser(
    `[${name}]`,
    async (req, user) => {
      const input = await readInput(req, schema);
      await limitLearner(`${name}-user:${user.id}`, perTenMinutes, tooMany);
      return fn(input, user);
    },
    toApiError,
  );
}

/** `fn` for a request stored for staff (feedback, a lesson request): 201 with its row's id. */
export function savedForStaff<I>(save: (userId: string, input: I) => Promise<{ id: string }>) {
  return async (input: I, user: SessionUser) => {
    const row = await save(user.id, input);
    return jsonOk({ id: row.id }, 201);
  };
}
