'use server';

import { z } from 'zod/mini';
import { staffAction, type Actor } from '@/lib/actions/action';
import { field, numberField, optionalField } from '@/lib/actions/fields';
import { addHoliday, type HolidayChoice } from '@/lib/admin/classes/holidays';
import { setJoinUrl } from '@/lib/admin/classes/join-link';
import { moveCohortDate } from '@/lib/admin/classes/move-date';
import {
  addRecording,
  cancelSession,
  moveSession,
  setSessionTopic,
  type SessionTarget,
} from '@/lib/admin/classes/sessions';
import { run } from './form';

// A batch's timetable's server actions (/admin/courses/:id/batches/:batchId), made with the
// wrapper (lib/actions/action.ts): staff and admins, the role checked before the form is read. A
// refusal comes back as a code, never as exception text.

const timetablePath = (cohortId: string, batchId: string) =>
  `/admin/courses/${encodeURIComponent(cohortId)}/batches/${encodeURIComponent(batchId)}`;
const cohortPath = (cohortId: string) => `/admin/courses/${encodeURIComponent(cohortId)}`;

/** The batch's joining link, if it is still the one the form showed; empty removes it. */
export const setJoinUrlAction = staffAction(
  z.object({ cohortId: field, batchId: field, seen: field, joinUrl: field }),
  async (input, { by }) => {
    await run(
      timetablePath(input.cohortId, input.batchId),
      input.joinUrl.trim() ? 'join_url' : 'join_url_removed',
      () => setJoinUrl(input, input.joinUrl, by),
    );
  },
);

const sessionFields = { cohortId: field, batchId: field, sessionId: field, sequence: numberField };

/** A change to one class: back to that class on its batch's timetable, saying what happened. */
function classChange<S extends z.ZodMiniType<SessionTarget>>(
  schema: S,
  done: string,
  change: (target: SessionTarget, input: z.output<S>, by: Actor) => Promise<unknown>,
) {
  return staffAction(schema, async (input, { by }) => {
    const { cohortId, batchId, sessionId, sequence } = input as SessionTarget;
    const target: SessionTarget = { cohortId, batchId, sessionId, sequence };
    await run(
      timetablePath(cohortId, batchId),
      done,
      () => change(target, input, by),
      `class-${sessionId}`,
    );
  });
}

const classForm = <F extends Record<string, z.ZodMiniType>>(extra: F) =>
  z.object({ ...sessionFields, ...extra });

/** A class's topic; empty goes back to the curriculum's lesson. */
export const setSessionTopicAction = classChange(
  classForm({ topic: field }),
  'session_topic',
  (t, i, by) => setSessionTopic(t, i.topic, by),
);

/** Cancels a class not held yet, with the reason learners see; the batch is e-mailed. */
export const cancelSessionAction = classChange(
  classForm({ reason: field }),
  'session_cancelled',
  (t, i, by) => cancelSession(t, i.reason, by, Date.now()),
);

/** Moves a class not held yet to a new day and start time (IST); the batch is e-mailed. */
export const moveSessionAction = classChange(
  classForm({ date: field, time: field }),
  'session_moved',
  (t, i, by) => moveSession(t, i.date, i.time, by, Date.now()),
);

/** Adds or replaces the recording of a class that has started. */
export const addRecordingAction = classChange(classForm({ url: field }), 'recording', (t, i, by) =>
  addRecording(t, i.url, by, Date.now()),
);

/** A change to a cohort's classes in every batch: back to the cohort's holidays, saying what. */
function cohortChange<S extends z.ZodMiniType<{ cohortId: string }>>(
  schema: S,
  done: string,
  change: (input: z.output<S>, by: Actor) => Promise<unknown>,
) {
  return staffAction(schema, async (input, { by }) => {
    const { cohortId } = input as { cohortId: string };
    await run(cohortPath(cohortId), done, () => change(input, by), 'holidays');
  });
}

/**
 * A holiday of a cohort (a day or a range): its classes in every batch cancelled or pushed, each
 * learner e-mailed once.
 */
export const addHolidayAction = cohortChange(
  z.object({
    cohortId: field,
    version: numberField,
    firstDay: field,
    lastDay: field,
    reason: field,
    // Checked by addHoliday: a missing choice is refused with its own sentence, not taken as either.
    choice: optionalField,
    extendEnd: optionalField,
  }),
  'holiday',
  (input, by) =>
    addHoliday(
      {
        ...input,
        choice: input.choice as HolidayChoice,
        extendEnd: input.choice === 'push' && input.extendEnd === 'yes',
      },
      by,
      Date.now(),
    ),
);

/** One date's classes moved to another day in every batch at once; their learners e-mailed. */
export const moveCohortDateAction = cohortChange(
  z.object({ cohortId: field, from: field, to: field }),
  'date_moved',
  (input, by) => moveCohortDate(input, by, Date.now()),
);
