import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { requireStaff } from '@/lib/auth/session';
import { errorCode } from '@/lib/admin/flash-text';
import { AdminInputError, StaleChangeError } from '@/lib/admin/errors';

// What the back office's server actions share after the wrapper (lib/actions/action.ts) has
// checked the role and read the form: the redirect back to the page with a code saying what
// happened.

export const back = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Runs a change and goes back to `path` saying what happened (or why it did not): as a code the
 * page turns into the school's sentence (lib/admin/flash-text.ts), never as text.
 */
export async function run(
  path: string,
  done: string,
  change: () => Promise<unknown>,
  /** The element the page comes back to (an id, e.g. the changed class's), not the top. */
  anchor?: string,
): Promise<never> {
  let to: string;
  try {
    await change();
    to = back(path, { saved: done });
  } catch (e) {
    if (e instanceof StaleChangeError || e instanceof AdminInputError) {
      to = back(path, { error: errorCode(e.message) });
    } else {
      console.error('[admin] action failed:', e);
      to = back(path, { error: 'failed' });
    }
  }
  redirect(anchor ? `${to}#${encodeURIComponent(anchor)}` : to);
}

// The old lenient reading, kept only until lib/admin/actions/enrolments.ts (being edited by
// another change) moves to the wrapper; nothing else may use it.

/** A form field's text, or '' when it is missing or is a file. */
export const field = z.catch(z.string(), '');

/** A field read as a number, as `Number()` reads it (an empty field is 0). */
export const numberField = z.pipe(
  field,
  z.transform((s: string) => Number(s)),
);

/** One of `options`, or `fallback` when the field holds anything else. */
export const choice = <const T extends readonly [string, ...string[]]>(
  options: T,
  fallback: T[number],
) => z.catch(z.enum(options), fallback);

/**
 * A form read through its schema. Every field has a fallback, so this cannot throw: not even when
 * the action is called with something else than a form (anyone can post any arguments to an
 * action's id), which reads as an empty form.
 */
export function readForm<S extends z.ZodMiniType>(schema: S, form: FormData): z.output<S> {
  const entries = form instanceof FormData ? form.entries() : [];
  return schema.parse(Object.fromEntries(entries));
}

/** The actor recorded in the audit log. */
export const actor = (u: { id: string; name?: string | null }, fallback: string) => ({
  id: u.id,
  name: u.name ?? fallback,
});

/**
 * A staff form read through its schema, with the staff role checked (a sign-in comes back to the
 * form's page, `pathOf` its input): the input, the page and who acts, as the audit log names them.
 */
export async function readStaffForm<S extends z.ZodMiniType>(
  schema: S,
  form: FormData,
  pathOf: (input: z.output<S>) => string,
) {
  const input = readForm(schema, form);
  const path = pathOf(input);
  const user = await requireStaff(path);
  return { input, path, by: actor(user, 'staff') };
}
