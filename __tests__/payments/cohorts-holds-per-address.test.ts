/**
 * One connection cannot hold a whole cohort: a new enrolment is refused once the enrolments from
 * its address hold UNPAID_SEATS_PER_ADDRESS (env, default 6) unpaid seats of the cohort (waiting for payment or for
 * a transfer's confirmation). Another address, a paid seat, or a hold that ran out do not count.
 */
import { detailsText } from '@/content/checkout';
import { db } from '@/lib/db';
import { QUOTE_HOLD_MS } from '@/lib/payments/checkout-course';
import { EnrolmentRefusedError } from '@/lib/payments/enrolments';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { publishB1 } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const UNPAID_SEATS_PER_ADDRESS = 6; // lib/env.ts's default
let seq = 0;
/** A new person each call (own e-mail and phone), from `address`. */
function enrol(address: string, now: number, batch = 0) {
  const n = ++seq;
  return startEnrolment(
    {
      fullName: 'Kavya Rao',
      email: `holder${n}@example.com`,
      phone: `+91 97${String(n).padStart(8, '0')}`,
      consent: true,
      course: 'b1',
      batch,
    },
    { ipHash: address, userAgent: 'jest', salt: 'salt' },
    now,
  );
}

describe.each(backends)('unpaid seats per address on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
    });
    await publishB1(db());
  });
  afterEach(async () => {
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  it('refuses the next hold from an address at the cap, and only from it', async () => {
    const now = Date.now();
    for (let i = 0; i < UNPAID_SEATS_PER_ADDRESS; i++) await enrol('ip-a', now, i % 5);
    const refused = await enrol('ip-a', now, 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EnrolmentRefusedError);
    expect(refused).toMatchObject({
      status: 409,
      field: 'batch',
      message: detailsText.tooManyHolds,
    });
    expect(await db().enrolment.count({ where: { ipHash: 'ip-a' } })).toBe(
      UNPAID_SEATS_PER_ADDRESS,
    );
    await expect(enrol('ip-b', now, 1)).resolves.toMatchObject({ created: true });
  });

  it('a paid seat does not count, nor a hold that ran out', async () => {
    const now = Date.now();
    const first = await enrol('ip-c', now);
    for (let i = 1; i < UNPAID_SEATS_PER_ADDRESS; i++) await enrol('ip-c', now);
    await db().enrolment.update({
      where: { reference: first.reference },
      data: { status: 'paid' },
    });
    await expect(enrol('ip-c', now)).resolves.toMatchObject({ created: true });
    await expect(enrol('ip-c', now)).rejects.toMatchObject({ message: detailsText.tooManyHolds });
    await expect(enrol('ip-c', now + QUOTE_HOLD_MS + 1)).resolves.toMatchObject({ created: true });
  });
});
