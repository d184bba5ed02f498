/**
 * A coupon's uses, counted exactly (issue 50). A use is taken in the quote's transaction by a
 * conditional increment of Coupon.usedCount (`usedCount < maxUses`): on PostgreSQL the row's lock
 * orders concurrent checkouts and the condition is checked again on the row as committed, on
 * SQLite the write lock does the same, so of twenty checkouts for a code's last use exactly one
 * gets it. The CouponUse row (one per enrolment) says whose it is; the per-e-mail limit is counted
 * after the increment, under the same lock, by the mailbox the address delivers to (`mailboxOf`:
 * meera+1@gmail.com, m.eera@gmail.com and MEERA@googlemail.com are one learner's uses).
 *
 * A use is given back (releasedAt set, usedCount decremented, once: a conditional update) when
 * the quote lapses unpaid (found when the code is next applied, and by the seat-release pass), the
 * enrolment is cancelled, or its quote is renewed without the code or with another. A paid
 * enrolment keeps its use; a reported transfer keeps it too (staff may still confirm it). A payment
 * or a report arriving after the use was given back takes it again, even past the limit: the
 * learner paid the price they were shown, and is never refused (as a seat over capacity is not).
 */
import 'server-only';
import { couponText } from '@/content/checkout';
import { db, type Tx } from '@/lib/db';
import { todayInIndia } from '@/lib/dates';
import { mailboxOf } from '@/lib/rate-limit';
import {
  CODE_PATTERN,
  couponDiscountPaise,
  couponPercent,
  couponRefusal,
  normaliseCode,
  type CouponRefusal,
} from './rules';

/** The checkout's refusal of a code: its one sentence (the checkout shows it on the code's field). */
export class CouponRefusedError extends Error {
  constructor(public why: CouponRefusal) {
    super(couponText[why]);
  }
}
const couponRefused = (why: CouponRefusal) => new CouponRefusedError(why);

/** Uses of lapsed quotes: an unpaid enrolment whose price hold ran out. */
const lapsed = (at: Date) => ({
  releasedAt: null,
  enrolment: { status: 'pending_payment', quoteExpiresAt: { lte: at } },
});

/** Gives back the uses `ids` not given back yet, and takes them off their coupons' counts. */
async function giveBack(tx: Tx, uses: { id: string; couponId: string }[], at: Date) {
  let given = 0;
  for (const u of uses) {
    const r = await tx.couponUse.updateMany({
      where: { id: u.id, releasedAt: null },
      data: { releasedAt: at },
    });
    if (r.count !== 1) continue;
    await tx.coupon.update({ where: { id: u.couponId }, data: { usedCount: { decrement: 1 } } });
    given++;
  }
  return given;
}

/** Gives back the uses of the coupon `couponId` (every coupon: null) whose quotes lapsed unpaid. */
export async function releaseLapsedUsesTx(tx: Tx, couponId: string | null, at: Date) {
  const uses = await tx.couponUse.findMany({
    where: { ...(couponId ? { couponId } : {}), ...lapsed(at) },
    select: { id: true, couponId: true },
    take: 500,
  });
  return giveBack(tx, uses, at);
}

/** The release pass's part (lib/payments/holds.ts): every lapsed quote's use given back. */
export const releaseLapsedCouponUses = (now = Date.now()) =>
  db().$transaction((tx) => releaseLapsedUsesTx(tx, null, new Date(now)));

/** The enrolment's use given back (cancelled, or its quote renewed without the code). */
export async function giveBackCouponUseTx(tx: Tx, enrolmentId: string, at = new Date()) {
  const use = await tx.couponUse.findUnique({ where: { enrolmentId } });
  return use ? (await giveBack(tx, [use], at)) === 1 : false;
}

/**
 * A payment or a reported transfer: the enrolment's use, given back when its quote lapsed, is
 * taken again (the learner pays the price with the code; past the limit rather than refused).
 */
export async function keepCouponUseTx(tx: Tx, enrolmentId: string) {
  const use = await tx.couponUse.findUnique({
    where: { enrolmentId },
    include: { enrolment: { select: { couponId: true } } },
  });
  if (!use?.releasedAt || use.enrolment.couponId !== use.couponId) return false;
  const r = await tx.couponUse.updateMany({
    where: { id: use.id, releasedAt: { not: null } },
    data: { releasedAt: null },
  });
  if (r.count !== 1) return false;
  await tx.coupon.update({ where: { id: use.couponId }, data: { usedCount: { increment: 1 } } });
  return true;
}

/** A code applied to a quote: the enrolment's columns, and the use's row to write. */
export type AppliedCoupon = {
  data: { couponId: string | null; couponCode: string | null; couponDiscountPaise: number };
  percent: number | null;
  /** Writes (or renews) the enrolment's CouponUse once the enrolment row exists. */
  record: (enrolmentId: string) => Promise<void>;
};

const noCoupon = {
  data: { couponId: null, couponCode: null, couponDiscountPaise: 0 },
  percent: null,
  record: async () => {},
} satisfies AppliedCoupon;

/**
 * Applies the code `typed` to a quote of `pricePaise` (the tier's price of the day) in the quote's
 * transaction, for the enrolment `mine` (null for a new one): checks the code, gives back the
 * coupon's lapsed uses, takes a use (unless `mine` holds one of this code already) and checks the
 * per-e-mail limit; throws CouponRefusedError (the checkout's transaction is then undone).
 * No code: `mine`'s use, if any, is given back.
 */
export async function applyCouponTx(
  tx: Tx,
  typed: string | null | undefined,
  at: { course: string; cohortId: string; email: string; pricePaise: number; now: number },
  mine: string | null,
): Promise<AppliedCoupon> {
  const now = new Date(at.now);
  const mailbox = mailboxOf(at.email);
  const code = normaliseCode(typed ?? '');
  const held = mine ? await tx.couponUse.findUnique({ where: { enrolmentId: mine } }) : null;
  if (!code) {
    if (mine) await giveBackCouponUseTx(tx, mine, now);
    return noCoupon;
  }
  if (!CODE_PATTERN.test(code)) throw couponRefused('format');
  const coupon = await tx.coupon.findUnique({ where: { code } });
  if (!coupon) throw couponRefused('unknown');
  const why = couponRefusal(coupon, { ...at, today: todayInIndia(at.now) });
  if (why) throw couponRefused(why);
  // Another code's use held by this enrolment goes back first.
  if (mine && held && held.couponId !== coupon.id) await giveBackCouponUseTx(tx, mine, now);
  await releaseLapsedUsesTx(tx, coupon.id, now);
  const keeps =
    !!mine &&
    (await tx.couponUse.count({
      where: { enrolmentId: mine, couponId: coupon.id, releasedAt: null },
    })) === 1;
  if (!keeps) {
    const taken = await tx.coupon.updateMany({
      where: {
        id: coupon.id,
        active: true,
        ...(coupon.maxUses === null ? {} : { usedCount: { lt: coupon.maxUses } }),
      },
      data: { usedCount: { increment: 1 } },
    });
    if (taken.count !== 1) {
      const current = await tx.coupon.findUnique({ where: { id: coupon.id } });
      throw couponRefused(current && !current.active ? 'paused' : 'usedUp');
    }
    if (coupon.maxUsesPerEmail !== null) {
      const byEmail = await tx.couponUse.count({
        where: {
          couponId: coupon.id,
          email: mailbox,
          releasedAt: null,
          ...(mine ? { enrolmentId: { not: mine } } : {}),
        },
      });
      if (byEmail >= coupon.maxUsesPerEmail) {
        // Undone here too: a renewal that drops the code goes on in this transaction.
        await tx.coupon.update({ where: { id: coupon.id }, data: { usedCount: { decrement: 1 } } });
        throw couponRefused('perEmail');
      }
    }
  }
  const discountPaise = couponDiscountPaise(coupon, at.pricePaise);
  return {
    data: { couponId: coupon.id, couponCode: code, couponDiscountPaise: discountPaise },
    percent: couponPercent(coupon),
    record: async (enrolmentId) => {
      const use = { couponId: coupon.id, email: mailbox, discountPaise, releasedAt: null };
      await tx.couponUse.upsert({
        where: { enrolmentId },
        create: { enrolmentId, ...use },
        update: keeps ? { discountPaise } : { ...use, createdAt: now },
      });
    },
  };
}

/**
 * A lapsed quote renewed at the payment step (lib/payments/enrolments.ts): its code applied again
 * to the new price when it still may be (a use taken again if it was given back), else dropped
 * (its use given back): the learner is shown the new price.
 */
export async function reapplyCouponTx(
  tx: Tx,
  e: {
    id: string;
    course: string;
    cohortId: string | null;
    email: string;
    couponCode: string | null;
  },
  pricePaise: number,
  now: number,
): Promise<AppliedCoupon['data']> {
  if (!e.couponCode || !e.cohortId) return noCoupon.data;
  const at = { course: e.course, cohortId: e.cohortId, email: e.email, pricePaise, now };
  try {
    const applied = await applyCouponTx(tx, e.couponCode, at, e.id);
    await applied.record(e.id);
    return applied.data;
  } catch (err) {
    if (!(err instanceof CouponRefusedError)) throw err;
    await giveBackCouponUseTx(tx, e.id, new Date(now));
    return noCoupon.data;
  }
}
