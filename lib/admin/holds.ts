import 'server-only';
import { holdsUnpaidSeat } from '@/lib/courses/cohorts';
import { takeSeat } from '@/lib/courses/seats';
import { formatDateTime } from '@/lib/dates';
import { db } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { releaseTransferHoldTx } from '@/lib/payments/holds';
import { AdminInputError } from './errors';
import type { Actor } from './leads';

// The seats held unpaid in a batch, as staff see and release them (the batch's page), and a
// reported transfer's hold extended by staff (the enrolment's page). The rules are
// lib/payments/holds.ts.

/** How far 'Extend the hold' may push a reported transfer's hold, in hours. */
export const EXTEND_HOURS = [24, 48, 72, 168] as const;

export type HoldLine = {
  reference: string;
  fullName: string;
  email: string;
  phone: string;
  amountPaise: number;
  /** A quote waiting for payment, or a reported transfer waiting for staff. */
  kind: 'quote' | 'transfer';
  /** Held since: the quote, or the transfer's report. */
  since: Date;
  /** Held until (null: a transfer reported before holds had an end, given one at the next pass). */
  until: Date | null;
  /** The transaction reference the learner reported. */
  utr: string | null;
};

/** The enrolments holding a seat of the batch unpaid at `now`, oldest first. */
export async function batchHolds(batchId: string, now: number): Promise<HoldLine[]> {
  const rows = await db().enrolment.findMany({
    where: { batchId, ...holdsUnpaidSeat(now) },
    orderBy: { createdAt: 'asc' },
    include: {
      payments: {
        where: { method: 'upi_transfer', status: 'awaiting_confirmation' },
        select: { createdAt: true, providerPaymentId: true },
        take: 1,
      },
    },
  });
  return rows.map((e) => {
    const transfer = e.status === 'awaiting_confirmation';
    const report = e.payments[0];
    return {
      reference: e.reference,
      fullName: e.fullName,
      email: e.email,
      phone: e.phone,
      amountPaise: e.amountPaise,
      kind: transfer ? 'transfer' : 'quote',
      since: transfer ? (report?.createdAt ?? e.updatedAt) : e.quotedAt,
      until: transfer ? e.holdExpiresAt : e.quoteExpiresAt,
      utr: report?.providerPaymentId ?? null,
    };
  });
}

const NOT_HELD = 'This enrolment holds no seat now. Reload to see it';

/**
 * 'Release seat': the seat an unpaid enrolment holds is freed now. A reported transfer is released
 * as when its hold runs out (history, the learner's e-mail; staff can still confirm the money); a
 * quote's hold ends (the learner's payment page quotes again, if a seat is free for them then).
 */
export async function releaseSeatByStaff(reference: string, actor: Actor, now = Date.now()) {
  const at = new Date(now);
  const kind = await db().$transaction(async (tx) => {
    const e = await tx.enrolment.findUnique({
      where: { reference },
      select: { id: true, status: true },
    });
    if (!e) throw new AdminInputError('No such enrolment');
    if (e.status === 'awaiting_confirmation') {
      const released = await releaseTransferHoldTx(tx, e.id, at, {
        by: 'staff',
        id: actor.id,
        name: actor.name,
      });
      if (!released) throw new AdminInputError(NOT_HELD);
      return 'transfer' as const;
    }
    if (e.status !== 'pending_payment') throw new AdminInputError(NOT_HELD);
    const ended = await tx.enrolment.updateMany({
      where: { id: e.id, status: 'pending_payment', quoteExpiresAt: { gt: at } },
      data: { quoteExpiresAt: at },
    });
    if (ended.count !== 1) throw new AdminInputError(NOT_HELD);
    await tx.enrolmentEvent.create({
      data: {
        enrolmentId: e.id,
        fromStatus: 'pending_payment',
        toStatus: 'pending_payment',
        actor: 'staff',
        actorId: actor.id,
        note: `Seat released by ${actor.name}: the price hold ended`,
      },
    });
    return 'quote' as const;
  });
  if (kind === 'transfer' && mailEnabled()) kickOutbox();
  return kind;
}

/**
 * 'Extend the hold' of a reported transfer by `hours` (EXTEND_HOURS): from its end, or from now
 * when it has run out or was released (then the seat is taken again, if the batch has one free).
 * Refused when the enrolment changed since it was read (the pass released it, another member of
 * staff extended it): the page is reloaded and the person decides again.
 */
export async function extendHoldByStaff(
  reference: string,
  hours: number,
  actor: Actor,
  now = Date.now(),
): Promise<Date> {
  if (!(EXTEND_HOURS as readonly number[]).includes(hours)) {
    throw new AdminInputError('Choose how long to extend the hold');
  }
  return db().$transaction(async (tx) => {
    const e = await tx.enrolment.findUnique({ where: { reference } });
    if (!e) throw new AdminInputError('No such enrolment');
    if (e.status !== 'awaiting_confirmation') {
      throw new AdminInputError('Only a reported transfer waiting for confirmation has a hold');
    }
    const lapsed = !!e.holdReleasedAt || (!!e.holdExpiresAt && e.holdExpiresAt.getTime() <= now);
    if (lapsed && e.batchId) {
      const refusal = await takeSeat(tx, e.batchId, now, e.id);
      if (refusal === 'full') {
        throw new AdminInputError(
          'The batch has no free seat now: confirm the payment when it arrives (it is honoured, flagged over capacity), or raise the batch’s capacity',
        );
      }
      if (refusal) throw new AdminInputError('The batch is closed: its seat cannot be held again');
    }
    const from = lapsed ? now : Math.max(now, e.holdExpiresAt?.getTime() ?? now);
    const until = new Date(from + hours * 3_600_000);
    const moved = await tx.enrolment.updateMany({
      where: {
        id: e.id,
        status: 'awaiting_confirmation',
        holdReleasedAt: e.holdReleasedAt,
        holdExpiresAt: e.holdExpiresAt,
      },
      data: { holdExpiresAt: until, holdReleasedAt: null },
    });
    if (moved.count !== 1) {
      throw new AdminInputError('This enrolment was changed meanwhile. Reload to see it');
    }
    await tx.enrolmentEvent.create({
      data: {
        enrolmentId: e.id,
        fromStatus: 'awaiting_confirmation',
        toStatus: 'awaiting_confirmation',
        actor: 'staff',
        actorId: actor.id,
        note: `Seat held until ${formatDateTime(until)} IST by ${actor.name}${lapsed ? ' (taken again)' : ''}`,
      },
    });
    return until;
  });
}
