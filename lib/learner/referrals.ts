import 'server-only';
import { randomCode } from '@/lib/random-code';
import { referral } from '@/content/learner';
import { db, type Tx, isUniqueViolation } from '@/lib/db';
import { formatPaise } from '@/lib/payments/format';

/** Letters and digits a person reads and types without confusion. */
export const REFERRAL_DISCOUNT_PAISE = referral.discountRupees * 100;
export const REFERRAL_REWARD_PAISE = referral.rewardRupees * 100;
export const MIN_WITHDRAWAL_PAISE = referral.minWithdrawalRupees * 100;

export const newReferralCode = () => `${referral.codePrefix}${randomCode(6)}`;

/** A code as typed: trimmed, upper-cased, inner spaces and hyphens dropped. */
export const normaliseCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/** The learner's referral code, made (once) the first time it is asked for. */
export async function referralCodeFor(userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = await db().user.findUnique({
      where: { id: userId },
      select: { referralCode: true },
    });
    if (!user) throw new Error('No such user');
    if (user.referralCode) return user.referralCode;
    try {
      await db().user.updateMany({
        where: { id: userId, referralCode: null },
        data: { referralCode: newReferralCode() },
      });
    } catch (e) {
      // Another user has this code already: try another.
      if (!isUniqueViolation(e)) throw e;
    }
  }
  throw new Error('Could not make a referral code');
}

export type ReferralCheck =
  | { ok: true; referrerId: string; code: string; discountPaise: number }
  | { ok: false; reason: 'unknown' | 'own' | 'same-phone' };

/**
 * The referral a checkout may use: a code of another account. Never one's own, whether the
 * enrolment is made signed in (the account) or not (the referrer's e-mail is the enrolment's),
 * nor one whose owner enrolled before with the same phone number (the same person under another
 * e-mail address).
 */
export async function checkReferral(
  tx: Tx,
  rawCode: string,
  enrolment: { userId: string | null; email: string; phone: string },
): Promise<ReferralCheck> {
  const code = normaliseCode(rawCode);
  const referrer = code
    ? await tx.user.findUnique({ where: { referralCode: code }, select: { id: true, email: true } })
    : null;
  if (!referrer) return { ok: false, reason: 'unknown' };
  if (referrer.id === enrolment.userId || referrer.email === enrolment.email.trim().toLowerCase()) {
    return { ok: false, reason: 'own' };
  }
  const samePhone = await tx.enrolment.findFirst({
    where: {
      phone: enrolment.phone,
      OR: [{ userId: referrer.id }, { email: referrer.email }],
    },
    select: { id: true },
  });
  if (samePhone) return { ok: false, reason: 'same-phone' };
  return { ok: true, referrerId: referrer.id, code, discountPaise: REFERRAL_DISCOUNT_PAISE };
}

/**
 * Inside markPaidTx, when an enrolment becomes paid: its referrer's wallet is credited once. The
 * credit row is unique on the enrolment, so a duplicated payment event, a second payment or a
 * concurrent path can never credit twice (a clash aborts that transaction, which markPaid retries
 * and then finds the credit there). Self-referral is checked again here.
 */
export async function creditReferralTx(
  tx: Tx,
  enrolment: { id: string; referrerId: string | null; userId: string | null; email: string },
): Promise<boolean> {
  if (!enrolment.referrerId || enrolment.referrerId === enrolment.userId) return false;
  const referrer = await tx.user.findUnique({
    where: { id: enrolment.referrerId },
    select: { id: true, email: true },
  });
  if (!referrer || referrer.email === enrolment.email) return false;
  const existing = await tx.referralCredit.findUnique({ where: { enrolmentId: enrolment.id } });
  if (existing) return false;
  await tx.referralCredit.create({
    data: { userId: referrer.id, enrolmentId: enrolment.id, amountPaise: REFERRAL_REWARD_PAISE },
  });
  await tx.user.update({
    where: { id: referrer.id },
    data: { walletPaise: { increment: REFERRAL_REWARD_PAISE } },
  });
  return true;
}

/**
 * Inside 'Mark refunded' (lib/admin/enrolments.ts): the referrer's reward for that enrolment is
 * taken back from their wallet, as much of it as the wallet still holds (the wallet never goes
 * below zero); what they already asked to withdraw and staff have not paid yet is taken off that
 * request (a request brought to nothing is removed), so a reward cashed out and then refunded is
 * not paid. Only what staff already paid out stays for them to settle. The credit is removed, so
 * the friend no longer counts. Returns what happened, for the enrolment's history, or null when the
 * enrolment earned no reward.
 */
export async function takeBackReferralTx(tx: Tx, enrolmentId: string): Promise<string | null> {
  const credit = await tx.referralCredit.findUnique({ where: { enrolmentId } });
  if (!credit) return null;
  let back = 0;
  for (let attempt = 0; attempt < 3; attempt++) {
    const user = await tx.user.findUnique({
      where: { id: credit.userId },
      select: { walletPaise: true },
    });
    back = Math.min(credit.amountPaise, Math.max(0, user?.walletPaise ?? 0));
    if (back === 0) break;
    // Conditional, as a withdrawal is: a withdrawal at the same moment cannot take it below zero.
    const taken = await tx.user.updateMany({
      where: { id: credit.userId, walletPaise: { gte: back } },
      data: { walletPaise: { decrement: back } },
    });
    if (taken.count === 1) break;
    back = 0;
  }
  const fromRequests = await takeFromUnpaidWithdrawals(
    tx,
    credit.userId,
    credit.amountPaise - back,
  );
  await tx.referralCredit.delete({ where: { id: credit.id } });
  const reward = formatPaise(credit.amountPaise);
  const left = credit.amountPaise - back - fromRequests;
  const parts = [
    ...(back ? [`${formatPaise(back)} from the referrer's wallet`] : []),
    ...(fromRequests ? [`${formatPaise(fromRequests)} from their withdrawal not yet paid`] : []),
  ];
  if (back === credit.amountPaise) {
    return `referral reward of ${reward} taken back from the referrer's wallet`;
  }
  if (!left) return `referral reward of ${reward} taken back: ${parts.join(', ')}`;
  if (!parts.length) {
    return `referral reward of ${reward} not taken back: already paid out to the referrer`;
  }
  return `referral reward of ${reward}: ${parts.join(', ')} taken back; ${formatPaise(left)} not, already paid out to the referrer`;
}

/**
 * Takes up to `amount` off the user's withdrawal requests staff have not paid yet, newest first,
 * and removes a request brought to nothing. Each take is one conditional decrement, so refunds at
 * the same moment each take their own share (one that finds less than it wanted reads again), and
 * staff marking a request paid at the same moment keep what they paid (they mark it paid at the
 * amount their page showed: `markWithdrawalPaid`). Returns how much was taken.
 */
async function takeFromUnpaidWithdrawals(tx: Tx, userId: string, amount: number): Promise<number> {
  let taken = 0;
  for (let attempt = 0; attempt < 3 && taken < amount; attempt++) {
    const requests = await tx.withdrawal.findMany({
      where: { userId, status: 'requested', amountPaise: { gt: 0 } },
      orderBy: { createdAt: 'desc' },
      select: { id: true, amountPaise: true },
    });
    if (!requests.length) break;
    for (const w of requests) {
      const take = Math.min(amount - taken, w.amountPaise);
      if (take <= 0) break;
      const done = await tx.withdrawal.updateMany({
        where: { id: w.id, status: 'requested', amountPaise: { gte: take } },
        data: { amountPaise: { decrement: take } },
      });
      if (done.count === 1) taken += take;
    }
  }
  if (taken) {
    await tx.withdrawal.deleteMany({ where: { userId, status: 'requested', amountPaise: 0 } });
  }
  return taken;
}

export class WithdrawalRefusedError extends Error {}

/**
 * 'Withdraw Amount': the whole balance, to a UPI id, recorded for staff to pay. The balance is
 * taken by a conditional decrement (only while it still holds the amount), so of concurrent
 * requests one wins and the balance never goes below zero.
 */
export async function requestWithdrawal(
  userId: string,
  upiId: string,
): Promise<{ id: string; amountPaise: number }> {
  return db().$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { walletPaise: true } });
    const amount = user?.walletPaise ?? 0;
    if (amount < MIN_WITHDRAWAL_PAISE) throw new WithdrawalRefusedError();
    const taken = await tx.user.updateMany({
      where: { id: userId, walletPaise: { gte: amount } },
      data: { walletPaise: { decrement: amount } },
    });
    if (taken.count !== 1) throw new WithdrawalRefusedError();
    const w = await tx.withdrawal.create({
      data: { userId, amountPaise: amount, upiId },
      select: { id: true, amountPaise: true },
    });
    return w;
  });
}

/**
 * Staff paid a withdrawal of `amountPaise`, the amount their page showed: marked paid once, and
 * only at that amount. A refund may have taken part or all of it back since the page was loaded
 * (`takeBackReferralTx`): then nothing is marked, and staff are told which ('changed': it is
 * smaller now; 'gone': nothing is left to pay).
 */
export async function markWithdrawalPaid(
  id: string,
  by: string,
  amountPaise: number,
): Promise<'paid' | 'already_paid' | 'changed' | 'gone'> {
  const r = await db().withdrawal.updateMany({
    where: { id, status: 'requested', amountPaise },
    data: { status: 'paid', paidAt: new Date(), paidBy: by },
  });
  if (r.count === 1) return 'paid';
  const now = await db().withdrawal.findUnique({ where: { id }, select: { status: true } });
  if (!now) return 'gone';
  return now.status === 'paid' ? 'already_paid' : 'changed';
}

/** The wallet as the refer-and-earn page shows it. */
export async function walletOf(userId: string) {
  const [user, credits, withdrawals] = await Promise.all([
    db().user.findUnique({ where: { id: userId }, select: { walletPaise: true } }),
    db().referralCredit.aggregate({
      where: { userId },
      _sum: { amountPaise: true },
      _count: { _all: true },
    }),
    db().withdrawal.findMany({
      where: { userId },
      orderBy: { createdAt: 'desc' },
      take: 20,
      select: { id: true, amountPaise: true, upiId: true, status: true, createdAt: true },
    }),
  ]);
  return {
    balancePaise: user?.walletPaise ?? 0,
    earnedPaise: credits._sum.amountPaise ?? 0,
    friends: credits._count._all,
    withdrawals,
  };
}
