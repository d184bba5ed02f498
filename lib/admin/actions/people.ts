'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { adminAction } from '@/lib/actions/action';
import { choice, field } from '@/lib/actions/fields';
import { errorCode } from '@/lib/admin/flash-text';
import { erasePerson } from '@/lib/admin/erase';
import { AdminInputError } from '@/lib/admin/errors';
import { changeRole, inviteStaff, resetLinkFor, setDisabled } from '@/lib/admin/people';
import { back, run } from './form';

// The admins' server actions: people, their roles and secrets, and erasure. Made with the wrapper
// (lib/actions/action.ts): admins only, the role checked before the form is read.

export type SecretResult =
  | { ok: true; what: string; link: string | null; password: string | null }
  | { ok: false; message: string }
  | null;

const refusedSecret = (message: string): SecretResult => ({ ok: false, message });

/**
 * An invitation: the link or one-time password comes back to the admin's page in the action's
 * answer (shown once, never put in a URL or stored in clear).
 */
export const inviteStaffAction = adminAction.withState(
  z.object({
    email: field,
    name: field,
    role: choice(['admin', 'staff']),
    mode: choice(['password', 'link']),
  }),
  async (input, { by }): Promise<SecretResult> => {
    const r = await inviteStaff(input, by);
    return { ok: true, what: `Invitation for ${r.email}`, link: r.link, password: r.password };
  },
  refusedSecret,
);

/** A password link for a learner, answered to the admin's page only. */
export const createResetLinkAction = adminAction.withState(
  z.object({ id: field, email: field }),
  async ({ id, email }, { by }): Promise<SecretResult> => {
    const r = await resetLinkFor(id, by);
    return {
      ok: true,
      what: `Password link for ${email} (valid 30 minutes, once)`,
      link: r.link,
      password: null,
    };
  },
  refusedSecret,
);

/** A person's role (op=role), or their account disabled or enabled again. */
export const updatePersonAction = adminAction(
  z.object({ id: field, op: choice(['role', 'disable', 'enable']), role: z.optional(field) }),
  async ({ id, op, role }, { by }) => {
    await run('/admin/people', op, () =>
      op === 'role' ? changeRole(id, role ?? '', by) : setDisabled(id, op === 'disable', by),
    );
  },
);

/** Everything the school holds about a person, found by e-mail or phone, erased. */
export const erasePersonAction = adminAction(
  z.object({ email: field, phone: field }),
  async (person, { by }) => {
    let to: string;
    try {
      const r = await erasePerson(person, by);
      to = back('/admin/erase', {
        erased: '1',
        leads: String(r.leads),
        enrolments: String(r.enrolments),
        accounts: String(r.accounts),
      });
    } catch (e) {
      to = back('/admin/erase', {
        error: e instanceof AdminInputError ? errorCode(e.message) : 'erase_failed',
      });
      if (!(e instanceof AdminInputError)) console.error('[admin] erase failed:', e);
    }
    redirect(to);
  },
);
