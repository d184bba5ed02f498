'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { requireStaff } from '@/lib/auth/session';
import {
  addNote,
  AdminInputError,
  changeLead,
  markNotSpam,
  StaleChangeError,
  type LeadChange,
} from '@/lib/admin/leads';
import { actor, back, field, numberField, readForm, readStaffForm, run } from './form';

// The inbox's server actions. Server actions are POST only, and Next refuses one whose Origin is
// not this site's host; each checks the staff role itself (the layout's check does not cover it).

const leadPath = (id: string) => `/admin/leads/${id}`;

const updateLeadInput = z.object({
  id: field,
  version: numberField,
  field: field,
  value: field,
  returnTo: field,
});

/** A lead's status, assignee or follow-up date, from the lead's page or the inbox. */
export async function updateLeadAction(form: FormData) {
  const input = readForm(updateLeadInput, form);
  const path = leadPath(input.id);
  const user = await requireStaff(path);
  const { field: name, value } = input;
  let change: LeadChange;
  if (name === 'status') change = { status: value };
  else if (name === 'assignee') change = { assigneeId: value === 'me' ? user.id : value || null };
  else if (name === 'followUp') {
    if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) redirect(back(path, { error: 'pick_date' }));
    change = { followUpAt: value ? new Date(`${value}T09:00:00+05:30`) : null };
  } else redirect(back(path, { error: 'unknown_change' }));
  await run(input.returnTo.startsWith('/admin') ? input.returnTo : path, name, () =>
    changeLead(input.id, input.version, change, {
      id: user.id,
      name: user.name ?? user.email ?? 'staff',
    }),
  );
}

const setLeadStatusInput = z.object({ id: z.string(), version: z.number(), status: z.string() });

const notSaved = 'The change could not be saved. Please try again.';

/** The inbox's 'e': the next status, answered in place (the list refreshes the row). */
export async function setLeadStatusAction(id: string, version: number, status: string) {
  const user = await requireStaff('/admin');
  const input = setLeadStatusInput.safeParse({ id, version, status });
  if (!input.success) return { ok: false as const, message: notSaved };
  try {
    const r = await changeLead(
      input.data.id,
      input.data.version,
      { status: input.data.status },
      actor(user, 'staff'),
    );
    return { ok: true as const, version: r.version };
  } catch (e) {
    if (e instanceof StaleChangeError || e instanceof AdminInputError) {
      return { ok: false as const, message: e.message };
    }
    console.error('[admin] status change failed:', e);
    return { ok: false as const, message: notSaved };
  }
}

const addLeadNoteInput = z.object({ id: field, body: field });

export async function addLeadNoteAction(form: FormData) {
  const { input, path, by } = await readStaffForm(addLeadNoteInput, form, (i) => leadPath(i.id));
  await run(path, 'note', () => addNote(input.id, input.body, by));
}

const markNotSpamInput = z.object({ id: field, version: numberField });

export async function markNotSpamAction(form: FormData) {
  const { input, path, by } = await readStaffForm(markNotSpamInput, form, (i) => leadPath(i.id));
  await run(path, 'not_spam', () => markNotSpam(input.id, input.version, by));
}
