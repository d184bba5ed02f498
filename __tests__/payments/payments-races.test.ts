import { createDb, db, type Tx } from '@/lib/db';
import { takeSeat } from '@/lib/courses/seats';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { QUOTE_HOLD_MS } from '@/lib/payments/checkout-course';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type Backend,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { publishB1 } from '@/__tests__/support/cohorts';

// A payment recorded on another connection between a request's read of an enrolment and its write
// (the Razorpay webhook, staff confirming a transfer). The seat check runs between the two, in the
// request's transaction: it stands in for the other connection, changing the row there once.
jest.mock('@/lib/courses/seats', () => {
  const actual = jest.requireActual('@/lib/courses/seats');
  return { ...actual, takeSeat: jest.fn(actual.takeSeat) };
});
const seat = takeSeat as jest.MockedFunction<typeof takeSeat>;
const realTakeSeat = jest.requireActual('@/lib/courses/seats').takeSeat as typeof takeSeat;

/** The next seat check first marks this enrolment paid, as a webhook would have meanwhile. */
function paidMeanwhile(reference: string, amountPaise: number) {
  seat.mockImplementationOnce(async (tx: Tx, ...rest) => {
    await tx.enrolment.update({
      where: { reference },
      data: { status: 'paid', paidAt: new Date(), amountPaise },
    });
    return realTakeSeat(tx, ...rest);
  });
}

const meta = { ipHash: 'race-ip', userAgent: 'jest', salt: 'salt' };
const details = {
  fullName: 'Meera Nair',
  email: 'meera@example.com',
  phone: '+91 9876543210',
  consent: true as const,
  course: 'b1',
  batch: 3,
};

/** A fresh database of `backend` for each test, B1 on sale; the seat check put back after. */
function databaseEachTest(backend: Backend): () => TestDatabase {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await publishB1(db());
  });
  afterEach(async () => {
    seat.mockReset();
    seat.mockImplementation(realTakeSeat);
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });
  return () => database;
}

describe.each(backends)('a payment recorded mid-request on %s', (backend) => {
  databaseEachTest(backend);

  it('a lapsed quote renewed on the payment page leaves a paid enrolment paid, at its amount', async () => {
    const now = Date.now();
    const { reference } = await startEnrolment(details, meta, now);
    const before = await db().enrolment.findUniqueOrThrow({ where: { reference } });
    // The learner comes back after the hold: the page would quote today's price again.
    paidMeanwhile(reference, before.amountPaise - 100);
    const shown = await enrolmentForPayment(reference, now + QUOTE_HOLD_MS + 60_000);
    expect(seat).toHaveBeenCalled();
    expect(shown).toMatchObject({ requoted: false, full: false, closed: false });
    expect(shown!.enrolment).toMatchObject({
      status: 'paid',
      amountPaise: before.amountPaise - 100,
    });
    const after = await db().enrolment.findUniqueOrThrow({ where: { reference } });
    expect(after).toMatchObject({
      status: 'paid',
      amountPaise: before.amountPaise - 100,
      quoteExpiresAt: before.quoteExpiresAt,
    });
  });
});

// On PostgreSQL the read and the write of a returning learner's enrolment are two statements of a
// READ COMMITTED transaction, and a payment committed on another connection between them is seen
// by the write (SQLite runs the transactions one after the other: nothing can land between them).
(backends.includes('postgresql') ? describe : describe.skip)(
  'enrolling again while the payment lands, on postgresql',
  () => {
    const database = databaseEachTest('postgresql');

    it('is refused, and the paid enrolment is not turned back to unpaid', async () => {
      const now = Date.now();
      const { reference } = await startEnrolment(details, meta, now);
      const before = await db().enrolment.findUniqueOrThrow({ where: { reference } });
      const webhook = createDb(database().url);
      try {
        seat.mockImplementationOnce(async (...args) => {
          // The webhook's own connection and transaction, committed before the request writes.
          await webhook.enrolment.update({
            where: { reference },
            data: { status: 'paid', paidAt: new Date() },
          });
          return realTakeSeat(...args);
        });
        await expect(
          startEnrolment({ ...details, batch: 2 }, meta, now + 60_000, {
            references: [reference],
            userId: null,
          }),
        ).rejects.toMatchObject({ status: 409 });
      } finally {
        await webhook.$disconnect();
      }
      const after = await db().enrolment.findUniqueOrThrow({ where: { reference } });
      expect(after).toMatchObject({ status: 'paid', amountPaise: before.amountPaise });
      expect(after.batchId).toBe(before.batchId);
    });
  },
);
