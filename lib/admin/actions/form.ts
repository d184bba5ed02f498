import 'server-only';
import { redirect } from 'next/navigation';
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
