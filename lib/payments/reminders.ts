/**
 * Abandoned-checkout reminders (issue 52). An enrolment that got its quote but was not paid gets
 * at most two e-mails, reminderSettings.afterHours after its last quote (1 and 24 hours), with a
 * signed link back to its payment step (lib/payments/reminder-links.ts), its held or today's
 * price, and its batch's seats left. None once it is paid, reported as a transfer, cancelled or
 * refunded; none when the same e-mail has a newer paid or reported enrolment in the course; none
 * after its cohort's last day to enrol, while its batch is full or closed, or once the person asked
 * for no more (one click, recorded; it stops every enrolment of that mailbox, those started later
 * too: lib/payments/reminder-mailbox.ts); none later than reminderSettings.latestHours after the
 * quote. One mailbox gets at most reminderSettings.perMailboxPerDay reminders per India day, so
 * enrolments started under someone else's address cannot flood it; a reminder over that is skipped
 * (its turn is used, with a line in the history), not sent later. Each is counted by a conditional
 * update in the transaction that writes its history and its outbox row, so of several instances
 * exactly one sends it.
 */
import 'server-only';
import { reminderMail, reminderSettings } from '@/content/reminders';
import { checkoutCourse } from '@/lib/payments/checkout-course';
import { db, type Tx } from '@/lib/db';
import { formatDateTime, formatDay } from '@/lib/dates';
import { seatsTaken } from '@/lib/courses/cohorts';
import { pickCurrent, seatsLeft, toOffer } from '@/lib/courses/offer';
import { startIntervalWorker } from '@/lib/interval-worker';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { quoteAt, quoteHolds } from './checkout-course';
import { batchLabel, formatPaise } from './format';
import { resumeLink, resumeToken, stopLink, stopToken } from './reminder-links';
import { enqueueMail } from '@/lib/mail/enqueue';
import { salt as hashSalt } from '@/lib/client-info';
import { claimMailboxReminder, mailboxStopped } from './reminder-mailbox';

const HOUR_MS = 3_600_000;
const withParts = {
  tiers: { select: { pricePaise: true, lastDay: true } },
  batches: { select: { id: true, slot: true, capacity: true, open: true } },
} as const;
const MAX = reminderSettings.afterHours.length;
/** At most this many pages of candidates in one pass (the next pass, a minute later, goes on). */
const MAX_PAGES = 20;

/** The enrolments a reminder may be due for at `now` (checked again one by one). */
async function candidates(now: number, take: number, after?: string) {
  const [first, second] = reminderSettings.afterHours;
  const latest = new Date(now - reminderSettings.latestHours * HOUR_MS);
  return db().enrolment.findMany({
    where: {
      status: 'pending_payment',
      remindersStoppedAt: null,
      batchId: { not: null },
      quotedAt: { gte: latest },
      OR: [
        { remindersSent: 0, quotedAt: { lte: new Date(now - first * HOUR_MS) } },
        {
          remindersSent: 1,
          quotedAt: { lte: new Date(now - second * HOUR_MS) },
          // Never the second right after the first (a pass that was down for a day).
          lastReminderAt: { lte: new Date(now - (second - first) * HOUR_MS) },
        },
      ],
    },
    orderBy: [{ quotedAt: 'asc' }, { id: 'asc' }],
    take,
    ...(after ? { cursor: { id: after }, skip: 1 } : {}),
    select: { id: true, reference: true },
  });
}

/**
 * Whether the next reminder of an unpaid enrolment is due at `now` by the clock alone: none
 * stopped, fewer than two sent, its hours since the last quote passed (the second also that long
 * after the first), and not later than latestHours after the quote. The candidates' query is the
 * same rule in SQL.
 */
export function reminderDue(
  e: {
    remindersSent: number;
    remindersStoppedAt: Date | null;
    quotedAt: Date;
    lastReminderAt: Date | null;
  },
  now: number,
): boolean {
  const hours = reminderSettings.afterHours;
  const after = hours[e.remindersSent];
  if (e.remindersStoppedAt || after === undefined) return false;
  const since = now - e.quotedAt.getTime();
  if (since < after * HOUR_MS || since > reminderSettings.latestHours * HOUR_MS) return false;
  const previous = hours[e.remindersSent - 1];
  if (previous === undefined) return true;
  return !!e.lastReminderAt && now - e.lastReminderAt.getTime() >= (after - previous) * HOUR_MS;
}

/** Why no reminder goes to this enrolment now, or null: it may be sent. */
export type NoReminder = 'gone' | 'stopped' | 'capped' | 'closed' | 'enrolled-again' | 'full';

/** The e-mail's two links for the enrolment `reference` (signed before its transaction). */
export async function reminderLinks(reference: string, now: number) {
  return {
    resume: resumeLink(await resumeToken(reference, now)),
    stop: stopLink(await stopToken(reference)),
  };
}

/** A line in the enrolment's history about its reminders, by the system. */
const historyLine = (tx: Tx, enrolmentId: string, note: string) =>
  tx.enrolmentEvent.create({
    data: {
      enrolmentId,
      fromStatus: 'pending_payment',
      toStatus: 'pending_payment',
      actor: 'system',
      note,
    },
  });

/**
 * Sends the due reminder of `enrolmentId` in `tx`, once: a conditional update from the number
 * sent so far, its history line and its e-mail with `links` (reminderLinks); `salt` hashes its
 * mailbox's daily counter. 'sent', or why not ('stopped' and 'capped' leave the pass's list).
 */
export async function sendReminderTx(
  tx: Tx,
  enrolmentId: string,
  now: number,
  links: { resume: string; stop: string },
  salt: string,
): Promise<'sent' | NoReminder> {
  const e = await tx.enrolment.findUnique({
    where: { id: enrolmentId },
    include: { cohortRef: { select: { number: true, startDate: true } } },
  });
  // Read again in this transaction: another instance may have sent this one a moment ago.
  if (!e || e.status !== 'pending_payment' || !reminderDue(e, now)) return 'gone';
  if (await mailboxStopped(tx, e.email)) {
    // Asked from another enrolment of the mailbox: recorded on this one too, so no pass asks again.
    const stopped = await tx.enrolment.updateMany({
      where: { id: e.id, remindersStoppedAt: null },
      data: { remindersStoppedAt: new Date(now) },
    });
    if (stopped.count === 1) {
      await historyLine(
        tx,
        e.id,
        'No checkout reminder: this e-mail address asked for no more (the link in a reminder about another enrolment)',
      );
    }
    return 'stopped';
  }
  // Its cohort still on sale (published, its last day to enrol not past) and the batch's seats.
  const row = e.cohortId
    ? await tx.cohort.findUnique({ where: { id: e.cohortId }, include: withParts })
    : null;
  if (!row || !pickCurrent([row], now)) return 'closed';
  const offer = toOffer(
    row,
    await seatsTaken(
      tx,
      row.batches.map((b) => b.id),
      now,
    ),
  );
  const again = await tx.enrolment.count({
    where: {
      id: { not: e.id },
      email: e.email,
      course: e.course,
      status: { in: ['paid', 'awaiting_confirmation'] },
      createdAt: { gte: e.createdAt },
    },
  });
  if (again) return 'enrolled-again';
  const batch = offer.batches.find((b) => b.id === e.batchId);
  const held = quoteHolds(e.quoteExpiresAt, now);
  // A held quote's seat is already counted as taken: it is theirs.
  const left = batch ? seatsLeft(batch) : 0;
  if (!batch || !batch.open || (!held && left === 0)) return 'full';

  const n = e.remindersSent + 1;
  const counted = await tx.enrolment.updateMany({
    where: {
      id: e.id,
      status: 'pending_payment',
      remindersSent: e.remindersSent,
      remindersStoppedAt: null,
    },
    data: { remindersSent: n, lastReminderAt: new Date(now) },
  });
  if (counted.count !== 1) return 'gone';
  if (!(await claimMailboxReminder(tx, e.email, salt, now))) {
    await historyLine(
      tx,
      e.id,
      `Checkout reminder ${n} of ${MAX} skipped: this e-mail address already had ${reminderSettings.perMailboxPerDay} checkout reminders today (not sent later)`,
    );
    return 'capped';
  }
  const quote = held ? null : quoteAt({ mrp: offer.mrp, prices: offer.prices }, now);
  const todayPaise = quote ? Math.max(0, quote.amountPaise - e.referralDiscountPaise) : null;
  await historyLine(
    tx,
    e.id,
    `Checkout reminder ${n} of ${MAX} e-mailed${mailEnabled() ? '' : ' (e-mail is off: not sent)'}: ${
      held
        ? `price ${formatPaise(e.amountPaise)} held until ${formatDateTime(e.quoteExpiresAt)}`
        : todayPaise !== null
          ? `today's price ${formatPaise(todayPaise)}`
          : 'no price on sale today'
    }, ${left} ${left === 1 ? 'seat' : 'seats'} left`,
  );
  if (!mailEnabled()) return 'sent';
  const course = checkoutCourse(e.course);
  const mail = reminderMail({
    name: e.fullName,
    reference: e.reference,
    course: course?.title ?? e.course,
    cohort: e.cohortRef ? `Cohort ${e.cohortRef.number}` : null,
    start: e.cohortRef ? formatDay(e.cohortRef.startDate) : null,
    batch: batchLabel(e.batch),
    held: held
      ? { price: formatPaise(e.amountPaise), until: formatDateTime(e.quoteExpiresAt) }
      : null,
    today: todayPaise !== null ? formatPaise(todayPaise) : null,
    hasCoupon: !!e.couponId,
    seatsLeft: left,
    enrolUntil: formatDay(offer.enrolUntil),
    resumeLink: links.resume,
    stopLink: links.stop,
    second: n === MAX,
  });
  await enqueueMail(tx, {
    topic: `checkout-reminder-${n}`,
    enrolmentId: e.id,
    to: e.email,
    ...mail,
  });
  return 'sent';
}

/** One pass: each due reminder in a transaction of its own. Safe in several instances at once. */
export async function sendDueReminders(now = Date.now(), batch = 50): Promise<number> {
  let sent = 0;
  const salt = await hashSalt();
  // Page by page: an enrolment held back (its batch full, its cohort closed) stays a candidate
  // until its window ends, and must not keep the ones after it from their reminders.
  let after: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const rows = await candidates(now, batch, after);
    for (const { id, reference } of rows) {
      const links = await reminderLinks(reference, now);
      const done = await db().$transaction((tx) => sendReminderTx(tx, id, now, links, salt));
      if (done === 'sent') sent++;
    }
    if (rows.length < batch) break;
    after = rows.at(-1)?.id;
  }
  if (sent && mailEnabled()) kickOutbox();
  return sent;
}

/**
 * 'No more reminders' from the enrolment `reference` (its signed link's button): recorded once on
 * it, with a line in its history; every enrolment of its mailbox then gets none (mailboxStopped).
 * 'stopped', 'already' (asked before), or 'unknown'.
 */
export async function stopReminders(
  reference: string,
  now = Date.now(),
): Promise<'stopped' | 'already' | 'unknown'> {
  return db().$transaction(async (tx) => {
    const e = await tx.enrolment.findUnique({ where: { reference }, select: { id: true } });
    if (!e) return 'unknown';
    const stopped = await tx.enrolment.updateMany({
      where: { id: e.id, remindersStoppedAt: null },
      data: { remindersStoppedAt: new Date(now) },
    });
    if (stopped.count !== 1) return 'already';
    const row = await tx.enrolment.findUniqueOrThrow({
      where: { id: e.id },
      select: { status: true },
    });
    await tx.enrolmentEvent.create({
      data: {
        enrolmentId: e.id,
        fromStatus: row.status,
        toStatus: row.status,
        actor: 'learner',
        note: 'Asked for no more checkout reminders (the link in a reminder e-mail)',
      },
    });
    return 'stopped';
  });
}

/** Each serving instance looks for due reminders every minute. */
export function startReminderWorker(): boolean {
  if (process.env.NEXT_PHASE === 'phase-production-build') return false;
  return startIntervalWorker('checkout-reminders', 60_000, () => sendDueReminders());
}
