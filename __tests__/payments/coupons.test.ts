/**
 * Issue 50, coupon codes: the pure rules (form, days, course, discount and its floor), and on
 * SQLite and PostgreSQL the server applying a code in the quote's transaction: the last use of a
 * 10-use code taken by exactly one of twenty simultaneous checkouts, a lapsed quote giving its use
 * back, a renewed quote keeping its one use, a cancelled enrolment giving it back and a paid one
 * keeping it, the per-e-mail limit, each refusal's one sentence, and staff's counts.
 */
import { couponText } from '@/content/checkout';
import { closeEnrolment } from '@/lib/admin/enrolments';
import { erasePerson } from '@/lib/admin/erase';
import { couponErrors, couponsForStaff, createCoupon, setCouponActive } from '@/lib/admin/coupons';
import { db } from '@/lib/db';
import { QUOTE_HOLD_MS } from '@/lib/payments/checkout-course';
import {
  couponDiscountPaise,
  couponRefusal,
  FLOOR_PAISE,
  priceBeforeDiscounts,
} from '@/lib/payments/coupons/rules';
import { releaseLapsedCouponUses } from '@/lib/payments/coupons/uses';
import { EnrolmentRefusedError, enrolmentForPayment } from '@/lib/payments/enrolments';
import { markPaid } from '@/lib/payments/mark-paid';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { referralCodeFor } from '@/lib/learner/referrals';
import { referral } from '@/content/learner';
import { userWithSession } from '@/__tests__/support/auth';
import { receiptData } from '@/lib/payments/enrolment-view';
import { receiptPdf } from '@/lib/pdf/receipt';
import { pdfText } from '@/__tests__/support/pdf-text';
import { dayAfter, publishB1 } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const PRICE = 1_649_900; // ₹16,499, the tier's price of the day
const rule = {
  kind: 'percent',
  value: 20,
  courses: null,
  cohortId: null,
  validFrom: null,
  validTo: null,
  active: true,
};
const at = { course: 'b1', cohortId: 'c14', today: '2026-12-02' };

describe('coupon rules', () => {
  it('takes a whole percent of the day’s price, rounded down to the paisa, or a fixed amount', () => {
    expect(couponDiscountPaise(rule, PRICE)).toBe(329_980);
    expect(couponDiscountPaise({ kind: 'percent', value: 15 }, 1_999_933)).toBe(299_989);
    expect(couponDiscountPaise({ kind: 'amount', value: 200_000 }, PRICE)).toBe(200_000);
  });
  it('never leaves less than ₹1 to pay', () => {
    expect(couponDiscountPaise({ kind: 'percent', value: 100 }, PRICE)).toBe(PRICE - FLOOR_PAISE);
    expect(couponDiscountPaise({ kind: 'amount', value: 9_999_900 }, PRICE)).toBe(
      PRICE - FLOOR_PAISE,
    );
  });
  it('applies from its first India day to its last, both included, to its courses or cohort', () => {
    expect(couponRefusal({ ...rule, validFrom: '2026-12-02' }, at)).toBeNull();
    expect(couponRefusal({ ...rule, validFrom: '2026-12-03' }, at)).toBe('notYet');
    expect(couponRefusal({ ...rule, validTo: '2026-12-02' }, at)).toBeNull();
    expect(couponRefusal({ ...rule, validTo: '2026-12-01' }, at)).toBe('expired');
    expect(couponRefusal({ ...rule, courses: '["b1","b2"]' }, at)).toBeNull();
    expect(couponRefusal({ ...rule, courses: '["a1"]' }, at)).toBe('wrongCourse');
    expect(couponRefusal({ ...rule, cohortId: 'c13' }, at)).toBe('wrongCourse');
    expect(couponRefusal({ ...rule, cohortId: 'c14' }, at)).toBeNull();
    expect(couponRefusal({ ...rule, active: false }, at)).toBe('paused');
  });
});

let seq = 0;
/** A checkout's details step: a new learner each call unless `email` is given. */
function enrol(
  now: number,
  couponCode?: string,
  o: { email?: string; references?: string[]; batch?: number; referralCode?: string } = {},
) {
  const n = ++seq;
  return startEnrolment(
    {
      fullName: 'Kavya Rao',
      email: o.email ?? `learner${n}@example.com`,
      phone: `+91 97${String(n).padStart(8, '0')}`,
      consent: true,
      course: 'b1',
      batch: o.batch ?? 0,
      ...(couponCode === undefined ? {} : { couponCode }),
      ...(o.referralCode ? { referralCode: o.referralCode } : {}),
    },
    { ipHash: `ip-${n}`, userAgent: 'jest', salt: 'salt' },
    now,
    { references: o.references ?? [], userId: null },
  );
}
const row = (reference: string) => db().enrolment.findUniqueOrThrow({ where: { reference } });
const coupon = (code: string) => db().coupon.findUniqueOrThrow({ where: { code } });
const liveUses = (code: string) =>
  db().couponUse.count({ where: { coupon: { code }, releasedAt: null } });

async function payOnline(reference: string, at: number) {
  const e = await row(reference);
  const p = await db().payment.create({
    data: {
      enrolmentId: e.id,
      method: 'razorpay',
      providerOrderId: `order_${reference}`,
      amountPaise: e.amountPaise,
    },
  });
  return markPaid(
    { orderId: p.providerOrderId!, paymentId: `pay_${reference}` },
    'webhook',
    new Date(at),
  );
}

const admin = { id: 'admin-1', name: 'Meera (admin)' };
const form = (o: Partial<Parameters<typeof createCoupon>[0]>) => ({
  code: 'B1-20',
  kind: 'percent',
  value: '20',
  courses: ['b1'],
  cohortId: '',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerEmail: '',
  note: '',
  ...o,
});

describe.each(backends)('coupons on %s', (backend) => {
  let database: TestDatabase;
  let cohortId: string;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '100000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '100000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    const c = await publishB1(db(), Date.now(), {
      tiers: [{ pricePaise: PRICE, lastDay: dayAfter(Date.now(), 60) }],
      batches: [{ slot: 0, capacity: 40 }, ...[1, 2, 3, 4].map((slot) => ({ slot }))],
    });
    cohortId = c.id;
  });
  afterEach(async () => {
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  it('the server takes 20% off the tier’s price and counts the use', async () => {
    await createCoupon(form({}), admin);
    const now = Date.now();
    const { reference } = await enrol(now, ' b1-20 ');
    const e = await row(reference);
    expect(e).toMatchObject({
      couponCode: 'B1-20',
      couponDiscountPaise: 329_980,
      amountPaise: PRICE - 329_980,
      mrpPaise: 2_999_900,
    });
    expect(priceBeforeDiscounts(e)).toBe(PRICE);
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    expect(await db().couponUse.findUniqueOrThrow({ where: { enrolmentId: e.id } })).toMatchObject({
      discountPaise: 329_980,
      releasedAt: null,
    });
  });

  it('a friend’s referral code comes off what the coupon leaves; a 100% code leaves ₹1', async () => {
    await createCoupon(form({}), admin);
    await createCoupon(form({ code: 'ALL-FREE', value: '100' }), admin);
    const friend = await userWithSession('learner', 'Anil Kapoor');
    const code = await referralCodeFor(friend.id);
    const now = Date.now();
    const both = await enrol(now, 'B1-20', { referralCode: code });
    const off = referral.discountRupees * 100;
    expect(await row(both.reference)).toMatchObject({
      couponDiscountPaise: 329_980,
      referralDiscountPaise: off,
      amountPaise: PRICE - 329_980 - off,
    });
    const free = await enrol(now, 'ALL-FREE', { referralCode: code });
    expect(await row(free.reference)).toMatchObject({
      couponDiscountPaise: PRICE - 100,
      referralDiscountPaise: 0,
      amountPaise: 100,
    });
  });

  it('the last use of a 10-use code goes to exactly one of twenty simultaneous checkouts', async () => {
    await createCoupon(form({ maxUses: '10' }), admin);
    const now = Date.now();
    for (let i = 0; i < 9; i++) await enrol(now, 'B1-20');
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => enrol(now, 'B1-20')));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const e of lost) {
      expect(e).toBeInstanceOf(EnrolmentRefusedError);
      expect(e).toMatchObject({ status: 400, field: 'couponCode', message: couponText.usedUp });
    }
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 10 });
    expect(await liveUses('B1-20')).toBe(10);
    expect(await db().enrolment.count({ where: { couponCode: 'B1-20' } })).toBe(10);
    // The refused checkouts made no enrolment at all (their transactions were undone).
    expect(await db().enrolment.count()).toBe(10);
  });

  it('a quote that lapses unpaid gives its use back; a payment after that takes it again', async () => {
    await createCoupon(form({ maxUses: '1' }), admin);
    const t0 = Date.now();
    const first = await enrol(t0, 'B1-20');
    await expect(enrol(t0 + QUOTE_HOLD_MS - 1, 'B1-20')).rejects.toMatchObject({
      message: couponText.usedUp,
    });
    const second = await enrol(t0 + QUOTE_HOLD_MS + 1, 'B1-20');
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    const firstUse = await db().couponUse.findUniqueOrThrow({
      where: { enrolmentId: (await row(first.reference)).id },
    });
    expect(firstUse.releasedAt).not.toBeNull();
    expect((await row(second.reference)).couponDiscountPaise).toBe(329_980);
    // The first learner's Razorpay order (made while the quote held) is paid late: honoured at
    // the price with the code, and the use counted again, past the limit rather than refused.
    await payOnline(first.reference, t0 + QUOTE_HOLD_MS + 5);
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 2 });
    expect(await liveUses('B1-20')).toBe(2);
  });

  it('the release pass gives back lapsed quotes’ uses, once, and never a paid one’s', async () => {
    await createCoupon(form({}), admin);
    const t0 = Date.now();
    const lapsing = await enrol(t0, 'B1-20');
    const paid = await enrol(t0, 'B1-20');
    await payOnline(paid.reference, t0 + 1000);
    await Promise.all([
      releaseLapsedCouponUses(t0 + QUOTE_HOLD_MS + 1),
      releaseLapsedCouponUses(t0 + QUOTE_HOLD_MS + 1),
    ]);
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    const uses = await db().couponUse.findMany({ include: { enrolment: true } });
    expect(uses.map((u) => [u.enrolment.reference, u.releasedAt === null]).sort()).toEqual(
      [
        [lapsing.reference, false],
        [paid.reference, true],
      ].sort(),
    );
  });

  it('a renewed quote keeps its one use; without the code it gives the use back', async () => {
    await createCoupon(form({ maxUses: '5' }), admin);
    const t0 = Date.now();
    const email = 'asha@example.com';
    const { reference } = await enrol(t0, 'B1-20', { email });
    const mine = { email, references: [reference] };
    await enrol(t0 + 1000, 'B1-20', mine);
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    // Its quote lapsed: renewed with the code, the one use taken again (not a second one).
    await enrol(t0 + QUOTE_HOLD_MS + 10, 'B1-20', mine);
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    expect(await db().couponUse.count()).toBe(1);
    // The payment step renews a lapsed quote with its code.
    const later = t0 + 2 * QUOTE_HOLD_MS + 20;
    const renewed = await enrolmentForPayment(reference, later);
    expect(renewed?.enrolment).toMatchObject({
      couponDiscountPaise: 329_980,
      amountPaise: PRICE - 329_980,
    });
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    // Sent again without the code: full price, the use given back.
    await enrol(later + 10, '', mine);
    expect(await row(reference)).toMatchObject({
      couponCode: null,
      couponDiscountPaise: 0,
      amountPaise: PRICE,
    });
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 0 });
    expect(await liveUses('B1-20')).toBe(0);
  });

  it('the receipt names the code and what it took off', async () => {
    await createCoupon(form({}), admin);
    const now = Date.now();
    const { reference } = await enrol(now, 'B1-20');
    await payOnline(reference, now + 10);
    const e = await db().enrolment.findUniqueOrThrow({
      where: { reference },
      include: { payments: true },
    });
    const text = pdfText(await receiptPdf(receiptData(e))).replace(/\s+/g, ' ');
    expect(text).toContain('List price ₹29,999');
    expect(text).toContain('Discount - ₹13,500');
    expect(text).toContain('Coupon code (B1-20) - ₹3,299.80');
    expect(text).toContain('Amount paid ₹13,199.20');
  });

  it('a cancelled enrolment gives its use back; a paid one keeps it', async () => {
    await createCoupon(form({}), admin);
    const now = Date.now();
    const cancelled = await enrol(now, 'B1-20');
    const paid = await enrol(now, 'B1-20');
    await payOnline(paid.reference, now + 10);
    await closeEnrolment(cancelled.reference, 'cancel', 'Asked to cancel', admin);
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    const [row0] = await couponsForStaff(now + 20);
    expect(row0).toMatchObject({
      paidUses: 1,
      heldUses: 0,
      revenuePaise: PRICE - 329_980,
      scope: expect.stringContaining('B1'),
    });
    // A partial refund: the revenue it brought is what the school kept.
    await db().enrolment.update({
      where: { reference: paid.reference },
      data: { refundedPaise: 100_000 },
    });
    expect((await couponsForStaff(now + 30))[0]).toMatchObject({
      revenuePaise: PRICE - 329_980 - 100_000,
    });
  });

  it('one use per e-mail: the same address is refused a second, another address is not', async () => {
    await createCoupon(form({ maxUsesPerEmail: '1' }), admin);
    const now = Date.now();
    await enrol(now, 'B1-20', { email: 'ravi@example.com' });
    // A second enrolment under the same e-mail (another browser: a row of its own).
    await expect(enrol(now, 'b1-20', { email: 'Ravi@Example.com' })).rejects.toMatchObject({
      field: 'couponCode',
      message: couponText.perEmail,
    });
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
    await expect(enrol(now, 'B1-20', { email: 'sita@example.com' })).resolves.toBeTruthy();
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 2 });
  });

  it('each refusal has its one sentence, and the enrolment is not made', async () => {
    const now = Date.now();
    await createCoupon(form({ code: 'LATER', validFrom: dayAfter(now, 2) }), admin);
    await createCoupon(form({ code: 'OVER', validTo: dayAfter(now, -1) }), admin);
    await createCoupon(form({ code: 'A1-ONLY', courses: ['a1'] }), admin);
    await createCoupon(form({ code: 'ONE-USE', maxUses: '1' }), admin);
    const paused = await createCoupon(form({ code: 'PAUSED' }), admin);
    await db().coupon.update({ where: { id: paused.id }, data: { active: false } });
    const other = await publishB1(db(), now, { number: 15, status: 'draft' });
    await createCoupon(form({ code: 'COHORT-15', courses: [], cohortId: other.id }), admin);
    await enrol(now, 'ONE-USE');
    const cases: [string, string][] = [
      ['NOPE-1', couponText.unknown],
      ['£!', couponText.format],
      ['LATER', couponText.notYet],
      ['OVER', couponText.expired],
      ['A1-ONLY', couponText.wrongCourse],
      ['COHORT-15', couponText.wrongCourse],
      ['ONE-USE', couponText.usedUp],
      ['PAUSED', couponText.paused],
    ];
    const before = await db().enrolment.count();
    for (const [code, message] of cases) {
      await expect(enrol(now, code)).rejects.toMatchObject({ field: 'couponCode', message });
    }
    expect(await db().enrolment.count()).toBe(before);
    expect(new Set(cases.map(([, m]) => m)).size).toBe(7);
    // The cohort's own code applies to it.
    expect(
      await createCoupon(form({ code: 'COHORT-14', courses: [], cohortId }), admin),
    ).toBeTruthy();
    await expect(enrol(now, 'COHORT-14')).resolves.toBeTruthy();
  });

  it('a paused code is refused with its sentence, its uses stay; activated, it applies again', async () => {
    const c = await createCoupon(form({}), admin);
    const now = Date.now();
    const held = await enrol(now, 'B1-20');
    await setCouponActive(c.id, false);
    await expect(enrol(now, 'B1-20')).rejects.toMatchObject({ message: couponText.paused });
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1, active: false });
    expect((await row(held.reference)).couponDiscountPaise).toBe(329_980);
    await setCouponActive(c.id, true);
    await expect(enrol(now, 'B1-20')).resolves.toBeTruthy();
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 2 });
    await expect(setCouponActive('no-such-code', true)).rejects.toMatchObject({
      message: couponErrors.noCoupon,
    });
  });

  it('erasing a person takes their address off their coupon use; the use stays counted', async () => {
    await createCoupon(form({ maxUsesPerEmail: '1' }), admin);
    const now = Date.now();
    const { reference } = await enrol(now, 'B1-20', { email: 'gone@example.com' });
    await payOnline(reference, now + 10);
    await erasePerson({ email: 'gone@example.com' }, admin);
    const use = await db().couponUse.findFirstOrThrow();
    expect(use.email).not.toContain('gone');
    expect(await coupon('B1-20')).toMatchObject({ usedCount: 1 });
  });

  it('staff’s create form: each mistake has its sentence, a taken name is refused', async () => {
    const cases: [Partial<Parameters<typeof createCoupon>[0]>, string][] = [
      [{ code: 'x' }, couponErrors.code],
      [{ kind: 'half' }, couponErrors.kind],
      [{ value: '101' }, couponErrors.percent],
      [{ value: '12.5' }, couponErrors.percent],
      [{ kind: 'amount', value: '0' }, couponErrors.amount],
      [{ courses: ['b1'], cohortId: cohortId }, couponErrors.scope],
      [{ courses: ['nope'] }, couponErrors.scope],
      [{ validFrom: '2026-12-10', validTo: '2026-12-09' }, couponErrors.dates],
      [{ maxUses: '0' }, couponErrors.uses],
      [{ maxUsesPerEmail: '1.5' }, couponErrors.uses],
    ];
    for (const [o, message] of cases) {
      await expect(createCoupon(form(o), admin)).rejects.toMatchObject({ message });
    }
    const made = await createCoupon(
      form({ kind: 'amount', value: '1500.50', code: 'flat-1500' }),
      admin,
    );
    expect(made).toMatchObject({ code: 'FLAT-1500', value: 150_050, courses: '["b1"]' });
    await expect(createCoupon(form({ code: 'Flat-1500' }), admin)).rejects.toMatchObject({
      message: couponErrors.taken,
    });
  });
});
