import 'server-only';
import { joiningStatuses } from '@/lib/classes/access';
import { atIndiaTime, classTimeText, indiaParts, onHoliday } from '@/lib/classes/plan';
import { lessonPlan } from '@/lib/classes/topics';
import { isIsoDate } from '@/lib/dates';
import { db } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { siteUrl } from '@/lib/site-url';
import { refused } from '@/lib/admin/errors';
import type { Actor } from '@/lib/admin/leads';
import { CLASS_CHANGE_TOPIC, classChangeMail } from './change-mail';
import { cohortClasses } from './holidays';
import { enqueueMail } from '@/lib/mail/enqueue';

// One date's classes moved in every batch of a cohort at once (staff and admins: the action checks
// the role): each batch's class on that day, not held yet and not cancelled, goes to the new day
// at its own time of day (marked moved, SEQUENCE raised, history), and each learner of a batch
// it moved gets one e-mail, in one transaction.

const dayOf = (s: { startsAt: Date }) => indiaParts(s.startsAt).day;

/** Moves every batch's class on `from` to `to` (same time of day); returns counts. */
export async function moveCohortDate(
  input: { cohortId: string; from: string; to: string },
  by: Actor,
  now: number,
) {
  const { from, to } = input;
  if (!isIsoDate(from) || !isIsoDate(to)) throw refused('move_date_days');
  if (from === to) throw refused('move_date_same');
  const result = await db().$transaction(async (tx) => {
    const cohort = await cohortClasses(tx, input.cohortId, 'move_date_days');
    if (onHoliday(to, cohort.holidays)) throw refused('move_date_holiday');
    const moves = [];
    for (const batch of cohort.batches) {
      const s = batch.sessions.find(
        (x) => dayOf(x) === from && x.status !== 'cancelled' && x.endsAt.getTime() > now,
      );
      if (!s) continue;
      if (
        batch.sessions.some((x) => x.id !== s.id && x.status !== 'cancelled' && dayOf(x) === to)
      ) {
        throw refused('move_date_taken');
      }
      const startsAt = atIndiaTime(to, indiaParts(s.startsAt).minutes);
      if (startsAt.getTime() <= now) throw refused('move_date_past');
      const endsAt = new Date(startsAt.getTime() + s.endsAt.getTime() - s.startsAt.getTime());
      const topic = lessonPlan(cohort.course, batch.sessions).get(s.id)?.topic ?? '';
      moves.push({ batchId: batch.id, s, startsAt, endsAt, topic });
    }
    if (!moves.length) throw refused('move_date_none');
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
      if (r.count !== 1) throw refused('stale_cohort');
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
