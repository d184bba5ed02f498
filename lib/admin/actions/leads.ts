'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { staffAction } from '@/lib/actions/action';
import { field, numberField, optionalField } from '@/lib/actions/fields';
import { indiaInstant } from '@/lib/dates';
import { addNote, changeLead, markNotSpam, type LeadChange } from '@/lib/admin/leads';
import { back, run } from './form';

// The inbox's server actions, made with the wrapper (lib/actions/action.ts): staff and admins, the
// role checked before the form is read. Server actions are POST only, and Next refuses one whose
// Origin is not this site's host.

const leadPath = (id: string) => `/admin/leads/${id}`;

const updateLeadInput = z.object({
  id: field,
  version: numberField,
  field: field,
  value: optionalField,
  returnTo: optionalField,
});

/** A lead's status, assignee or follow-up date, from the lead's page or the inbox. */
export const updateLeadAction = staffAction(updateLeadInput, async (input, { user, by }) => {
  const path = leadPath(input.id);
  const { field: name, value } = input;
  let change: LeadChange;
  if (name === 'status') change = { status: value };
  else if (name === 'assignee') change = { assigneeId: value === 'me' ? user.id : value || null };
  else if (name === 'followUp') {
    if (value && !/^\d{4}-\d{2}-\d{2}$/.test(value)) redirect(back(path, { error: 'pick_date' }));
    change = { followUpAt: value ? indiaInstant(value, '09:00') : null };
  } else redirect(back(path, { error: 'unknown_change' }));
  await run(input.returnTo.startsWith('/admin') ? input.returnTo : path, name, () =>
    changeLead(input.id, input.version, change, by),
  );
});

/** The inbox's 'e': the next status, answered in place (the list refreshes the row). */
export const setLeadStatusAction = staffAction.call(
  z.object({ id: z.string(), version: z.number(), status: z.string() }),
  async (input, { by }) => ({
    version: (await changeLead(input.id, input.version, { status: input.status }, by)).version,
  }),
);

/** A note on a lead's page. */
export const addLeadNoteAction = staffAction(
  z.object({ id: field, body: field }),
  async (input, { by }) => {
    await run(leadPath(input.id), 'note', () => addNote(input.id, input.body, by));
  },
);

/** A lead marked as spam moved back to new (staff are e-mailed about it). */
export const markNotSpamAction = staffAction(
  z.object({ id: field, version: numberField }),
  async (input, { by }) => {
    await run(leadPath(input.id), 'not_spam', () => markNotSpam(input.id, input.version, by));
  },
);
