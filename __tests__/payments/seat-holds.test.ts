/**
 * Issue 47, seat hoarding: a reported transfer holds its seat for TRANSFER_HOLD_HOURS (default
 * 48), then the seat is free (read at each request) and the release pass records it and e-mails
 * the learner once across instances; staff can still confirm the money (honoured, flagged over
 * capacity when the seat went to someone else). The unpaid-seat cap counts every unpaid seat held
 * by an address (renewals and late reports included; not by an e-mail or phone, which a stranger
 * can type), and from an address every transfer left unconfirmed; an address has a day's budget of seats taken unpaid. Staff
 * release a seat in one click and extend a transfer's hold.
 */
import { detailsText } from '@/content/checkout';
import { AdminInputError } from '@/lib/admin/errors';
import { extendHoldByStaff, releaseSeatByStaff } from '@/lib/admin/holds';
import { seatsTaken } from '@/lib/courses/cohorts';
import { db } from '@/lib/db';
import { QUOTE_HOLD_MS } from '@/lib/payments/checkout-course';
import { confirmTransfer } from '@/lib/payments/confirm-transfer';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { releaseExpiredHolds } from '@/lib/payments/holds';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { submitTransfer } from '@/lib/payments/transfer';
import { publishB1 } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

// Rows are queued, not sent: no SMTP server here.
jest.mock('@/lib/mail/outbox', () => ({
  ...jest.requireActual('@/lib/mail/outbox'),
  kickOutbox: jest.fn(),
}));

const HOLD_MS = 48 * 3_600_000; // lib/env.ts's default TRANSFER_HOLD_HOURS
const staff = { id: 'staff-1', name: 'Priya' };
let seq = 0;

type Who = { ip?: string; email?: string; phone?: string; references?: string[] };
/** A new person each call unless told (own e-mail, phone and address). */
function enrol(now: number, who: Who = {}, batch = 0) {
  const n = ++seq;
  return startEnrolment(
    {
      fullName: `Learner ${n}`,
      email: who.email ?? `learner${n}@example.com`,
      phone: who.phone ?? `+91 98${String(n).padStart(8, '0')}`,
      consent: true,
      course: 'b1',
      batch,
    },
    { ipHash: who.ip ?? `ip-${n}`, userAgent: 'jest', salt: 'salt' },
    now,
    { references: who.references ?? [], userId: null },
  );
}
const utr = () => `UTR${String(++seq).padStart(9, '0')}`;
const row = (reference: string) => db().enrolment.findUniqueOrThrow({ where: { reference } });

describe.each(backends)('seat holds on %s', (backend) => {
  let database: TestDatabase;
  let batchId: string;
  const sell = async (capacity: number) => {
    const c = await publishB1(db(), Date.now(), {
      tiers: [{ pricePaise: 1_999_900, lastDay: '2099-12-31' }],
      batches: [{ slot: 0, capacity }, ...[1, 2, 3, 4].map((slot) => ({ slot }))],
    });
    batchId = c.batches.find((b) => b.slot === 0)!.id;
  };
  const taken = async (at: number) => (await seatsTaken(db(), [batchId], at)).get(batchId) ?? 0;

  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '100000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '100000',
      UNPAID_SEATS_PER_ADDRESS: undefined,
      UNPAID_SEATS_PER_ADDRESS_DAY: undefined,
      TRANSFER_HOLD_HOURS: undefined,
      SMTP_URL: 'smtp://127.0.0.1:2',
      LEADS_NOTIFY_TO: 'staff@example.com',
    });
  });
  afterEach(async () => {
    await useDatabase('file:/nonexistent/none.db', {
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await database.drop();
  });

  it('a stranger cannot keep a batch full: two made-up transfers an address hold 48 hours, the rest only their quote', async () => {
    await sell(4);
    const t0 = Date.now();
    // From one address: four enrolments and four made-up references (the assessment's 8 requests).
    for (let i = 0; i < 4; i++) {
      const e = await enrol(t0, { ip: 'ip-stranger' });
      await submitTransfer(e.reference, utr());
    }
    await expect(enrol(t0)).rejects.toMatchObject({ message: detailsText.batchFull });
    // Once the quotes' 30 minutes are over, only the address's first two transfers hold seats.
    const later = t0 + QUOTE_HOLD_MS + 1_000;
    expect(await taken(later)).toBe(2);
    // A real learner gets one of the two seats back then, before any pass has run.
    await expect(enrol(later)).resolves.toMatchObject({ created: true });
    const after = Date.now() + HOLD_MS + 1_000;
    expect(await taken(after)).toBe(0);
    // The same address cannot take the batch again: its four unconfirmed transfers still count.
    await expect(enrol(after, { ip: 'ip-stranger' })).resolves.toMatchObject({ created: true });
    await expect(enrol(after, { ip: 'ip-stranger' })).resolves.toMatchObject({ created: true });
    await expect(enrol(after, { ip: 'ip-stranger' })).rejects.toMatchObject({
      message: detailsText.tooManyHolds,
    });
    expect(await taken(after)).toBe(2); // two seats left for the next real learners
  });

  it('a transfer past its address’s cap is recorded and keeps its seat only until its quote ends', async () => {
    await sell(3);
    const t0 = Date.now();
    const refs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const e = await enrol(t0, { ip: 'ip-family' });
      await submitTransfer(e.reference, utr());
      refs.push(e.reference);
    }
    const third = await db().enrolment.findUniqueOrThrow({ where: { reference: refs[2] } });
    expect(third.status).toBe('awaiting_confirmation');
    expect(third.holdReleasedAt).toBeNull();
    expect(third.holdExpiresAt!.getTime()).toBe(third.quoteExpiresAt.getTime());
    const first = await db().enrolment.findUniqueOrThrow({ where: { reference: refs[0] } });
    expect(first.holdExpiresAt!.getTime()).toBeGreaterThan(t0 + HOLD_MS - 60_000);
    expect(await taken(t0 + QUOTE_HOLD_MS + 1_000)).toBe(2);
  });

  it('the README’s figures: 3 addresses and 30 requests hold 6 of 15 seats for the day', async () => {
    await sell(15);
    const t0 = Date.now();
    let requests = 0;
    for (const ip of ['ip-s1', 'ip-s2', 'ip-s3']) {
      for (let i = 0; i < 5; i++) {
        const e = await enrol(t0, { ip });
        await submitTransfer(e.reference, utr());
        requests += 2;
      }
    }
    expect(requests).toBe(30);
    await expect(enrol(t0)).rejects.toMatchObject({ message: detailsText.batchFull });
    expect(await taken(t0 + QUOTE_HOLD_MS + 1_000)).toBe(6); // two an address once quotes end
    expect(await taken(t0 + 24 * 3_600_000)).toBe(6);
  });

  it('the README’s figures: 8 addresses and 30 requests keep 15 seats for 48 hours', async () => {
    await sell(15);
    const t1 = Date.now();
    let requests = 0;
    for (let a = 0; a < 8; a++) {
      for (let i = 0; i < 2 && (await taken(t1)) < 15; i++) {
        const e = await enrol(t1, { ip: `ip-f${a}` });
        await submitTransfer(e.reference, utr());
        requests += 2;
      }
    }
    expect(requests).toBe(30);
    expect(await taken(t1 + 24 * 3_600_000)).toBe(15);
    expect(await taken(Date.now() + HOLD_MS + 1_000)).toBe(0);
  });

  it('releases a lapsed hold once across instances, e-mails the learner, and a paid seat is still honoured', async () => {
    await sell(1);
    const a = await enrol(Date.now());
    const reported = utr();
    await submitTransfer(a.reference, reported);
    const held = await row(a.reference);
    expect(held.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + HOLD_MS - 60_000);
    expect(await releaseExpiredHolds(Date.now())).toBe(0);
    const at = held.holdExpiresAt!.getTime() + 1;
    const passes = await Promise.all([1, 2, 3].map(() => releaseExpiredHolds(at)));
    expect(passes.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await releaseExpiredHolds(at + 60_000)).toBe(0);
    expect((await row(a.reference)).holdReleasedAt?.getTime()).toBe(at);
    const mails = await db().outbox.findMany({ where: { topic: 'hold-released' } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: held.email, status: 'pending' });
    expect(mails[0]!.subject).toContain(a.reference);
    expect(mails[0]!.text).toContain(reported);
    expect(mails[0]!.text).toContain('If the money did reach us');
    expect(mails[0]!.text).toContain('48 hours');
    const events = await db().enrolmentEvent.findMany({
      where: { enrolmentId: held.id, note: { startsWith: 'Seat released' } },
    });
    expect(events).toHaveLength(1);
    // Released by the pass: a system row, with no member of staff.
    expect(events[0]).toMatchObject({ actor: 'system', actorId: null });
    // The seat goes to someone else; the money then arrives and staff confirm it.
    const b = await enrol(at + 1_000);
    await expect(
      confirmTransfer(a.reference, reported, { via: 'staff', name: 'Priya' }),
    ).resolves.toMatchObject({ status: 'paid' });
    expect(await row(a.reference)).toMatchObject({ status: 'paid', overCapacity: true });
    expect(await row(b.reference)).toMatchObject({ overCapacity: false });
    expect(
      await db().outbox.count({ where: { topic: 'enrolment-learner', enrolmentId: held.id } }),
    ).toBe(1);
  });

  it('a transfer confirmed within its hold is not flagged', async () => {
    await sell(1);
    const a = await enrol(Date.now());
    await submitTransfer(a.reference, 'UTR000000777');
    await confirmTransfer(a.reference, 'UTR000000777', { via: 'staff', name: 'Priya' });
    expect(await row(a.reference)).toMatchObject({ status: 'paid', overCapacity: false });
    expect(await db().outbox.count({ where: { topic: 'hold-released' } })).toBe(0);
  });

  it('a transfer reported before holds had an end is given one by the pass', async () => {
    await sell(2);
    const a = await enrol(Date.now());
    await submitTransfer(a.reference, utr());
    await db().enrolment.update({
      where: { reference: a.reference },
      data: { holdExpiresAt: null },
    });
    expect(await taken(Date.now() + 10 * HOLD_MS)).toBe(1); // held until it has an end
    const now = Date.now();
    expect(await releaseExpiredHolds(now)).toBe(0);
    expect((await row(a.reference)).holdExpiresAt?.getTime()).toBe(now + HOLD_MS);
    expect(await taken(now + HOLD_MS + 1)).toBe(0);
  });

  it('a stranger typing a learner’s e-mail or phone cannot lock her out: the cap is the address’s', async () => {
    await sell(15);
    const now = Date.now();
    // Six made-up transfers under her e-mail and phone, from one stranger's address.
    for (let i = 0; i < 6; i++) {
      const e = await enrol(now, {
        ip: 'ip-stranger',
        email: 'her@example.com',
        phone: '+91 9000000001',
      });
      await submitTransfer(e.reference, utr());
    }
    await expect(enrol(now, { ip: 'ip-stranger' })).rejects.toMatchObject({
      message: detailsText.tooManyHolds,
    });
    // She, from her own address, still gets a seat.
    await expect(
      enrol(now, { ip: 'ip-hers', email: 'her@example.com', phone: '+91 9000000001' }),
    ).resolves.toMatchObject({ created: true });
  });

  it('renewals count: a lapsed quote is not renewed for an address at the cap', async () => {
    await sell(15);
    const t0 = Date.now();
    const first = await enrol(t0, { ip: 'ip-r', email: 'first@example.com' });
    for (let i = 0; i < 5; i++) await enrol(t0, { ip: 'ip-r' });
    const t1 = t0 + QUOTE_HOLD_MS + 1;
    for (let i = 0; i < 6; i++) await enrol(t1, { ip: 'ip-r' });
    // The checkout's renewal (this browser's cookie) and the payment page's both refuse.
    await expect(
      enrol(t1, { ip: 'ip-r', email: 'first@example.com', references: [first.reference] }),
    ).rejects.toMatchObject({ message: detailsText.tooManyHolds });
    const page = await enrolmentForPayment(first.reference, t1);
    expect(page).toMatchObject({ capped: 'holds', requoted: false });
    expect((await row(first.reference)).quoteExpiresAt.getTime()).toBe(t0 + QUOTE_HOLD_MS);
    expect(await taken(t1)).toBe(6);
  });

  it('an address taking seats unpaid around the clock runs out of its day’s budget', async () => {
    await sell(15);
    const t0 = Date.now();
    const round = QUOTE_HOLD_MS + 1;
    // 24 seats taken unpaid in four rounds of six (each round's quotes lapsed before the next).
    let first = '';
    for (let r = 0; r < 4; r++) {
      for (let i = 0; i < 6; i++) {
        const e = await enrol(t0 + r * round, { ip: 'ip-q' });
        first ||= e.reference;
      }
    }
    const t1 = t0 + 4 * round;
    await expect(enrol(t1, { ip: 'ip-q' })).rejects.toMatchObject({
      message: detailsText.tooManyTakes,
    });
    // The payment page's renewal of a lapsed quote is a seat taken too.
    expect(await enrolmentForPayment(first, t1)).toMatchObject({ capped: 'takes' });
    await expect(enrol(t1)).resolves.toMatchObject({ created: true }); // another address
    // A day after the address's first seat, it has a new budget.
    await expect(enrol(t0 + 24 * 3_600_000 + 1, { ip: 'ip-q' })).resolves.toMatchObject({
      created: true,
    });
  });

  it('a transfer reported after its quote ran out holds a seat only when one is free and under the cap', async () => {
    await sell(15);
    const past = Date.now() - QUOTE_HOLD_MS - 60_000;
    const late = await enrol(past, { ip: 'ip-l' });
    for (let i = 0; i < 6; i++) await enrol(Date.now(), { ip: 'ip-l' });
    await submitTransfer(late.reference, utr());
    const capped = await row(late.reference);
    expect(capped.status).toBe('awaiting_confirmation');
    expect(capped.holdReleasedAt).not.toBeNull();
    expect(await taken(Date.now())).toBe(6);
    // Another learner's late report, with seats free: held for 48 hours.
    const other = await enrol(past);
    await submitTransfer(other.reference, utr());
    const held = await row(other.reference);
    expect(held.holdReleasedAt).toBeNull();
    expect(held.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + HOLD_MS - 60_000);
    expect(await taken(Date.now())).toBe(7);
  });

  it('staff release a seat in one click and extend a transfer’s hold', async () => {
    await sell(1);
    const a = await enrol(Date.now());
    await submitTransfer(a.reference, utr());
    await expect(releaseSeatByStaff(a.reference, staff)).resolves.toBe('transfer');
    expect(await taken(Date.now())).toBe(0);
    expect(await db().outbox.count({ where: { topic: 'hold-released' } })).toBe(1);
    await expect(releaseSeatByStaff(a.reference, staff)).rejects.toBeInstanceOf(AdminInputError);
    // Held again from now, the seat being free; then extended from the hold's end.
    let now = Date.now();
    const until = await extendHoldByStaff(a.reference, 48, staff, now);
    expect(until.getTime()).toBe(now + 48 * 3_600_000);
    expect(await taken(now)).toBe(1);
    const later = await extendHoldByStaff(a.reference, 24, staff, now + 1_000);
    expect(later.getTime()).toBe(now + 72 * 3_600_000);
    await expect(extendHoldByStaff(a.reference, 5, staff)).rejects.toBeInstanceOf(AdminInputError);
    await expect(enrol(Date.now())).rejects.toMatchObject({ message: detailsText.batchFull });
    // Released again, the seat taken by someone else: it cannot be held again.
    await releaseSeatByStaff(a.reference, staff);
    now = Date.now();
    const b = await enrol(now);
    await expect(extendHoldByStaff(a.reference, 48, staff)).rejects.toThrow(/no free seat/);
    // A quote's seat is released too: its hold ends now.
    await expect(releaseSeatByStaff(b.reference, staff, now + 1)).resolves.toBe('quote');
    expect((await row(b.reference)).quoteExpiresAt.getTime()).toBe(now + 1);
    expect(await taken(now + 2)).toBe(0);
    // A paid enrolment holds no seat to release.
    await expect(releaseSeatByStaff('FS-NOPE', staff)).rejects.toBeInstanceOf(AdminInputError);
    // Each change staff made (two releases of a's seat, two extensions, b's release) names them by id.
    const ids = [(await row(a.reference)).id, (await row(b.reference)).id];
    const byStaff = await db().enrolmentEvent.findMany({ where: { enrolmentId: { in: ids } } });
    expect(byStaff.filter((e) => e.actor === 'staff').map((e) => e.actorId)).toEqual(
      Array(5).fill(staff.id),
    );
  });
});
