import 'server-only';
import { officeHours, speedText } from '@/content/office-hours';
import type { Db, Tx } from '@/lib/db';
import { addDays, formatStaffTime, indiaDayStart } from '@/lib/dates';
import {
  addOfficeMs,
  officeClock,
  officeMsBetween,
  targetMs,
  type OfficeClock,
} from '@/lib/leads/office-clock';

/**
 * Speed to lead (issue 52): how long a lead has waited for staff's first answer, in office hours
 * (lib/leads/office-clock.ts), against the school's target (content/office-hours.ts). The first
 * answer is the first status change or note staff make (Lead.firstResponseAt, set once).
 */

/** Kinds no member of staff answers first: a waitlist entry waits for its cohort's invitation. */
const UNTIMED_KINDS = ['waitlist'];

export type Wait = {
  /** Office time from the lead to its first answer, or to now while it has none. */
  ms: number;
  /** Past the school's target. */
  over: boolean;
  answered: boolean;
};

/**
 * A lead's wait at `now`; null for spam, for kinds staff do not answer first, and for a lead moved
 * on from 'new' with no first answer recorded (one answered before answers were recorded).
 */
export function leadWait(
  lead: { kind: string; status: string; createdAt: Date; firstResponseAt: Date | null },
  now: number,
  clock: OfficeClock = officeClock(),
  target: number = targetMs(),
): Wait | null {
  if (lead.status === 'spam' || UNTIMED_KINDS.includes(lead.kind)) return null;
  if (!lead.firstResponseAt && lead.status !== 'new') return null;
  const end = lead.firstResponseAt?.getTime() ?? now;
  const ms = officeMsBetween(lead.createdAt.getTime(), end, clock);
  return { ms, over: ms > target, answered: !!lead.firstResponseAt };
}

/** In a staff change's transaction: the lead's first answer is now, unless it has one. */
export function recordFirstResponse(tx: Pick<Tx, 'lead'>, leadId: string, at = new Date()) {
  return tx.lead.updateMany({
    where: { id: leadId, firstResponseAt: null },
    data: { firstResponseAt: at },
  });
}

/** The leads' first answers are looked for this far back from the day (days of office time). */
const LOOK_BACK_DAYS = 31;

/**
 * The leads that waited too long on India day `day`: those whose target passed during that day
 * (in office hours) with no answer by then, oldest first. A lead is listed on one day only: the
 * day its wait went past the target.
 */
export async function lateLeadsOn(
  client: Pick<Db, 'lead'>,
  day: string,
  clock: OfficeClock = officeClock(),
  target: number = targetMs(officeHours.targetMinutes),
) {
  const from = indiaDayStart(day).getTime();
  const to = indiaDayStart(addDays(day, 1)).getTime();
  const leads = await client.lead.findMany({
    where: {
      createdAt: { gte: new Date(from - LOOK_BACK_DAYS * 86_400_000), lt: new Date(to) },
      status: { not: 'spam' },
      kind: { notIn: UNTIMED_KINDS },
      OR: [{ firstResponseAt: null, status: 'new' }, { firstResponseAt: { gt: new Date(from) } }],
    },
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      kind: true,
      name: true,
      email: true,
      phone: true,
      createdAt: true,
      firstResponseAt: true,
    },
  });
  return leads.flatMap((l) => {
    const due = addOfficeMs(l.createdAt.getTime(), target, clock);
    if (due === null || due < from || due >= to) return [];
    const answeredBy = l.firstResponseAt?.getTime();
    if (answeredBy !== undefined && answeredBy <= due) return [];
    const note = speedText.lateNote(
      formatStaffTime(new Date(due)),
      l.firstResponseAt ? formatStaffTime(l.firstResponseAt) : null,
    );
    return [{ ...l, due: new Date(due), note }];
  });
}

/** The leads that waited too long on the India day before `day` (the morning digest's). */
export const lateLeadsTheDayBefore = (client: Pick<Db, 'lead'>, day: string) =>
  lateLeadsOn(client, addDays(day, -1));
