import 'server-only';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import type { z } from 'zod/mini';
import { ERROR_TEXT, errorCode } from '@/lib/admin/flash-text';
import { AdminInputError, StaleChangeError } from '@/lib/admin/errors';
import type { Actor } from '@/lib/admin/leads';
import { requireAdmin, requireStaff, requireUser, type SessionUser } from '@/lib/auth/session';
import { formFields } from './fields';
import { registerAction, type ActionRole } from './registry';

// The one way to write a server action (ARCHITECTURE.md): `staffAction(schema, fn)`,
// `adminAction(...)` or `learnerAction(...)` in a server-action module of lib/. The wrapper checks
// the role FIRST (an anonymous visitor goes to sign in and back to the page the form was on, a
// learner posting a staff action gets the 403 page) before it reads a byte of the form, then
// parses the form with the schema, which refuses anything the page's form never sends; a refusal
// and an unexpected failure answer with the school's sentence, never an exception's text.

/** Who acted, as every history row records them (by name, so it reads the same if they go). */
export type { Actor };

export type ActionContext = {
  user: SessionUser;
  /** The actor for history: their name, else their e-mail address. */
  by: Actor;
  /** The page the form was posted from (its Referer, in the role's own area), else the area's home. */
  page: string;
  /** The form's fields as posted, for a schema that reads them as a whole (the cohort editor). */
  fields: Record<string, FormDataEntryValue>;
};

const require_: Record<ActionRole, (path: string) => Promise<SessionUser>> = {
  learner: requireUser,
  staff: requireStaff,
  admin: requireAdmin,
};
const home: Record<ActionRole, string> = {
  learner: '/dashboard',
  staff: '/admin',
  admin: '/admin',
};

/** The sentence for a form the page never sends (a missing or altered field). */
export const FORM_REFUSED = ERROR_TEXT.form_refused!;
/** The sentence for a failure the action did not expect (the detail is in the server log). */
export const ACTION_FAILED = ERROR_TEXT.failed!;

/** The page an action was posted from, if it is in `area` (so a sign-in comes back to it). */
async function postedFrom(area: string): Promise<string> {
  const referer = (await headers()).get('referer');
  if (referer) {
    try {
      const u = new URL(referer);
      if (u.pathname === area || u.pathname.startsWith(`${area}/`)) return u.pathname + u.search;
    } catch {
      // not a URL: the area's home
    }
  }
  return area;
}

/** The role checked first; then the form's fields, or null for something that is not a form. */
async function begin(role: ActionRole, form: unknown) {
  const page = await postedFrom(home[role]);
  const user = await require_[role](page);
  const by: Actor = { id: user.id, name: user.name || user.email || role };
  return { user, by, page, fields: formFields(form) };
}

/** What a refusal says: an AdminInputError's or StaleChangeError's sentence, else the generic one. */
function refusal(e: unknown, role: ActionRole): string {
  unstable_rethrow(e); // redirect(), forbidden(), notFound() are answers, not failures
  if (e instanceof AdminInputError || e instanceof StaleChangeError) return e.message;
  console.error(`[${role === 'learner' ? 'learner' : 'admin'}] action failed:`, e);
  return ACTION_FAILED;
}

const back = (path: string, error: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ error })}`;

/**
 * A form posted to the action, which answers by going to a page (`run` in
 * lib/admin/actions/form.ts, or `redirect`). A refused form goes back to the page it came from
 * with ?error=form_refused; an AdminInputError with its sentence's code; anything else ?error=failed.
 */
function formAction<S extends z.ZodMiniType>(
  role: ActionRole,
  schema: S,
  fn: (input: z.output<S>, ctx: ActionContext) => Promise<void>,
): (form: FormData) => Promise<void> {
  const action = async (form: FormData): Promise<void> => {
    const { fields, ...ctx } = await begin(role, form);
    const input = fields ? schema.safeParse(fields) : null;
    if (!fields || !input?.success) redirect(back(ctx.page, 'form_refused'));
    try {
      await fn(input.data, { ...ctx, fields });
    } catch (e) {
      redirect(back(ctx.page, errorCode(refusal(e, role))));
    }
  };
  registerAction(action, role);
  return action;
}

/**
 * A form whose page shows the action's answer in place (React's useActionState): `refused` makes
 * the answer for a refused form, an AdminInputError's sentence or an unexpected failure.
 */
function stateAction<S extends z.ZodMiniType, R>(
  role: ActionRole,
  schema: S,
  fn: (input: z.output<S>, ctx: ActionContext) => Promise<R>,
  refused: (message: string, fields: Record<string, FormDataEntryValue>) => R,
): (prev: R, form: FormData) => Promise<R> {
  const action = async (_prev: R, form: FormData): Promise<R> => {
    const { fields, ...ctx } = await begin(role, form);
    const input = fields ? schema.safeParse(fields) : null;
    if (!fields || !input?.success) return refused(FORM_REFUSED, fields ?? {});
    try {
      return await fn(input.data, { ...ctx, fields });
    } catch (e) {
      return refused(refusal(e, role), fields);
    }
  };
  registerAction(action, role);
  return action;
}

export type CallResult<R> = ({ ok: true } & R) | { ok: false; message: string };

/** An action a client component calls with a plain object (the inbox's keys), answered in place. */
function callAction<S extends z.ZodMiniType, R extends object>(
  role: ActionRole,
  schema: S,
  fn: (input: z.output<S>, ctx: ActionContext) => Promise<R>,
): (input: z.input<S>) => Promise<CallResult<R>> {
  const action = async (raw: z.input<S>): Promise<CallResult<R>> => {
    const ctx = await begin(role, null);
    const input = schema.safeParse(raw);
    if (!input.success) return { ok: false, message: FORM_REFUSED };
    try {
      return { ok: true, ...(await fn(input.data, { ...ctx, fields: {} })) };
    } catch (e) {
      return { ok: false, message: refusal(e, role) };
    }
  };
  registerAction(action, role);
  return action;
}

function forRole(role: ActionRole) {
  return Object.assign(
    <S extends z.ZodMiniType>(
      schema: S,
      fn: (input: z.output<S>, ctx: ActionContext) => Promise<void>,
    ) => formAction(role, schema, fn),
    {
      /** See stateAction. */
      withState: <S extends z.ZodMiniType, R>(
        schema: S,
        fn: (input: z.output<S>, ctx: ActionContext) => Promise<R>,
        refused: (message: string, fields: Record<string, FormDataEntryValue>) => R,
      ) => stateAction(role, schema, fn, refused),
      /** See callAction. */
      call: <S extends z.ZodMiniType, R extends object>(
        schema: S,
        fn: (input: z.output<S>, ctx: ActionContext) => Promise<R>,
      ) => callAction(role, schema, fn),
    },
  );
}

/** Staff and admins. */
export const staffAction = forRole('staff');
/** Admins only. */
export const adminAction = forRole('admin');
/** Any signed-in user, acting on their own account only. */
export const learnerAction = forRole('learner');
