import 'server-only';
import { joiningStatuses } from '@/lib/classes/access';
import {
  atIndiaTime,
  classDates,
  classTimeText,
  indiaParts,
  onHoliday,
  plannedSession,
  type HolidayRange,
} from '@/lib/classes/plan';
import { syncCohortSessions } from '@/lib/classes/sync';
import { lessonPlan } from '@/lib/classes/topics';
import { parseClassDays } from '@/lib/courses/offer';
import { addDays, isIsoDate, todayInIndia } from '@/lib/dates';
import { db, type Tx } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { siteUrl } from '@/lib/site-url';
import type { FieldChange } from '@/lib/admin/courses/changes';
import { refused } from '@/lib/admin/errors';
import type { ErrorCode } from '@/lib/admin/flash-text';
import type { Actor } from '@/lib/admin/leads';
import { CLASS_CHANGE_TOPIC } from './change-mail';
import { daysText, holidayMail, type HolidayClass, type HolidayNews } from './holiday-mail';
import { enqueueMail } from '@/lib/mail/enqueue';

// A cohort's holidays (staff and admins: the actions check the role): a day or a range with no
// class in any of its batches. Each class not held yet that falls there is cancelled, or pushed to
// the batch's next free class days after the holiday (with the cohort's end date following if
// staff chose so; a class with no free day before the end is cancelled). One transaction: the
// holiday, the classes (SEQUENCE raised, history), the end date (version raised, history) and one
// e-mail per learner of the cohort who may join its classes, however many of their classes moved.

export type HolidayChoice = 'cancel' | 'push';

export type HolidayInput = {
  cohortId: string;
  /** The cohort's version the form saw. */
  version: number;
  firstDay: string;
  lastDay: string;
  reason: string;
  choice: HolidayChoice;
  /** With 'push': the end date moves later so that no class is lost. */
  extendEnd: boolean;
};

type Session = Awaited<ReturnType<Tx['classSession']['findMany']>>[number];
type Change = {
  session: Session;
  batchId: string;
  to: { day: string; startsAt: Date; endsAt: Date } | null;
};

function check(input: HolidayInput, now: number) {
  const { firstDay, lastDay } = input;
  if (!isIsoDate(firstDay) || !isIsoDate(lastDay)) throw refused('holiday_day');
  if (lastDay < firstDay) throw refused('holiday_order');
  if (lastDay > addDays(firstDay, 30)) throw refused('holiday_long');
  if (lastDay < todayInIndia(now)) throw refused('holiday_past');
  const reason = input.reason.replace(/\s+/g, ' ').trim();
  if (!reason || reason.length > 100) throw refused('holiday_reason');
  if (input.choice !== 'cancel' && input.choice !== 'push') {
    throw refused('holiday_choice');
  }
  return reason;
}

/** The India day a class takes place on (a moved class's own, not its key). */
const dayOf = (s: { startsAt: Date }) => indiaParts(s.startsAt).day;

/**
 * Where each of a batch's hit classes goes: the batch's class days after the holiday that are
 * free (no holiday, no class of the batch by key or by time), in order; up to `end`, or as far as
 * needed when `end` is null. Null: no free day, cancelled.
 */
function pushTargets(
  hit: Session[],
  all: Session[],
  from: string,
  end: string | null,
  days: number[],
  holidays: HolidayRange[],
  slot: number,
) {
  const taken = new Set(all.flatMap((s) => [s.day, dayOf(s)]));
  const free = classDates(from, end ?? addDays(from, 400), days, holidays).filter(
    (d) => !taken.has(d),
  );
  return hit.map((s, i) => {
    const day = free[i];
    if (!day) return null;
    // A class staff moved to their own time keeps that time of day; the others take the slot's.
    if (s.moved) {
      const { minutes } = indiaParts(s.startsAt);
      const startsAt = atIndiaTime(day, minutes);
      return {
        day,
        startsAt,
        endsAt: new Date(startsAt.getTime() + s.endsAt.getTime() - s.startsAt.getTime()),
      };
    }
    return plannedSession(day, slot);
  });
}

/** A cohort with every batch's classes and its holidays, read in `tx`; refused as `missing`. */
export async function cohortClasses(tx: Tx, cohortId: string, missing: ErrorCode) {
  const cohort = await tx.cohort.findUnique({
    where: { id: cohortId },
    include: { batches: { include: { sessions: true } }, holidays: true },
  });
  if (!cohort) throw refused(missing);
  return cohort;
}

/** Adds a holiday to a cohort and applies it to every batch's classes; see above. */
export async function addHoliday(input: HolidayInput, by: Actor, now: number) {
  const reason = check(input, now);
  const { firstDay, lastDay } = input;
  const result = await db().$transaction(async (tx) => {
    const cohort = await cohortClasses(tx, input.cohortId, 'no_cohort');
    if (cohort.version !== input.version) throw refused('stale_cohort');
    if (lastDay < cohort.startDate || firstDay > cohort.endDate) {
      throw refused('holiday_outside');
    }
    if (cohort.holidays.some((h) => h.firstDay <= lastDay && firstDay <= h.lastDay)) {
      throw refused('holiday_overlap');
    }
    await tx.cohortHoliday.create({
      data: {
        cohortId: cohort.id,
        firstDay,
        lastDay,
        reason,
        choice: input.choice,
        actorId: by.id,
        actorName: by.name,
      },
    });
    const holidays = [...cohort.holidays, { firstDay, lastDay }];
    const days = parseClassDays(cohort.classDays);
    const inHoliday = (s: Session) => onHoliday(dayOf(s), [{ firstDay, lastDay }]);
    const changes: Change[] = [];
    let endDate = cohort.endDate;
    for (const batch of cohort.batches) {
      const hit = batch.sessions
        .filter((s) => s.status !== 'cancelled' && s.endsAt.getTime() > now && inHoliday(s))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      if (!hit.length) continue;
      const targets =
        input.choice === 'push'
          ? pushTargets(
              hit,
              batch.sessions,
              addDays(lastDay, 1),
              input.extendEnd ? null : cohort.endDate,
              days,
              holidays,
              batch.slot,
            )
          : hit.map(() => null);
      hit.forEach((session, i) => {
        const to = targets[i] ?? null;
        if (to && to.day > endDate) endDate = to.day;
        changes.push({ session, batchId: batch.id, to });
      });
    }
    const topics = new Map<string, string>();
    for (const batch of cohort.batches) {
      for (const [id, t] of lessonPlan(cohort.course, batch.sessions)) topics.set(id, t.topic);
    }
    const cancelReason = `Holiday: ${reason}`;
    for (const c of changes) {
      const s = c.session;
      const r = await tx.classSession.updateMany({
        where: { id: s.id, sequence: s.sequence },
        data: c.to
          ? { ...c.to, sequence: { increment: 1 } }
          : { status: 'cancelled', cancelReason, sequence: { increment: 1 } },
      });
      if (r.count !== 1) throw refused('stale_cohort');
      await tx.batchChange.create({
        data: {
          batchId: c.batchId,
          sessionId: s.id,
          actorId: by.id,
          actorName: by.name,
          changes: JSON.stringify(
            c.to
              ? [
                  { field: 'Time', before: classTimeText(s), after: classTimeText(c.to) },
                  { field: 'Why', before: null, after: cancelReason },
                ]
              : [
                  { field: 'Status', before: s.status, after: 'cancelled' },
                  { field: 'Reason', before: s.cancelReason, after: cancelReason },
                ],
          ),
        },
      });
    }
    const cohortChanges: FieldChange[] = [
      {
        field: 'Holiday',
        before: null,
        after: `${daysText({ firstDay, lastDay })} (${reason}): classes ${input.choice === 'push' ? 'pushed to later days' : 'cancelled'}`,
      },
    ];
    if (endDate !== cohort.endDate) {
      // As the cohort editor's history gives it.
      cohortChanges.push({ field: 'End date', before: cohort.endDate, after: endDate });
      await tx.cohort.update({
        where: { id: cohort.id },
        data: { endDate, version: { increment: 1 } },
      });
      // The later end date is a class day for every batch: those that needed fewer days get it.
      await syncCohortSessions(tx, cohort.id, now);
    }
    await tx.cohortChange.create({
      data: {
        cohortId: cohort.id,
        actorId: by.id,
        actorName: by.name,
        changes: JSON.stringify(cohortChanges),
      },
    });
    const mails = await mailLearners(tx, changes, topics, {
      course: cohort.course,
      reason,
      firstDay,
      lastDay,
      endDate: endDate !== cohort.endDate ? endDate : null,
    });
    return {
      cancelled: changes.filter((c) => !c.to).length,
      pushed: changes.filter((c) => c.to).length,
      endDate,
      mails,
    };
  });
  if (result.mails) kickOutbox();
  return result;
}

/** One e-mail per address of the cohort's learners who may join, with their batch's classes. */
async function mailLearners(
  tx: Tx,
  changes: Change[],
  topics: Map<string, string>,
  news: HolidayNews,
) {
  if (!changes.length) return 0;
  const byBatch = new Map<string, HolidayClass[]>();
  for (const c of changes) {
    const list = byBatch.get(c.batchId) ?? [];
    list.push({
      topic: topics.get(c.session.id) ?? c.session.topic ?? '',
      startsAt: c.session.startsAt,
      endsAt: c.session.endsAt,
      to: c.to,
    });
    byBatch.set(c.batchId, list);
  }
  const learners = await tx.enrolment.findMany({
    where: { batchId: { in: [...byBatch.keys()] }, status: { in: joiningStatuses() } },
    select: { id: true, email: true, fullName: true, batchId: true },
    orderBy: { createdAt: 'asc' },
  });
  const people = new Map<string, { id: string; fullName: string; classes: Set<HolidayClass> }>();
  for (const l of learners) {
    const to = l.email.trim().toLowerCase();
    if (!to || !l.batchId) continue;
    const p = people.get(to) ?? { id: l.id, fullName: l.fullName, classes: new Set() };
    for (const c of byBatch.get(l.batchId) ?? []) p.classes.add(c);
    people.set(to, p);
  }
  const dashboard = `${siteUrl()}/dashboard`;
  for (const [to, p] of people) {
    const classes = [...p.classes].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    await enqueueMail(tx, {
      topic: CLASS_CHANGE_TOPIC,
      enrolmentId: p.id,
      to,
      ...holidayMail(p, news, classes, dashboard),
    });
  }
  return people.size;
}

/** A cohort's holidays, earliest first, as its page lists them. */
export function cohortHolidays(cohortId: string) {
  return db().cohortHoliday.findMany({
    where: { cohortId },
    orderBy: [{ firstDay: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      firstDay: true,
      lastDay: true,
      reason: true,
      choice: true,
      actorName: true,
    },
  });
}
