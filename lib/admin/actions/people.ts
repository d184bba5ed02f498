'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { errorCode } from '@/lib/admin/flash-text';
import { requireAdmin } from '@/lib/auth/session';
import { erasePerson } from '@/lib/admin/erase';
import { AdminInputError } from '@/lib/admin/leads';
import { changeRole, inviteStaff, resetLinkFor, setDisabled } from '@/lib/admin/people';
import { actor, back, choice, field, readForm, run } from './form';

// The admins' server actions: people, their roles and secrets, and erasure. Each checks the
// admin role itself.

export type SecretResult =
  | { ok: true; what: string; link: string | null; password: string | null }
  | { ok: false; message: string }
  | null;

const inviteStaffInput = z.object({
  email: field,
  name: field,
  role: choice(['admin', 'staff'], 'staff'),
  mode: choice(['password', 'link'], 'link'),
});

/**
 * An invitation: the link or one-time password comes back to the admin's page in the action's
 * answer (shown once, never put in a URL or stored in clear).
 */
export async function inviteStaffAction(
  _prev: SecretResult,
  form: FormData,
): Promise<SecretResult> {
  const user = await requireAdmin('/admin/people');
  try {
    const r = await inviteStaff(readForm(inviteStaffInput, form), actor(user, 'admin'));
    return { ok: true, what: `Invitation for ${r.email}`, link: r.link, password: r.password };
  } catch (e) {
    if (!(e instanceof AdminInputError)) console.error('[admin] invite failed:', e);
    return {
      ok: false,
      message: e instanceof AdminInputError ? e.message : 'The invitation could not be made.',
    };
  }
}

const createResetLinkInput = z.object({ id: field, email: field });

/** A password link for a learner, answered to the admin's page only. */
export async function createResetLinkAction(
  _prev: SecretResult,
  form: FormData,
): Promise<SecretResult> {
  const user = await requireAdmin('/admin/people');
  const { id, email } = readForm(createResetLinkInput, form);
  try {
    const r = await resetLinkFor(id, actor(user, 'admin'));
    return {
      ok: true,
      what: `Password link for ${email} (valid 30 minutes, once)`,
      link: r.link,
      password: null,
    };
  } catch (e) {
    return {
      ok: false,
      message: e instanceof AdminInputError ? e.message : 'No link could be made.',
    };
  }
}

const updatePersonInput = z.object({ id: field, op: field, role: field });

/** A person's role (op=role), or their account disabled or enabled again. */
export async function updatePersonAction(form: FormData) {
  const user = await requireAdmin('/admin/people');
  const { id, op, role } = readForm(updatePersonInput, form);
  await run('/admin/people', op, () =>
    op === 'role'
      ? changeRole(id, role, actor(user, 'admin'))
      : setDisabled(id, op === 'disable', actor(user, 'admin')),
  );
}

const erasePersonInput = z.object({ email: field, phone: field });

/** Everything the school holds about a person, found by e-mail or phone, erased. */
export async function erasePersonAction(form: FormData) {
  const user = await requireAdmin('/admin/erase');
  const person = readForm(erasePersonInput, form);
  let to: string;
  try {
    const r = await erasePerson(person, actor(user, 'admin'));
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
}
