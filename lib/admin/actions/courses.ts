'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod/mini';
import { levelCourses } from '@/content/courses';
import { adminAction } from '@/lib/actions/action';
import { choice, field, numberField, optionalField } from '@/lib/actions/fields';
import { AdminInputError } from '@/lib/admin/errors';
import { errorCode } from '@/lib/admin/flash-text';
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
import { back, run } from './form';

// The courses' server actions (/admin/courses), made with the wrapper (lib/actions/action.ts):
// admins only, the role checked before the form is read. Staff see the pages; only admins change
// cohorts or invite a waitlist.

/** The editor's answer when a save is refused: the message, each field's refusal, what was typed. */
export type CohortFormState = {
  message: string;
  fields: CohortFieldErrors;
  values: CohortFormValues;
} | null;

const cohortPath = (id: string) => `/admin/courses/${id}`;
const waitlistPath = (course: string) =>
  levelCourses.some((c) => c.slug === course)
    ? `/admin/courses/waitlist/${course}`
    : '/admin/courses';

/**
 * Schedules a cohort (no id) or saves the cohort `id` seen at `version`, with its tiers and
 * batches, as `intent`: draft, published or closed. Refusals come back per field with what was
 * typed; a save goes to the cohort's page.
 */
export const saveCohortAction = adminAction.withState(
  z.object({
    // A new cohort has none (the editor sends them empty).
    id: optionalField,
    version: z._default(z.optional(numberField), 0),
    course: field,
    intent: choice(COHORT_STATUSES),
  }),
  async (meta, { by, fields }): Promise<CohortFormState> => {
    const values = cohortForm.parse(fields); // the editor's fields as a whole (cannot throw)
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
      ({ id } = await saveCohort(target, parsed.data, by, Date.now()));
    } catch (e) {
      if (e instanceof CohortRefused) return { message: e.message, fields: e.fields, values };
      throw e; // the wrapper answers: an AdminInputError's sentence, else the generic one
    }
    redirect(back(cohortPath(id), { saved: `cohort_${meta.intent}` }));
  },
  (message, fields) => ({ message, fields: {}, values: cohortForm.parse(fields) }),
);

/** Deletes a cohort no enrolment points at (one with enrolments is closed instead). */
export const deleteCohortAction = adminAction(
  z.object({ id: field, version: numberField }),
  async (input, { by }) => {
    let to = back('/admin/courses', { saved: 'cohort_deleted' });
    try {
      await deleteCohort(input.id, input.version, by);
    } catch (e) {
      if (!(e instanceof AdminInputError)) console.error('[admin] cohort delete failed:', e);
      to = back(cohortPath(input.id), {
        error: e instanceof AdminInputError ? errorCode(e.message) : 'failed',
      });
    }
    redirect(to);
  },
);

/** 'Invite the waitlist': one e-mail to each person waiting, once, for the cohort on sale. */
export const inviteWaitlistAction = adminAction(
  z.object({ cohortId: field, course: field }),
  async (input, { by }) => {
    await run(waitlistPath(input.course), 'invited', () =>
      inviteWaitlist(input.cohortId, by, Date.now()),
    );
  },
);

/**
 * 'Invite again' on the waitlist page's Invited list: one person, to the cohort on sale, once per
 * click of the invitation the page showed (`at`); the page comes back to that person's row.
 */
export const reinviteWaitlistAction = adminAction(
  z.object({ leadId: field, at: field, course: field }),
  async (input, { by }) => {
    await run(
      waitlistPath(input.course),
      'reinvited',
      () => reinviteWaitlist(input.leadId, input.at, by, Date.now()),
      `invited-${input.leadId}`,
    );
  },
);
