'use server';

import { redirect } from 'next/navigation';
import { errorCode } from '@/components/admin/flash-text';
import { certificatesText } from '@/content/learner';
import { requireAdmin, requireStaff } from '@/lib/auth/session';
import { issueCertificate } from '@/lib/learner/certificates';
import { markWithdrawalPaid } from '@/lib/learner/referrals';
import { closeEnrolment, confirmPaymentByStaff } from '@/lib/admin/enrolments';
import { erasePerson } from '@/lib/admin/erase';
import { changeRole, inviteStaff, resetLinkFor, setDisabled } from '@/lib/admin/people';
import {
  addNote,
  AdminInputError,
  changeLead,
  markNotSpam,
  StaleChangeError,
  type LeadChange,
} from '@/lib/admin/leads';

// The back office's state changes. Server actions are POST only, and Next refuses one whose Origin
// is not this site's host; each checks the staff role itself (the layout's check does not cover it).

const back = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Runs a change and goes back to `path` saying what happened (or why it did not): as a code the
 * page turns into the school's sentence (components/admin/flash-text.ts), never as text.
 */
async function run(path: string, done: string, change: () => Promise<unknown>): Promise<never> {
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
  redirect(to);
}

const str = (f: FormData, k: string) => {
  const v = f.get(k);
  return typeof v === 'string' ? v : '';
};

export async function updateLead(form: FormData) {
  const id = str(form, 'id');
  const path = `/admin/leads/${id}`;
  const user = await requireStaff(path);
  const version = Number(str(form, 'version'));
  const field = str(form, 'field');
  const value = str(form, 'value');
  let change: LeadChange;
  if (field === 'status') change = { status: value };
  else if (field === 'assignee') change = { assigneeId: value === 'me' ? user.id : value || null };
  else if (field === 'followUp') {
    if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) redirect(back(path, { error: 'pick_date' }));
    change = { followUpAt: value ? new Date(`${value}T09:00:00+05:30`) : null };
  } else redirect(back(path, { error: 'unknown_change' }));
  const returnTo = str(form, 'returnTo');
  await run(returnTo.startsWith('/admin') ? returnTo : path, field, () =>
    changeLead(id, version, change, { id: user.id, name: user.name ?? user.email ?? 'staff' }),
  );
}

/** The inbox's 'e': the next status, answered in place (the list refreshes the row). */
export async function setLeadStatus(id: string, version: number, status: string) {
  const user = await requireStaff('/admin');
  try {
    const r = await changeLead(
      id,
      version,
      { status },
      { id: user.id, name: user.name ?? 'staff' },
    );
    return { ok: true as const, version: r.version };
  } catch (e) {
    if (e instanceof StaleChangeError || e instanceof AdminInputError) {
      return { ok: false as const, message: e.message };
    }
    console.error('[admin] status change failed:', e);
    return { ok: false as const, message: 'The change could not be saved. Please try again.' };
  }
}

export async function noteLead(form: FormData) {
  const id = str(form, 'id');
  const path = `/admin/leads/${id}`;
  const user = await requireStaff(path);
  await run(path, 'note', () =>
    addNote(id, str(form, 'body'), { id: user.id, name: user.name ?? 'staff' }),
  );
}

export async function notSpam(form: FormData) {
  const id = str(form, 'id');
  const path = `/admin/leads/${id}`;
  const user = await requireStaff(path);
  await run(path, 'not_spam', () =>
    markNotSpam(id, Number(str(form, 'version')), { id: user.id, name: user.name ?? 'staff' }),
  );
}

export async function confirmPayment(form: FormData) {
  const ref = str(form, 'reference');
  const path = `/admin/enrolments/${ref}`;
  const user = await requireStaff(path);
  await run(path, 'confirmed', () =>
    confirmPaymentByStaff(ref, str(form, 'utr'), { id: user.id, name: user.name ?? 'staff' }),
  );
}

export async function closeEnrolmentAction(form: FormData) {
  const ref = str(form, 'reference');
  const path = `/admin/enrolments/${ref}`;
  const user = await requireStaff(path);
  const action = str(form, 'action') === 'refund' ? 'refund' : 'cancel';
  await run(path, action, () =>
    closeEnrolment(ref, action, str(form, 'reason'), { id: user.id, name: user.name ?? 'staff' }),
  );
}

const who = (u: { id: string; name?: string | null }) => ({ id: u.id, name: u.name ?? 'admin' });

export type SecretResult =
  | { ok: true; what: string; link: string | null; password: string | null }
  | { ok: false; message: string }
  | null;

/**
 * An invitation: the link or one-time password comes back to the admin's page in the action's
 * answer (shown once, never put in a URL or stored in clear).
 */
export async function invite(_prev: SecretResult, form: FormData): Promise<SecretResult> {
  const user = await requireAdmin('/admin/people');
  try {
    const r = await inviteStaff(
      {
        email: str(form, 'email'),
        name: str(form, 'name'),
        role: str(form, 'role') === 'admin' ? 'admin' : 'staff',
        mode: str(form, 'mode') === 'password' ? 'password' : 'link',
      },
      who(user),
    );
    return { ok: true, what: `Invitation for ${r.email}`, link: r.link, password: r.password };
  } catch (e) {
    if (!(e instanceof AdminInputError)) console.error('[admin] invite failed:', e);
    return {
      ok: false,
      message: e instanceof AdminInputError ? e.message : 'The invitation could not be made.',
    };
  }
}

/** A password link for a learner, answered to the admin's page only. */
export async function resetLink(_prev: SecretResult, form: FormData): Promise<SecretResult> {
  const user = await requireAdmin('/admin/people');
  try {
    const r = await resetLinkFor(str(form, 'id'), who(user));
    return {
      ok: true,
      what: `Password link for ${str(form, 'email')} (valid 30 minutes, once)`,
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

export async function personAction(form: FormData) {
  const user = await requireAdmin('/admin/people');
  const id = str(form, 'id');
  const op = str(form, 'op');
  await run('/admin/people', op, () =>
    op === 'role'
      ? changeRole(id, str(form, 'role'), who(user))
      : setDisabled(id, op === 'disable', who(user)),
  );
}

export async function erase(form: FormData) {
  const user = await requireAdmin('/admin/erase');
  const person = { email: str(form, 'email'), phone: str(form, 'phone') };
  let to: string;
  try {
    const r = await erasePerson(person, who(user));
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

export async function issueCertificateAction(form: FormData) {
  const ref = str(form, 'reference');
  const path = `/admin/enrolments/${ref}`;
  const user = await requireStaff(path);
  await run(path, 'certificate', async () => {
    const r = await issueCertificate(ref, user.name ?? user.email ?? 'staff');
    if (r.status === 'not_paid') throw new AdminInputError(certificatesText.onlyPaid);
    if (r.status === 'unknown') throw new AdminInputError('No enrolment has this reference.');
  });
}

export async function markWithdrawalPaidAction(form: FormData) {
  const path = '/admin/withdrawals';
  const user = await requireStaff(path);
  await run(path, 'withdrawal_paid', async () => {
    const ok = await markWithdrawalPaid(str(form, 'id'), user.name ?? user.email ?? 'staff');
    if (!ok) throw new AdminInputError('This withdrawal was already marked paid.');
  });
}
