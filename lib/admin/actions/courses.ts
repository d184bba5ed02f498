'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { levelCourses } from '@/content/courses';
import { requireAdmin } from '@/lib/auth/session';
import { errorCode } from '@/lib/admin/flash-text';
import { AdminInputError } from '@/lib/admin/leads';
import {
  CohortRefused,
  COHORT_STATUSES,
  deleteCohort,
  NOT_SAVED,
  saveCohort,
} from '@/lib/admin/courses/editor';
import { inviteWaitlist, reinviteWaitlist } from '@/lib/admin/courses/waitlist';
import {
  cohortFieldErrors,
  cohortForm,
  cohortInput,
  type CohortFieldErrors,
  type CohortFormValues,
} from '@/lib/validation/cohort';
import { back, choice, field, numberField, readForm, run } from './form';

// The courses' server actions (/admin/courses): admins only, each checking the role itself first.
// Staff see the pages; only admins change cohorts or invite a waitlist.

/** The editor's answer when a save is refused: the message, each field's refusal, what was typed. */
export type CohortFormState = {
  message: string;
  fields: CohortFieldErrors;
  values: CohortFormValues;
} | null;

const cohortPath = (id: string) => `/admin/courses/${id}`;
const coursePath = (course: string) =>
  levelCourses.some((c) => c.slug === course)
    ? `/admin/courses/new?course=${course}`
    : '/admin/courses';

const saveCohortInput = z.object({
  id: field,
  version: numberField,
  course: field,
  intent: choice(COHORT_STATUSES, 'draft'),
});

/**
 * Schedules a cohort (no id) or saves the cohort `id` seen at `version`, with its tiers and
 * batches, as `intent`: draft, published or closed. Refusals come back per field with what was
 * typed; a save goes to the cohort's page.
 */
export async function saveCohortAction(
  _prev: CohortFormState,
  form: FormData,
): Promise<CohortFormState> {
  const meta = readForm(saveCohortInput, form);
  const user = await requireAdmin(meta.id ? cohortPath(meta.id) : coursePath(meta.course));
  const values = readForm(cohortForm, form);
  const parsed = cohortInput.safeParse(values);
  if (!parsed.success) {
    return { message: NOT_SAVED, fields: cohortFieldErrors(parsed.error), values };
  }
  let id: string;
  try {
    const target = {
      id: meta.id || null,
      version: meta.version,
      course: meta.course,
      status: meta.intent,
    };
    ({ id } = await saveCohort(target, parsed.data, user.email, Date.now()));
  } catch (e) {
    if (e instanceof CohortRefused) return { message: e.message, fields: e.fields, values };
    if (e instanceof AdminInputError) return { message: e.message, fields: {}, values };
    console.error('[admin] cohort save failed:', e);
    return { message: 'The cohort could not be saved. Please try again.', fields: {}, values };
  }
  redirect(back(cohortPath(id), { saved: `cohort_${meta.intent}` }));
}

const deleteCohortInput = z.object({ id: field, version: numberField });

/** Deletes a cohort no enrolment points at (one with enrolments is closed instead). */
export async function deleteCohortAction(form: FormData) {
  const input = readForm(deleteCohortInput, form);
  const user = await requireAdmin(cohortPath(input.id));
  let to = back('/admin/courses', { saved: 'cohort_deleted' });
  try {
    await deleteCohort(input.id, input.version, user.email);
  } catch (e) {
    if (!(e instanceof AdminInputError)) console.error('[admin] cohort delete failed:', e);
    to = back(cohortPath(input.id), {
      error: e instanceof AdminInputError ? errorCode(e.message) : 'failed',
    });
  }
  redirect(to);
}

const inviteWaitlistInput = z.object({ cohortId: field, course: field });

/** 'Invite the waitlist': one e-mail to each person waiting, once, for the cohort on sale. */
export async function inviteWaitlistAction(form: FormData) {
  const input = readForm(inviteWaitlistInput, form);
  const path = levelCourses.some((c) => c.slug === input.course)
    ? `/admin/courses/waitlist/${input.course}`
    : '/admin/courses';
  const user = await requireAdmin(path);
  await run(path, 'invited', () => inviteWaitlist(input.cohortId, user.email, Date.now()));
}

const reinviteInput = z.object({ leadId: field, at: field, course: field });

/**
 * 'Invite again' on the waitlist page's Invited list: one person, to the cohort on sale, once per
 * click of the invitation the page showed (`at`); the page comes back to that person's row.
 */
export async function reinviteWaitlistAction(form: FormData) {
  const input = readForm(reinviteInput, form);
  const path = levelCourses.some((c) => c.slug === input.course)
    ? `/admin/courses/waitlist/${input.course}`
    : '/admin/courses';
  const user = await requireAdmin(path);
  await run(
    path,
    'reinvited',
    () => reinviteWaitlist(input.leadId, input.at, user.email, Date.now()),
    `invited-${input.leadId}`,
  );
}
