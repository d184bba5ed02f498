import 'server-only';
import { mailBatchLearners } from '@/lib/classes/join-mail';
import { atIndiaTime, classTimeText } from '@/lib/classes/plan';
import { recordingOf } from '@/lib/classes/recording';
import { lessonPlan } from '@/lib/classes/topics';
import { isIsoDate } from '@/lib/dates';
import { db, type Tx } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { refused } from '@/lib/admin/errors';
import type { Actor } from '@/lib/admin/leads';
import type { FieldChange } from '@/lib/admin/courses/changes';
import { CLASS_CHANGE_TOPIC, classChangeMail, type ClassChange } from './change-mail';

// Staff's changes to one class of a batch's timetable (staff and admins: the actions check the
// role). Each applies only if the class is still at the SEQUENCE the member of staff saw, and is
// written with its history row (BatchChange) in one transaction; a cancelled or moved class also
// queues one e-mail to each learner of the batch, in the same transaction.

/** The class a form names, in its batch and cohort, as the member of staff saw it. */
export type SessionTarget = {
  cohortId: string;
  batchId: string;
  sessionId: string;
  sequence: number;
};

const DEFAULT_TOPIC = 'Curriculum’s lesson';

async function loadSession(tx: Tx, t: SessionTarget) {
  const s = await tx.classSession.findUnique({
    where: { id: t.sessionId },
    include: { batch: { select: { cohortId: true, cohort: { select: { course: true } } } } },
  });
  if (!s || s.batchId !== t.batchId || s.batch.cohortId !== t.cohortId) {
    throw refused('no_class');
  }
  if (s.sequence !== t.sequence) throw refused('stale_class');
  return s;
}
type Loaded = Awaited<ReturnType<typeof loadSession>>;

/** The guarded write: only if the class is still at the sequence seen (and `also`). */
async function writeSession(
  tx: Tx,
  t: SessionTarget,
  data: Record<string, unknown>,
  { raise, also = {} }: { raise: boolean; also?: Record<string, unknown> },
) {
  const r = await tx.classSession.updateMany({
    where: { id: t.sessionId, sequence: t.sequence, ...also },
    data: { ...data, ...(raise ? { sequence: { increment: 1 } } : {}) },
  });
  if (r.count !== 1) throw refused('stale_class');
}

async function logChange(tx: Tx, t: SessionTarget, by: Actor, changes: FieldChange[]) {
  await tx.batchChange.create({
    data: {
      batchId: t.batchId,
      sessionId: t.sessionId,
      actorId: by.id,
      actorName: by.name,
      changes: JSON.stringify(changes),
    },
  });
}

/** The class's topic as learners see it: staff's, or the curriculum's lesson in order. */
async function topicOf(tx: Tx, s: Loaded) {
  const all = await tx.classSession.findMany({
    where: { batchId: s.batchId },
    select: { id: true, day: true, status: true, topic: true },
  });
  return lessonPlan(s.batch.cohort.course, all).get(s.id)?.topic ?? s.topic ?? '';
}

/**
 * One e-mail per learner of the batch who may join its classes (joiningStatuses: paid, and
 * awaiting confirmation if the school allows it), one per address. Returns how many.
 */
async function mailLearners(tx: Tx, s: Loaded, change: ClassChange) {
  const was = {
    course: s.batch.cohort.course,
    topic: await topicOf(tx, s),
    startsAt: s.startsAt,
    endsAt: s.endsAt,
  };
  return mailBatchLearners(tx, s.batchId, CLASS_CHANGE_TOPIC, (l, dashboard) =>
    classChangeMail(l, was, change, dashboard),
  );
}

/** Runs a change in one transaction; e-mails it queued are sent once it is committed. */
async function inTransaction(change: (tx: Tx) => Promise<number>) {
  const mails = await db().$transaction(change);
  if (mails) kickOutbox();
  return { mails };
}

/** Staff's topic for a class; empty goes back to the curriculum's lesson. Raises SEQUENCE. */
export async function setSessionTopic(t: SessionTarget, raw: string, by: Actor) {
  const topic = raw.replace(/\s+/g, ' ').trim() || null;
  if (topic && topic.length > 200) throw refused('topic_long');
  return inTransaction(async (tx) => {
    const s = await loadSession(tx, t);
    if (s.topic === topic) return 0;
    await writeSession(tx, t, { topic }, { raise: true });
    await logChange(tx, t, by, [
      { field: 'Topic', before: s.topic ?? DEFAULT_TOPIC, after: topic ?? DEFAULT_TOPIC },
    ]);
    return 0;
  });
}

/**
 * Cancels a class not held yet, with the reason learners are shown; raises SEQUENCE and e-mails
 * the batch.
 */
export async function cancelSession(t: SessionTarget, raw: string, by: Actor, now: number) {
  const reason = raw.trim();
  if (!reason) throw refused('reason');
  if (reason.length > 1000) throw refused('reason_long');
  return inTransaction(async (tx) => {
    const s = await loadSession(tx, t);
    if (s.status === 'cancelled') throw refused('already_cancelled');
    if (s.endsAt.getTime() <= now) throw refused('class_held');
    await writeSession(tx, t, { status: 'cancelled', cancelReason: reason }, { raise: true });
    await logChange(tx, t, by, [
      { field: 'Status', before: s.status, after: 'cancelled' },
      { field: 'Reason', before: s.cancelReason, after: reason },
    ]);
    return mailLearners(tx, s, { kind: 'cancelled', reason });
  });
}

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * Moves a class not held yet to `date` at `time` (HH:MM in India), keeping its length; a cancelled
 * one is scheduled again there. Marks it moved (the timetable's generation leaves it alone), raises
 * SEQUENCE and e-mails the batch.
 */
export async function moveSession(
  t: SessionTarget,
  date: string,
  time: string,
  by: Actor,
  now: number,
) {
  if (!isIsoDate(date)) throw refused('move_date');
  const hm = TIME.exec(time.trim());
  if (!hm) throw refused('move_time');
  const startsAt = atIndiaTime(date, Number(hm[1]) * 60 + Number(hm[2]));
  if (startsAt.getTime() <= now) throw refused('move_past');
  return inTransaction(async (tx) => {
    const s = await loadSession(tx, t);
    if (s.endsAt.getTime() <= now)
      throw refused(s.status === 'cancelled' ? 'class_past_cancelled' : 'class_held');
    const endsAt = new Date(startsAt.getTime() + (s.endsAt.getTime() - s.startsAt.getTime()));
    const reinstated = s.status === 'cancelled';
    if (!reinstated && startsAt.getTime() === s.startsAt.getTime()) {
      throw refused('move_same');
    }
    await writeSession(
      tx,
      t,
      // Put back at its own time, a cancelled class is not 'moved'.
      {
        startsAt,
        endsAt,
        moved: s.moved || startsAt.getTime() !== s.startsAt.getTime(),
        status: 'scheduled',
        cancelReason: null,
      },
      { raise: true },
    );
    const changes: FieldChange[] = [
      { field: 'Time', before: classTimeText(s), after: classTimeText({ startsAt, endsAt }) },
    ];
    if (reinstated) {
      changes.push(
        { field: 'Status', before: 'cancelled', after: 'scheduled' },
        { field: 'Reason', before: s.cancelReason, after: null },
      );
    }
    await logChange(tx, t, by, changes);
    return mailLearners(tx, s, { kind: reinstated ? 'reinstated' : 'moved', startsAt, endsAt });
  });
}

/**
 * Adds or replaces a class's recording (an https URL; YouTube and Vimeo play in the player), once
 * the class has started; recordingAt is now. SEQUENCE stays: the calendar does not show it.
 */
export async function addRecording(t: SessionTarget, raw: string, by: Actor, now: number) {
  const recording = raw.length <= 1000 ? recordingOf(raw) : null;
  if (!recording) throw refused('recording_url');
  return inTransaction(async (tx) => {
    const s = await loadSession(tx, t);
    if (s.startsAt.getTime() > now) throw refused('class_not_started');
    // Learners would be e-mailed it, and the player would never show it (no lesson is taught).
    if (s.status === 'cancelled') throw refused('recording_cancelled');
    await writeSession(
      tx,
      t,
      { recordingUrl: recording.url, recordingAt: new Date(now) },
      { raise: false, also: { recordingUrl: s.recordingUrl } },
    );
    await logChange(tx, t, by, [
      { field: 'Recording', before: s.recordingUrl, after: recording.url },
    ]);
    return 0;
  });
}
