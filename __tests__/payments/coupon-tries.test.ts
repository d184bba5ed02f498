/**
 * Coupon codes cannot be guessed or re-used by variants of an address (security review), on SQLite
 * and PostgreSQL: an address may try 10 codes an hour, counted outside the checkout's transaction
 * so that a refused code (which undoes that transaction) still counts; the per-e-mail limit counts
 * the mailbox, so +tags, Gmail's dots and googlemail.com are one learner.
 */
import { couponText } from '@/content/checkout';
import { createCoupon } from '@/lib/admin/coupons';
import { db } from '@/lib/db';
import { COUPON_TRIES_PER_ADDRESS_HOUR } from '@/lib/payments/coupons/tries';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { dayAfter, publishB1 } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const PRICE = 1_649_900;
let seq = 0;
/** A checkout's details step from the address `ip`: a new learner each call unless `email` is given. */
function enrol(now: number, ip: string, couponCode?: string, email?: string) {
  const n = ++seq;
  return startEnrolment(
    {
      fullName: 'Meera Iyer',
      email: email ?? `learner${n}@example.com`,
      phone: `+91 98${String(n).padStart(8, '0')}`,
      consent: true,
      course: 'b1',
      batch: 0,
      ...(couponCode === undefined ? {} : { couponCode }),
    },
    { ipHash: ip, userAgent: 'jest', salt: 'salt' },
    now,
    { references: [], userId: null },
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
const usedCount = async (code: string) =>
  (await db().coupon.findUniqueOrThrow({ where: { code } })).usedCount;

describe.each(backends)('coupon tries and mailboxes on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '100000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '100000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await publishB1(db(), Date.now(), {
      tiers: [{ pricePaise: PRICE, lastDay: dayAfter(Date.now(), 60) }],
      batches: [{ slot: 0, capacity: 40 }],
    });
  });
  afterEach(async () => {
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  it('an address may try 10 codes an hour: the 11th is refused though each refusal rolled back', async () => {
    expect(COUPON_TRIES_PER_ADDRESS_HOUR).toBe(10);
    await createCoupon(form({}), admin);
    const now = Date.now();
    for (let i = 0; i < COUPON_TRIES_PER_ADDRESS_HOUR; i++) {
      await expect(enrol(now + i, 'ip-guesser', `GUESS-${i}`)).rejects.toMatchObject({
        field: 'couponCode',
        message: couponText.unknown,
      });
    }
    // Every refused checkout was undone: no enrolment, no use.
    expect(await db().enrolment.count()).toBe(0);
    // The 11th, even with the right code, is refused with its one sentence.
    await expect(enrol(now + 20, 'ip-guesser', 'B1-20')).rejects.toMatchObject({
      status: 400,
      field: 'couponCode',
      message: couponText.tooManyTries,
    });
    expect(await usedCount('B1-20')).toBe(0);
    expect(await db().enrolment.count()).toBe(0);
    // The same address may still enrol without a code; another address may use the code.
    await expect(enrol(now + 30, 'ip-guesser')).resolves.toMatchObject({ created: true });
    await expect(enrol(now + 40, 'ip-learner', 'B1-20')).resolves.toMatchObject({ created: true });
    expect(await usedCount('B1-20')).toBe(1);
    // An hour after its first try, the address may try again (the code applies).
    const later = await enrol(now + 60 * 60 * 1000 + 1, 'ip-guesser', 'B1-20');
    expect(
      await db().enrolment.findUniqueOrThrow({ where: { reference: later.reference } }),
    ).toMatchObject({ couponCode: 'B1-20' });
  });

  it('the per-e-mail limit holds across +tags, Gmail’s dots and googlemail.com', async () => {
    await createCoupon(form({ maxUsesPerEmail: '1' }), admin);
    const now = Date.now();
    const { reference } = await enrol(now, 'ip-1', 'B1-20', 'meera+1@gmail.com');
    for (const [ip, email] of [
      ['ip-2', 'm.eera@gmail.com'],
      ['ip-3', 'MEERA@googlemail.com'],
      ['ip-4', 'meera+2@gmail.com'],
    ] as const) {
      await expect(enrol(now, ip, 'B1-20', email)).rejects.toMatchObject({
        field: 'couponCode',
        message: couponText.perEmail,
      });
    }
    expect(await usedCount('B1-20')).toBe(1);
    // The use is stored under the mailbox; the enrolment keeps the address as typed.
    const e = await db().enrolment.findUniqueOrThrow({ where: { reference } });
    expect(e.email).toBe('meera+1@gmail.com');
    expect(await db().couponUse.findUniqueOrThrow({ where: { enrolmentId: e.id } })).toMatchObject({
      email: 'meera@gmail.com',
    });
    // Another mailbox is not refused.
    await expect(enrol(now, 'ip-5', 'B1-20', 'meera@example.com')).resolves.toBeTruthy();
    expect(await usedCount('B1-20')).toBe(2);
  });
});
