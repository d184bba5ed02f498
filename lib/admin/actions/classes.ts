'use server';

import { z } from 'zod/mini';
import { requireStaff } from '@/lib/auth/session';
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
import { field, numberField, readForm, run } from './form';

// A batch's timetable's server actions (/admin/courses/:id/batches/:batchId): staff and admins,
// each checking the role itself first. A refusal comes back as a code, never as exception text.

const timetablePath = (cohortId: string, batchId: string) =>
  `/admin/courses/${encodeURIComponent(cohortId)}/batches/${encodeURIComponent(batchId)}`;

const setJoinUrlInput = z.object({ cohortId: field, batchId: field, seen: field, joinUrl: field });

/** The batch's joining link, if it is still the one the form showed; empty removes it. */
export async function setJoinUrlAction(form: FormData) {
  const input = readForm(setJoinUrlInput, form);
  const path = timetablePath(input.cohortId, input.batchId);
  const user = await requireStaff(path);
  await run(path, input.joinUrl.trim() ? 'join_url' : 'join_url_removed', () =>
    setJoinUrl(input, input.joinUrl, user.email),
  );
}

/** The id of a class's item on its timetable: the page comes back to it after a change. */
const classAnchor = (t: SessionTarget) => `class-${t.sessionId}`;

const sessionFields = { cohortId: field, batchId: field, sessionId: field, sequence: numberField };

/** The class a form names, and the page it goes back to. */
async function staffSession(input: SessionTarget) {
  const path = timetablePath(input.cohortId, input.batchId);
  const user = await requireStaff(path);
  const target: SessionTarget = {
    cohortId: input.cohortId,
    batchId: input.batchId,
    sessionId: input.sessionId,
    sequence: input.sequence,
  };
  return { path, target, actor: user.email };
}

const setSessionTopicInput = z.object({ ...sessionFields, topic: field });

/** A class's topic; empty goes back to the curriculum's lesson. */
export async function setSessionTopicAction(form: FormData) {
  const input = readForm(setSessionTopicInput, form);
  const { path, target, actor } = await staffSession(input);
  await run(
    path,
    'session_topic',
    () => setSessionTopic(target, input.topic, actor),
    classAnchor(target),
  );
}

const cancelSessionInput = z.object({ ...sessionFields, reason: field });

/** Cancels a class not held yet, with the reason learners see; the batch is e-mailed. */
export async function cancelSessionAction(form: FormData) {
  const input = readForm(cancelSessionInput, form);
  const { path, target, actor } = await staffSession(input);
  await run(
    path,
    'session_cancelled',
    () => cancelSession(target, input.reason, actor, Date.now()),
    classAnchor(target),
  );
}

const moveSessionInput = z.object({ ...sessionFields, date: field, time: field });

/** Moves a class not held yet to a new day and start time (IST); the batch is e-mailed. */
export async function moveSessionAction(form: FormData) {
  const input = readForm(moveSessionInput, form);
  const { path, target, actor } = await staffSession(input);
  await run(
    path,
    'session_moved',
    () => moveSession(target, input.date, input.time, actor, Date.now()),
    classAnchor(target),
  );
}

const addRecordingInput = z.object({ ...sessionFields, url: field });

/** Adds or replaces the recording of a class that has started. */
export async function addRecordingAction(form: FormData) {
  const input = readForm(addRecordingInput, form);
  const { path, target, actor } = await staffSession(input);
  await run(
    path,
    'recording',
    () => addRecording(target, input.url, actor, Date.now()),
    classAnchor(target),
  );
}

const addHolidayInput = z.object({
  cohortId: field,
  version: numberField,
  firstDay: field,
  lastDay: field,
  reason: field,
  // Checked by addHoliday: a missing choice is refused, not taken as either.
  choice: field,
  extendEnd: field,
});

/**
 * A holiday of a cohort (a day or a range): its classes in every batch cancelled or pushed, each
 * learner e-mailed once. Back to the cohort's holidays.
 */
export async function addHolidayAction(form: FormData) {
  const input = readForm(addHolidayInput, form);
  const path = `/admin/courses/${encodeURIComponent(input.cohortId)}`;
  const user = await requireStaff(path);
  await run(
    path,
    'holiday',
    () =>
      addHoliday(
        {
          ...input,
          choice: input.choice as HolidayChoice,
          extendEnd: input.choice === 'push' && input.extendEnd === 'yes',
        },
        user.email,
        Date.now(),
      ),
    'holidays',
  );
}

const moveCohortDateInput = z.object({ cohortId: field, from: field, to: field });

/** One date's classes moved to another day in every batch at once; their learners e-mailed. */
export async function moveCohortDateAction(form: FormData) {
  const input = readForm(moveCohortDateInput, form);
  const path = `/admin/courses/${encodeURIComponent(input.cohortId)}`;
  const user = await requireStaff(path);
  await run(path, 'date_moved', () => moveCohortDate(input, user.email, Date.now()), 'holidays');
}
