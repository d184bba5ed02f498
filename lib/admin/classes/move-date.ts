import 'server-only';
import { joiningStatuses } from '@/lib/classes/access';
import { atIndiaTime, classTimeText, indiaParts, onHoliday } from '@/lib/classes/plan';
import { lessonPlan } from '@/lib/classes/topics';
import { isIsoDate } from '@/lib/dates';
import { db } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { siteUrl } from '@/lib/site-url';
import { AdminInputError } from '@/lib/admin/errors';
import type { Actor } from '@/lib/admin/leads';
import { CLASS_CHANGE_TOPIC, classChangeMail } from './change-mail';
import { enqueueMail } from '@/lib/mail/enqueue';

// One date's classes moved in every batch of a cohort at once (staff and admins: the action checks
// the role): each batch's class on that day, not held yet and not cancelled, goes to the new day
// at its own time of day (marked moved, SEQUENCE raised, history), and each learner of a batch
// it moved gets one e-mail, in one transaction.

export const MOVE_DATE_DAYS = 'Pick the day whose classes move, and the day they move to';
export const MOVE_DATE_SAME = 'Pick a different day to move the classes to';
export const MOVE_DATE_PAST = 'The classes must move to a time later than now';
export const MOVE_DATE_HOLIDAY = 'That day is one of the cohort’s holidays';
export const MOVE_DATE_TAKEN =
  'A batch has a class on that day already: move or cancel that class first';
export const MOVE_DATE_NONE = 'No batch has a class still to come on that day';
export const STALE_MOVE_COHORT =
  'This cohort was changed by someone else meanwhile. Reload to see the change.';

const dayOf = (s: { startsAt: Date }) => indiaParts(s.startsAt).day;

/** Moves every batch's class on `from` to `to` (same time of day); returns counts. */
export async function moveCohortDate(
  input: { cohortId: string; from: string; to: string },
  by: Actor,
  now: number,
) {
  const { from, to } = input;
  if (!isIsoDate(from) || !isIsoDate(to)) throw new AdminInputError(MOVE_DATE_DAYS);
  if (from === to) throw new AdminInputError(MOVE_DATE_SAME);
  const result = await db().$transaction(async (tx) => {
    const cohort = await tx.cohort.findUnique({
      where: { id: input.cohortId },
      include: { batches: { include: { sessions: true } }, holidays: true },
    });
    if (!cohort) throw new AdminInputError(MOVE_DATE_DAYS);
    if (onHoliday(to, cohort.holidays)) throw new AdminInputError(MOVE_DATE_HOLIDAY);
    const moves = [];
    for (const batch of cohort.batches) {
      const s = batch.sessions.find(
        (x) => dayOf(x) === from && x.status !== 'cancelled' && x.endsAt.getTime() > now,
      );
      if (!s) continue;
      if (
        batch.sessions.some((x) => x.id !== s.id && x.status !== 'cancelled' && dayOf(x) === to)
      ) {
        throw new AdminInputError(MOVE_DATE_TAKEN);
      }
      const startsAt = atIndiaTime(to, indiaParts(s.startsAt).minutes);
      if (startsAt.getTime() <= now) throw new AdminInputError(MOVE_DATE_PAST);
      const endsAt = new Date(startsAt.getTime() + s.endsAt.getTime() - s.startsAt.getTime());
      const topic = lessonPlan(cohort.course, batch.sessions).get(s.id)?.topic ?? '';
      moves.push({ batchId: batch.id, s, startsAt, endsAt, topic });
    }
    if (!moves.length) throw new AdminInputError(MOVE_DATE_NONE);
    let mails = 0;
    const sent = new Set<string>();
    for (const m of moves) {
      const r = await tx.classSession.updateMany({
        where: { id: m.s.id, sequence: m.s.sequence },
        data: {
          startsAt: m.startsAt,
          endsAt: m.endsAt,
          moved: true,
          sequence: { increment: 1 },
        },
      });
      if (r.count !== 1) throw new AdminInputError(STALE_MOVE_COHORT);
      await tx.batchChange.create({
        data: {
          batchId: m.batchId,
          sessionId: m.s.id,
          actorId: by.id,
          actorName: by.name,
          changes: JSON.stringify([
            { field: 'Time', before: classTimeText(m.s), after: classTimeText(m) },
          ]),
        },
      });
      const learners = await tx.enrolment.findMany({
        where: { batchId: m.batchId, status: { in: joiningStatuses() } },
        select: { id: true, email: true, fullName: true },
        orderBy: { createdAt: 'asc' },
      });
      const was = {
        course: cohort.course,
        topic: m.topic,
        startsAt: m.s.startsAt,
        endsAt: m.s.endsAt,
      };
      for (const l of learners) {
        const address = l.email.trim().toLowerCase();
        if (!address || sent.has(address)) continue;
        sent.add(address);
        mails++;
        await enqueueMail(tx, {
          topic: CLASS_CHANGE_TOPIC,
          enrolmentId: l.id,
          to: address,
          ...classChangeMail(
            l,
            was,
            { kind: 'moved', startsAt: m.startsAt, endsAt: m.endsAt },
            `${siteUrl()}/dashboard`,
          ),
        });
      }
    }
    return { moved: moves.length, mails };
  });
  if (result.mails) kickOutbox();
  return result;
}
