/**
 * Issue 24, seats exactly: twenty concurrent enrolments for a batch's last two seats, an expired
 * hold freeing its seat, a payment (online or by transfer) after the hold ran out and the seat went
 * to someone else (honoured and flagged), a price change leaving an open quote alone, and an expired
 * quote whose batch filled (full, not renewed). On PostgreSQL the batch row's lock is what is tested.
 */
import { detailsText } from '@/content/checkout';
import {
  COHORT_HAS_ENROLMENTS,
  deleteCohort,
  NOT_SAVED,
  saveCohort,
} from '@/lib/admin/courses/editor';
import { seatsTaken } from '@/lib/courses/cohorts';
import { takeSeat } from '@/lib/courses/seats';
import { db } from '@/lib/db';
import { QUOTE_HOLD_MS } from '@/lib/payments/checkout-course';
import { confirmTransfer } from '@/lib/payments/confirm-transfer';
import { EnrolmentRefusedError, enrolmentForPayment } from '@/lib/payments/enrolments';
import { markPaid } from '@/lib/payments/mark-paid';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { submitTransfer } from '@/lib/payments/transfer';
import { cohortInput } from '@/lib/validation/cohort';
import { dayAfter, publishB1 } from '@/__tests__/support/cohorts';
import { goodCohort } from '@/__tests__/support/course-admin';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

let seq = 0;
/** A new learner each call (own e-mail, phone and address: no limit shared between them). */
function enrol(now: number, batch = 0, references: string[] = []) {
  const n = ++seq;
  return startEnrolment(
    {
      fullName: 'Kavya Rao',
      email: `learner${n}@example.com`,
      phone: `+91 98${String(n).padStart(8, '0')}`,
      consent: true,
      course: 'b1',
      batch,
    },
    { ipHash: `ip-${n}`, userAgent: 'jest', salt: 'salt' },
    now,
    { references, userId: null },
  );
}
const ADMIN = { id: 'user-admin', name: 'Admin' };
const row = (reference: string) => db().enrolment.findUniqueOrThrow({ where: { reference } });

/** A Razorpay-like order for the enrolment, paid at `at` (as the webhook reports it). */
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

describe.each(backends)('seats on %s', (backend) => {
  let database: TestDatabase;
  let batchId: string;
  /** B1 on sale now with batch 0 of `capacity` seats (the other slots 15). */
  const sell = async (capacity: number, price = 1_999_900) => {
    const now = Date.now();
    const c = await publishB1(db(), now, {
      tiers: [{ pricePaise: price, lastDay: '2099-12-31' }],
      batches: [{ slot: 0, capacity }, ...[1, 2, 3, 4].map((slot) => ({ slot }))],
    });
    batchId = c.batches.find((b) => b.slot === 0)!.id;
    return c;
  };
  const taken = async (at: number) => (await seatsTaken(db(), [batchId], at)).get(batchId) ?? 0;

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '100000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '100000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterEach(async () => {
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  it('twenty at once for the last two seats: two hold them, eighteen are told it is full', async () => {
    await sell(2);
    const now = Date.now();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => enrol(now)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(won).toHaveLength(2);
    expect(lost).toHaveLength(18);
    for (const e of lost) {
      expect(e).toBeInstanceOf(EnrolmentRefusedError);
      expect(e).toMatchObject({ status: 409, field: 'batch', message: detailsText.batchFull });
    }
    expect(await taken(now)).toBe(2);
    expect(await db().enrolment.count()).toBe(2);
    expect(await db().enrolment.count({ where: { batchId } })).toBe(2);
    // Another batch of the cohort still takes learners.
    await expect(enrol(now, 1)).resolves.toMatchObject({ created: true });
  });

  it('an expired hold frees its seat: refused 1 ms before the 30 minutes end, taken 1 ms after', async () => {
    await sell(1);
    const t0 = Date.now();
    const first = await enrol(t0);
    expect((await row(first.reference)).quoteExpiresAt.getTime()).toBe(t0 + QUOTE_HOLD_MS);
    await expect(enrol(t0 + QUOTE_HOLD_MS - 1)).rejects.toMatchObject({ field: 'batch' });
    expect(await taken(t0 + QUOTE_HOLD_MS - 1)).toBe(1);
    expect(await taken(t0 + QUOTE_HOLD_MS + 1)).toBe(0);
    const second = await enrol(t0 + QUOTE_HOLD_MS + 1);
    expect(await row(second.reference)).toMatchObject({ batchId, status: 'pending_payment' });
    expect(await taken(t0 + QUOTE_HOLD_MS + 1)).toBe(1);
    // A paid learner keeps the seat for good; a transfer waiting for staff keeps it too.
    await payOnline(second.reference, t0 + QUOTE_HOLD_MS + 2);
    expect(await taken(t0 + 10 * QUOTE_HOLD_MS)).toBe(1);
  });

  it('a payment after the hold ran out, its seat gone to someone else: paid, and flagged', async () => {
    await sell(1);
    const t0 = Date.now();
    const late = await enrol(t0);
    const next = await enrol(t0 + QUOTE_HOLD_MS + 1); // the freed seat
    const result = await payOnline(late.reference, t0 + QUOTE_HOLD_MS + 5_000);
    expect(result.status).toBe('paid');
    expect(await row(late.reference)).toMatchObject({ status: 'paid', overCapacity: true });
    expect(await row(next.reference)).toMatchObject({ overCapacity: false });
    expect(await taken(t0 + QUOTE_HOLD_MS + 5_000)).toBe(2); // over the capacity of 1
    // A payment within its hold is never flagged.
    const onTime = await enrol(t0, 1);
    await payOnline(onTime.reference, t0 + QUOTE_HOLD_MS - 1);
    expect(await row(onTime.reference)).toMatchObject({ status: 'paid', overCapacity: false });
  });

  it('a late payment and a new enrolment at the same moment: never over capacity unflagged', async () => {
    // Before the payment's count wrote to the batch row, PostgreSQL let both commit unflagged.
    for (let i = 0; i < 8; i++) {
      await db().cohort.updateMany({ data: { status: 'closed' } });
      const c = await publishB1(db(), Date.now(), {
        number: 20 + i,
        batches: [{ slot: 0, capacity: 1 }],
      });
      batchId = c.batches[0]!.id;
      const t0 = Date.now();
      const late = await enrol(t0);
      const at = t0 + QUOTE_HOLD_MS + 10;
      await Promise.allSettled([payOnline(late.reference, at), enrol(at)]);
      const flagged = (await row(late.reference)).overCapacity;
      expect([i, await taken(at), flagged]).toEqual([i, flagged ? 2 : 1, flagged]);
    }
  });

  it('a payment for an enrolment staff cancelled, its seat gone: paid, and flagged', async () => {
    await sell(1);
    const t0 = Date.now();
    const cancelled = await enrol(t0);
    await db().enrolment.update({
      where: { reference: cancelled.reference },
      data: { status: 'cancelled' },
    });
    await enrol(t0 + 1_000); // the freed seat, within the first one's 30 minutes
    expect((await payOnline(cancelled.reference, t0 + 2_000)).status).toBe('paid');
    expect(await row(cancelled.reference)).toMatchObject({ status: 'paid', overCapacity: true });
    expect(await taken(t0 + 2_000)).toBe(2);
  });

  it('a late payment whose seat nobody took is not flagged', async () => {
    await sell(1);
    const t0 = Date.now();
    const late = await enrol(t0);
    await payOnline(late.reference, t0 + 3 * QUOTE_HOLD_MS);
    expect(await row(late.reference)).toMatchObject({ status: 'paid', overCapacity: false });
    await expect(enrol(t0 + 3 * QUOTE_HOLD_MS)).rejects.toMatchObject({ field: 'batch' });
  });

  it('a transfer reported after the hold ran out, its seat gone: kept waiting with no seat, then paid and flagged', async () => {
    await sell(1);
    const now = Date.now();
    // Quoted 31 minutes ago (the learner took their time at the bank).
    const late = await enrol(now - QUOTE_HOLD_MS - 60_000);
    const next = await enrol(now);
    expect(await submitTransfer(late.reference, '412356789012')).toMatchObject({
      status: 'awaiting_confirmation',
    });
    // Recorded, holding no seat (lib/payments/holds.ts): the batch stays at its capacity.
    expect(await row(late.reference)).toMatchObject({
      status: 'awaiting_confirmation',
      overCapacity: false,
    });
    expect((await row(late.reference)).holdReleasedAt).not.toBeNull();
    expect(await taken(Date.now())).toBe(1);
    await confirmTransfer(late.reference, '412356789012', { via: 'staff', name: 'Priya' });
    expect(await row(late.reference)).toMatchObject({ status: 'paid', overCapacity: true });
    expect(await row(next.reference)).toMatchObject({ overCapacity: false });
  });

  it('a price change leaves an open quote alone; the next quote uses the new price', async () => {
    const cohort = await sell(15, 1_999_900);
    const t0 = Date.now();
    const open = await enrol(t0);
    expect((await row(open.reference)).amountPaise).toBe(1_999_900);
    await db().cohortTier.updateMany({
      where: { cohortId: cohort.id },
      data: { pricePaise: 2_499_900 },
    });
    // While it holds: the quoted amount, for the payment step and for the learner coming back.
    const held = await enrolmentForPayment(open.reference, t0 + QUOTE_HOLD_MS - 1);
    expect(held).toMatchObject({ requoted: false, full: false });
    expect(held!.enrolment.amountPaise).toBe(1_999_900);
    const again = await startEnrolment(
      {
        fullName: 'Kavya Rao',
        email: (await row(open.reference)).email,
        phone: '+91 9876543210',
        consent: true,
        course: 'b1',
        batch: 1,
      },
      { ipHash: 'ip-again', userAgent: 'jest', salt: 'salt' },
      t0 + 60_000,
      { references: [open.reference], userId: null },
    );
    expect(again).toEqual({ reference: open.reference, created: false });
    expect(await row(open.reference)).toMatchObject({ amountPaise: 1_999_900, batch: 1 });
    // A new learner is quoted the new price; and so is the first once their hold ran out.
    const fresh = await enrol(t0 + 1_000);
    expect((await row(fresh.reference)).amountPaise).toBe(2_499_900);
    const renewed = await enrolmentForPayment(open.reference, t0 + QUOTE_HOLD_MS + 1);
    expect(renewed).toMatchObject({ requoted: true, full: false });
    expect(renewed!.enrolment.amountPaise).toBe(2_499_900);
    // A paid amount never moves.
    await payOnline(fresh.reference, t0 + 2_000);
    await db().cohortTier.updateMany({
      where: { cohortId: cohort.id },
      data: { pricePaise: 9_900 },
    });
    expect((await row(fresh.reference)).amountPaise).toBe(2_499_900);
  });

  it('an order of an earlier quote paid after a requote at another price: the enrolment says what was paid', async () => {
    const cohort = await sell(15, 1_999_900);
    const t0 = Date.now();
    const a = await enrol(t0);
    const e = await row(a.reference);
    // The learner opened Checkout for ₹19,999, left it open; the price went up meanwhile.
    const order = await db().payment.create({
      data: {
        enrolmentId: e.id,
        method: 'razorpay',
        providerOrderId: `order_old_${a.reference}`,
        amountPaise: e.amountPaise,
      },
    });
    await db().cohortTier.updateMany({
      where: { cohortId: cohort.id },
      data: { pricePaise: 2_499_900 },
    });
    const renewed = await enrolmentForPayment(a.reference, t0 + QUOTE_HOLD_MS + 1);
    expect(renewed!.enrolment.amountPaise).toBe(2_499_900);
    const r = await markPaid(
      { orderId: order.providerOrderId!, paymentId: `pay_${a.reference}`, amountPaise: 1_999_900 },
      'webhook',
      new Date(t0 + QUOTE_HOLD_MS + 60_000),
    );
    expect(r.status).toBe('paid');
    expect(await row(a.reference)).toMatchObject({ status: 'paid', amountPaise: 1_999_900 });
  });

  it('an expired quote whose batch filled: full, not renewed; with a seat left it is renewed', async () => {
    await sell(1);
    const t0 = Date.now();
    const first = await enrol(t0);
    const before = await row(first.reference);
    await enrol(t0 + QUOTE_HOLD_MS + 1); // the seat goes to someone else
    const found = await enrolmentForPayment(first.reference, t0 + QUOTE_HOLD_MS + 2);
    expect(found).toMatchObject({ requoted: false, full: true });
    const after = await row(first.reference);
    expect(after.quoteExpiresAt).toEqual(before.quoteExpiresAt);
    expect(after.quotedAt).toEqual(before.quotedAt);
    expect(after.amountPaise).toBe(before.amountPaise);
    expect(await taken(t0 + QUOTE_HOLD_MS + 2)).toBe(1);

    // In a batch with room, the expired quote gets a new 30 minutes (and its seat back).
    const roomy = await enrol(t0, 2);
    const later = t0 + QUOTE_HOLD_MS + 10;
    const renewed = await enrolmentForPayment(roomy.reference, later);
    expect(renewed?.full).toBe(false);
    expect((await row(roomy.reference)).quoteExpiresAt.getTime()).toBe(later + QUOTE_HOLD_MS);
  });

  it('an expired quote of a cohort no longer on sale is not renewed: closed', async () => {
    const cohort = await sell(15);
    const t0 = Date.now();
    const a = await enrol(t0);
    await db().cohort.update({ where: { id: cohort.id }, data: { status: 'closed' } });
    // Its open quote still holds (a learner paying now is not stopped)...
    expect(await enrolmentForPayment(a.reference, t0 + 1_000)).toMatchObject({ closed: false });
    // ...but once it ran out, staff's closing stands.
    const found = await enrolmentForPayment(a.reference, t0 + QUOTE_HOLD_MS + 1);
    expect(found).toMatchObject({ requoted: false, full: false, closed: true });
    expect((await row(a.reference)).quoteExpiresAt.getTime()).toBe(t0 + QUOTE_HOLD_MS);
    // Cohort 13: quoted ten minutes before its last day to enrol ended, back forty minutes later.
    const last = Date.parse('2025-07-07T18:29:59.999Z');
    const late = await startEnrolment(
      {
        fullName: 'Kavya Rao',
        email: 'late@example.com',
        phone: '+91 9876543210',
        consent: true,
        course: 'b1',
        batch: 3,
      },
      { ipHash: 'ip-late', userAgent: 'jest', salt: 'salt' },
      last - 600_000,
    );
    const back = await enrolmentForPayment(late.reference, last + 1_800_000);
    expect(back).toMatchObject({ closed: true });
  });

  it('a paid learner enrolling again is refused after staff renumbered the cohort', async () => {
    const cohort = await sell(15);
    const t0 = Date.now();
    const learner = {
      fullName: 'Kavya Rao',
      email: 'renumbered@example.com',
      phone: '+91 9876500000',
      consent: true as const,
      course: 'b1',
      batch: 1,
    };
    const meta = { ipHash: 'ip-renumbered', userAgent: 'jest', salt: 'salt' };
    const a = await startEnrolment(learner, meta, t0);
    await payOnline(a.reference, t0 + 1_000);
    await db().cohort.update({ where: { id: cohort.id }, data: { number: 41 } });
    const again = startEnrolment(learner, meta, t0 + 2_000, {
      references: [a.reference],
      userId: null,
    });
    await expect(again).rejects.toMatchObject({ status: 409, field: 'email' });
    expect(await db().enrolment.count({ where: { email: learner.email } })).toBe(1);
  });

  /**
   * `change` (staff's) started while an enrolment holds batch 0's row in its open transaction,
   * the enrolment committed half a second later: what `change` answered, and the enrolment after.
   */
  async function whileSeatTaken(
    cohort: { id: string; number: number },
    change: () => Promise<unknown>,
  ) {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let seated!: () => void;
    const inSeat = new Promise<void>((r) => (seated = r));
    const now = new Date();
    const enrolling = db().$transaction(
      async (tx) => {
        expect(await takeSeat(tx, batchId, now.getTime())).toBeNull();
        const e = await tx.enrolment.create({
          data: {
            reference: `FS-TRACE${++seq}`,
            course: 'b1',
            cohort: String(cohort.number),
            batch: 0,
            cohortId: cohort.id,
            batchId,
            fullName: 'Kavya Rao',
            email: 'race@example.com',
            phone: '+91 9876543210',
            amountPaise: 1_999_900,
            mrpPaise: 2_999_900,
            quotedAt: now,
            quoteExpiresAt: new Date(now.getTime() + QUOTE_HOLD_MS),
          },
        });
        seated();
        await gate;
        return e;
      },
      { timeout: 20_000, maxWait: 20_000 },
    );
    await inSeat;
    const answer = change().then(
      () => 'done',
      (e: Error) => e.message,
    );
    await new Promise((r) => setTimeout(r, 500));
    release();
    const e = await enrolling;
    return {
      answer: await answer,
      after: await db().enrolment.findUniqueOrThrow({ where: { id: e.id } }),
    };
  }

  it('deleting a cohort while an enrolment takes a seat in it: refused, the enrolment keeps its cohort', async () => {
    const cohort = await sell(15);
    const { answer, after } = await whileSeatTaken(cohort, () =>
      deleteCohort(cohort.id, cohort.version, ADMIN),
    );
    expect(answer).toBe(COHORT_HAS_ENROLMENTS);
    expect([after.cohortId, after.batchId]).toEqual([cohort.id, batchId]);
  });

  it('removing a batch while an enrolment takes a seat in it: refused, the enrolment keeps its batch', async () => {
    const cohort = await sell(15);
    const stored = await db().batch.findMany({ where: { cohortId: cohort.id } });
    const v = {
      ...goodCohort(),
      number: String(cohort.number),
      batches: stored
        .filter((b) => b.id !== batchId)
        .map((b) => ({ id: b.id, slot: String(b.slot), capacity: '15', open: true })),
    };
    const target = {
      id: cohort.id,
      version: cohort.version,
      course: 'b1',
      status: 'published' as const,
    };
    const { answer, after } = await whileSeatTaken(cohort, () =>
      saveCohort(target, cohortInput.parse(v), ADMIN, Date.now()),
    );
    expect(answer).toBe(NOT_SAVED);
    expect([after.cohortId, after.batchId]).toEqual([cohort.id, batchId]);
  });

  it('a seat only in an open batch of the course’s cohort on sale, at its tier price', async () => {
    const now = Date.now();
    const b1 = await publishB1(db(), now, {
      batches: [{ slot: 0, open: false }, { slot: 1 }, { slot: 2 }],
    });
    // A draft B1 cohort starting earlier with slot 3, and B2 on sale with slot 4.
    await publishB1(db(), now, {
      number: 15,
      status: 'draft',
      start: dayAfter(now, 30),
      batches: [{ slot: 3 }],
    });
    await publishB1(db(), now, { course: 'b2', number: 14, batches: [{ slot: 4 }] });
    for (const batch of [0, 3, 4]) {
      await expect(enrol(now, batch)).rejects.toMatchObject({ status: 409, field: 'batch' });
    }
    const ok = await row((await enrol(now, 1)).reference);
    expect(ok).toMatchObject({ cohortId: b1.id, amountPaise: 1_999_900, mrpPaise: 2_999_900 });
    expect(ok.batchId).toBe(b1.batches.find((b) => b.slot === 1)!.id);
    expect(await db().enrolment.count()).toBe(1);
  });

  it('an expired quote with no cohort (a row from before cohorts, or its cohort gone) is closed, not paid at its old price', async () => {
    await sell(15);
    const t0 = Date.now();
    const a = await enrol(t0);
    await db().enrolment.update({
      where: { reference: a.reference },
      data: { cohortId: null, batchId: null },
    });
    const found = await enrolmentForPayment(a.reference, t0 + QUOTE_HOLD_MS + 1);
    expect(found).toMatchObject({ requoted: false, full: false, closed: true });
    expect((await row(a.reference)).quoteExpiresAt.getTime()).toBe(t0 + QUOTE_HOLD_MS);
  });
});
