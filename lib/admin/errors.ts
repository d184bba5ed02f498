// The back office's refusals: a sentence for staff, shown as it is (the action wrapper in
// lib/actions/action.ts and `run` in lib/admin/actions/form.ts answer with it, or with its code
// from lib/admin/flash-text.ts). Anything else thrown is a failure: logged, never shown.

import { refusalText, type ErrorCode } from './flash-text';

/** A change the back office refuses, with the sentence staff read. */
export class AdminInputError extends Error {}

/** The refusal of `code`, in its sentence from lib/admin/flash-text.ts. */
export const refused = (code: ErrorCode) => new AdminInputError(refusalText(code));

/** A change made from a stale view: someone else changed the lead first. */
export class StaleChangeError extends Error {
  constructor(public current: { version: number; status: string }) {
    super('This lead was changed by someone else meanwhile. Reload to see the change.');
  }
}
