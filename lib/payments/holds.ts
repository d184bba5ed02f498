/**
 * How long an unpaid enrolment keeps its seat, and how many one person may keep. A quote holds its
 * seat for 30 minutes (checkout-course.ts); a reported UPI or bank transfer for TRANSFER_HOLD_HOURS
 * (env, default 48) from the report, which staff may extend. A hold that runs out no longer counts
 * from that instant (lib/courses/cohorts.ts `holdsUnpaidSeat`, read at each request); the release
 * pass then records it and e-mails the learner, once across instances. Staff can still confirm a
 * released transfer: the payment is honoured, flagged over capacity if the batch filled meanwhile.
 */
import 'server-only';
import { detailsText } from '@/content/checkout';
import { db, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { holdsUnpaidSeat } from '@/lib/courses/cohorts';
import { startIntervalWorker } from '@/lib/interval-worker';
import { holdReleasedMail } from '@/lib/mail/hold-mail';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { hitRateLimits } from '@/lib/rate-limit';
import { releaseLapsedCouponUses } from './coupons/uses';
import { enqueueMail } from '@/lib/mail/enqueue';

const HOUR_MS = 3_600_000;

/** How long a reported transfer holds its seat, in milliseconds. */
export const transferHoldMs = () => env().TRANSFER_HOLD_HOURS * HOUR_MS;

/** Who takes a seat: the enrolment's cohort and address (its e-mail and phone count for nothing here). */
export type Holder = {
  cohortId: string | null;
  ipHash: string | null;
  email: string;
  phone: string;
};

/**
 * The unpaid seats of the cohort held by the same address (the enrolment `mine` left out): quotes
 * that still hold and reported transfers that still hold, however they were taken (a new
 * enrolment, a renewal, a report). It also counts every reported transfer from that address staff
 * have neither confirmed nor cancelled, once its seat was released: made-up references cost their
 * address its seats for the cohort. Seats held under the same e-mail or phone from other addresses
 * do not count: anyone can type a learner's e-mail and phone, and six made-up transfers under hers
 * from one stranger's address would otherwise refuse her every seat (even paying online) for
 * TRANSFER_HOLD_HOURS, again and again from a new address each time. (A hoarder gains nothing
 * from reusing one e-mail: each request may carry a new one.) An enrolment with no address (from
 * before addresses were kept) counts nothing.
 */
export async function unpaidHolds(
  tx: Pick<Tx, 'enrolment'>,
  who: Holder,
  now: number,
  mine: string | null = null,
): Promise<number> {
  if (!who.cohortId || !who.ipHash) return 0;
  return tx.enrolment.count({
    where: {
      cohortId: who.cohortId,
      ipHash: who.ipHash,
      ...(mine ? { id: { not: mine } } : {}),
      OR: [holdsUnpaidSeat(now), { status: 'awaiting_confirmation' }],
    },
  });
}

/**
 * Whether the address of `who` already reported UNPAID_TRANSFERS_PER_ADDRESS (env, default 2)
 * transfers for the cohort that staff have neither confirmed nor cancelled (the enrolment `mine`
 * left out), held or released. A learner reports one transfer, a parent perhaps two; past that a
 * report is recorded (staff still confirm the money) but holds its seat no longer than its quote:
 * made-up references from one address keep at most two seats for TRANSFER_HOLD_HOURS.
 */
export async function transfersAtCap(
  tx: Pick<Tx, 'enrolment'>,
  who: Holder,
  mine: string | null = null,
): Promise<boolean> {
  if (!who.cohortId || !who.ipHash) return false;
  const reported = await tx.enrolment.count({
    where: {
      cohortId: who.cohortId,
      ipHash: who.ipHash,
      status: 'awaiting_confirmation',
      ...(mine ? { id: { not: mine } } : {}),
    },
  });
  return reported >= env().UNPAID_TRANSFERS_PER_ADDRESS;
}

/** Why no further seat is taken unpaid for someone: the cap, or the address's day's budget. */
export type UnpaidRefusal = 'holds' | 'takes';

/** What the learner is told for each (the checkout, the payment step). */
export const unpaidRefused: Record<UnpaidRefusal, string> = {
  holds: detailsText.tooManyHolds,
  takes: detailsText.tooManyTakes,
};

/**
 * Whether a seat may be taken unpaid for `who` at `now` (null), or why not: they already hold
 * UNPAID_SEATS_PER_ADDRESS (env, default 6) unpaid seats of the cohort (`unpaidHolds`), or their
 * address has taken UNPAID_SEATS_PER_ADDRESS_DAY (env, default 24) seats of the cohort
 * unpaid in the last day (new quotes, renewed quotes, transfers reported late: a quote lasts 30
 * minutes, so renewing quotes around the clock costs many addresses). Call it after the seat's
 * batch row is written (takeSeat), so two requests for one batch are counted in turn, and in the
 * transaction that takes the seat: a refused or failed attempt is not counted.
 */
export async function unpaidSeatRefusal(
  tx: Pick<Tx, 'enrolment' | '$queryRaw'>,
  who: Holder,
  now: number,
  mine: string | null = null,
): Promise<UnpaidRefusal | null> {
  if (!who.cohortId) return null;
  const e = env();
  if ((await unpaidHolds(tx, who, now, mine)) >= e.UNPAID_SEATS_PER_ADDRESS) return 'holds';
  if (!who.ipHash) return null;
  const budget = await hitRateLimits(
    tx,
    [
      {
        key: `seat-take:${who.cohortId}:${who.ipHash}`,
        limit: e.UNPAID_SEATS_PER_ADDRESS_DAY,
        windowMs: 24 * HOUR_MS,
      },
    ],
    now,
  );
  return budget.allowed ? null : 'takes';
}

/**
 * Releases the seat of the reported transfer `enrolmentId`: by `time` only once its hold has run
 * out, by `staff` at once. A conditional update, so of several instances (or a member of staff
 * and the pass) exactly one releases it, writes its history and queues the learner's e-mail.
 * False when there was nothing to release (confirmed, cancelled, extended or released meanwhile).
 */
export async function releaseTransferHoldTx(
  tx: Tx,
  enrolmentId: string,
  at: Date,
  by: { by: 'time' } | { by: 'staff'; id: string; name: string },
): Promise<boolean> {
  const released = await tx.enrolment.updateMany({
    where: {
      id: enrolmentId,
      status: 'awaiting_confirmation',
      holdReleasedAt: null,
      ...(by.by === 'time' ? { holdExpiresAt: { lte: at } } : {}),
    },
    data: { holdReleasedAt: at, ...(by.by === 'staff' ? { holdExpiresAt: at } : {}) },
  });
  if (released.count !== 1) return false;
  const e = await tx.enrolment.findUniqueOrThrow({
    where: { id: enrolmentId },
    include: { payments: true, cohortRef: { select: { number: true, startDate: true } } },
  });
  const hours = env().TRANSFER_HOLD_HOURS;
  await tx.enrolmentEvent.create({
    data: {
      enrolmentId,
      fromStatus: 'awaiting_confirmation',
      toStatus: 'awaiting_confirmation',
      actor: by.by === 'time' ? 'system' : 'staff',
      actorId: by.by === 'staff' ? by.id : null,
      note:
        by.by === 'time'
          ? `Seat released: the transfer was not confirmed within its hold (${hours} hours); the learner is e-mailed, and it can still be confirmed`
          : `Seat released by ${by.name}; the learner is e-mailed, and it can still be confirmed`,
    },
  });
  if (mailEnabled()) {
    const mail = holdReleasedMail(e, by.by === 'time' ? { by: 'time', hours } : { by: 'staff' });
    await enqueueMail(tx, { topic: 'hold-released', enrolmentId, to: e.email, ...mail });
  }
  return true;
}

/**
 * One pass of the release: reported transfers from before holds had an end are given one
 * (TRANSFER_HOLD_HOURS from now), then each transfer whose hold ran out is released in a
 * transaction of its own (`releaseTransferHoldTx`). Safe to run in several instances at once.
 */
export async function releaseExpiredHolds(now = Date.now(), batch = 50): Promise<number> {
  const at = new Date(now);
  await db().enrolment.updateMany({
    where: { status: 'awaiting_confirmation', holdExpiresAt: null, holdReleasedAt: null },
    data: { holdExpiresAt: new Date(now + transferHoldMs()) },
  });
  const due = await db().enrolment.findMany({
    where: {
      status: 'awaiting_confirmation',
      holdReleasedAt: null,
      holdExpiresAt: { lte: at },
      batchId: { not: null },
    },
    orderBy: { holdExpiresAt: 'asc' },
    take: batch,
    select: { id: true },
  });
  let released = 0;
  for (const { id } of due) {
    if (await db().$transaction((tx) => releaseTransferHoldTx(tx, id, at, { by: 'time' }))) {
      released++;
    }
  }
  if (released && mailEnabled()) kickOutbox();
  // Coupon uses of quotes that lapsed unpaid go back too (also done when the code is next used).
  await releaseLapsedCouponUses(now);
  return released;
}

/** Each serving instance releases the holds that ran out, every minute. */
export function startHoldReleaseWorker(): boolean {
  if (process.env.NEXT_PHASE === 'phase-production-build') return false;
  return startIntervalWorker('seat-holds', 60_000, () => releaseExpiredHolds());
}
