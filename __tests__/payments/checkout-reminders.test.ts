/**
 * Abandoned-checkout reminders (issue 52): two at most, after 1 and 24 hours, each sent once
 * across instances; none after payment, a reported transfer, a cancellation, a newer enrolment of
 * the same e-mail paid or reported, the cohort's last day to enrol, 'No more reminders', a full
 * batch, or too long after the quote. The links: the resume link opens the payment step in another
 * browser, a forged or expired one does not; the stop link records once.
 */
import { POST as resumePost } from '@/app/api/enrolments/resume/route';
import { POST as stopPost } from '@/app/api/enrolments/no-more-reminders/route';
import { db } from '@/lib/db';
import { addDays, todayInIndia } from '@/lib/dates';
import { readEnrolmentCookie } from '@/lib/payments/cookie';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { resumeToken } from '@/lib/payments/reminder-links';
import { sendDueReminders } from '@/lib/payments/reminders';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { publishB1 } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';

jest.mock('@/lib/mail/outbox', () => ({
  ...jest.requireActual('@/lib/mail/outbox'),
  kickOutbox: jest.fn(),
}));
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
  headers: async () => new Headers(),
}));

const H = 3_600_000;
const ORIGIN = 'https://school.example';
let seq = 0;

function enrol(now: number, email?: string, batch = 0) {
  const n = ++seq;
  return startEnrolment(
    {
      fullName: `Learner ${n}`,
      email: email ?? `learner${n}@example.com`,
      phone: `+91 97${String(n).padStart(8, '0')}`,
      consent: true,
      course: 'b1',
      batch,
    },
    { ipHash: `ip-${n}`, userAgent: 'jest', salt: 'salt' },
    now,
    { references: [], userId: null },
  );
}
const row = (reference: string) => db().enrolment.findUniqueOrThrow({ where: { reference } });
const mails = (reference: string) =>
  db().outbox.findMany({
    where: { enrolment: { reference }, topic: { startsWith: 'checkout-reminder' } },
    orderBy: { createdAt: 'asc' },
  });
/** Three instances' passes at once: how many reminders they sent between them. */
const passes = async (at: number) =>
  (await Promise.all([1, 2, 3].map(() => sendDueReminders(at)))).reduce((a, b) => a + b, 0);
const post = (handler: (r: Request) => Promise<Response>, url: string, token: string) =>
  handler(jsonRequest(url, { token }, { headers: { origin: ORIGIN } }));

describe.each(backends)('checkout reminders on %s', (backend) => {
  let database: TestDatabase;
  let cohortId: string;
  let t0: number;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '100000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '100000',
      SMTP_URL: 'smtp://127.0.0.1:2',
      LEADS_NOTIFY_TO: 'staff@example.com',
      SITE_URL: ORIGIN,
    });
    t0 = Date.now();
    cohortId = (
      await publishB1(db(), t0, {
        batches: [
          { slot: 0, capacity: 15 },
          { slot: 1, capacity: 1 },
        ],
      })
    ).id;
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });
  beforeEach(async () => {
    // Each test alone: earlier tests' enrolments are past their reminders.
    await db().enrolment.updateMany({ data: { remindersStoppedAt: new Date(t0) } });
    jar.clear();
  });

  it('sends the first after an hour and the second after a day, each once across instances, and no third', async () => {
    const { reference } = await enrol(t0);
    expect(await passes(t0 + H - 60_000)).toBe(0);
    expect(await passes(t0 + H + 1_000)).toBe(1);
    expect(await passes(t0 + 2 * H)).toBe(0);
    expect(await passes(t0 + 24 * H - 60_000)).toBe(0);
    expect(await passes(t0 + 24 * H + 1_000)).toBe(1);
    expect(await passes(t0 + 48 * H)).toBe(0);
    const sent = await mails(reference);
    expect(sent.map((m) => m.topic)).toEqual(['checkout-reminder-1', 'checkout-reminder-2']);
    const [first, second] = sent;
    expect(first).toMatchObject({ to: expect.stringMatching(/@example\.com$/), status: 'pending' });
    expect(first!.subject).toContain(reference);
    // The quote's 30 minutes ran out: today's price, honestly, and the batch's seats.
    expect(first!.text).toContain("today's price for this batch is ₹19,999");
    expect(first!.text).toContain('The batch has 15 seats left.');
    expect(first!.text).toMatch(/\/checkout\/resume\?t=FS-/);
    expect(first!.text).toMatch(/\/checkout\/no-more-reminders\?t=FS-/);
    expect(first!.text).toContain('at most one more reminder');
    expect(second!.text).toContain('the last reminder');
    expect(first!.text).not.toMatch(/<img|https?:\/\/(?!school\.example)/);
    const e = await row(reference);
    expect(e).toMatchObject({ remindersSent: 2, status: 'pending_payment' });
    const history = await db().enrolmentEvent.findMany({
      where: { enrolmentId: e.id, note: { startsWith: 'Checkout reminder' } },
    });
    expect(history.map((h) => h.note?.slice(0, 24))).toEqual([
      'Checkout reminder 1 of 2',
      'Checkout reminder 2 of 2',
    ]);
  });

  it('counts the hours from the last quote: a learner back at the payment step is not reminded at once', async () => {
    const { reference } = await enrol(t0);
    await enrolmentForPayment(reference, t0 + 50 * 60_000); // the quote renewed at 50 minutes
    expect(await passes(t0 + H + 1_000)).toBe(0);
    expect(await passes(t0 + 50 * 60_000 + H + 1_000)).toBe(1);
  });

  it('states the held price while the quote still holds (a first reminder set sooner than its 30 minutes)', async () => {
    const { reference } = await enrol(t0);
    await db().enrolment.update({
      where: { reference },
      data: { quoteExpiresAt: new Date(t0 + 2 * H) },
    });
    expect(await passes(t0 + H + 1_000)).toBe(1);
    const [m] = await mails(reference);
    expect(m!.text).toMatch(/Your price of ₹19,999 is still held for you until .+ \(IST\)\./);
    expect(m!.text).not.toContain("today's price");
  });

  const stops: [string, (reference: string) => Promise<unknown>][] = [
    ['paid', (r) => db().enrolment.update({ where: { reference: r }, data: { status: 'paid' } })],
    [
      'awaiting confirmation (a reported transfer)',
      (r) =>
        db().enrolment.update({
          where: { reference: r },
          data: { status: 'awaiting_confirmation' },
        }),
    ],
    [
      'cancelled',
      (r) => db().enrolment.update({ where: { reference: r }, data: { status: 'cancelled' } }),
    ],
    [
      'enrolled again (a newer enrolment of the e-mail, paid)',
      async (r) => {
        const { email } = await row(r);
        const again = await enrol(t0 + 5 * 60_000, email);
        await db().enrolment.update({
          where: { reference: again.reference },
          data: { status: 'paid', remindersStoppedAt: new Date(t0) },
        });
      },
    ],
    [
      "past the cohort's last day to enrol",
      () =>
        db().cohort.update({
          where: { id: cohortId },
          data: { enrolUntil: addDays(todayInIndia(t0), -1) },
        }),
    ],
    [
      'closed by staff',
      () => db().cohort.update({ where: { id: cohortId }, data: { status: 'closed' } }),
    ],
  ];

  it.each(stops)('sends none once %s', async (_name, change) => {
    const { reference } = await enrol(t0);
    const before = await db().cohort.findUniqueOrThrow({ where: { id: cohortId } });
    await change(reference);
    expect(await passes(t0 + H + 1_000)).toBe(0);
    expect(await passes(t0 + 24 * H + 1_000)).toBe(0);
    expect(await mails(reference)).toHaveLength(0);
    await db().cohort.update({
      where: { id: cohortId },
      data: { enrolUntil: before.enrolUntil, status: before.status },
    });
  });

  it('sends no second once the first was paid after it', async () => {
    const { reference } = await enrol(t0);
    expect(await passes(t0 + H + 1_000)).toBe(1);
    await db().enrolment.update({ where: { reference }, data: { status: 'paid' } });
    expect(await passes(t0 + 24 * H + 1_000)).toBe(0);
    expect(await mails(reference)).toHaveLength(1);
  });

  it('sends none while its batch is full, nor three days after the quote', async () => {
    const a = await enrol(t0, undefined, 1); // the one-seat batch
    const b = await enrol(t0 + 40 * 60_000, undefined, 1); // a's quote ran out: b takes the seat
    await db().enrolment.update({ where: { reference: b.reference }, data: { status: 'paid' } });
    expect(await passes(t0 + H + 1_000)).toBe(0);
    expect(await mails(a.reference)).toHaveLength(0);
    const c = await enrol(t0);
    expect(await passes(t0 + 73 * H)).toBe(0);
    expect(await mails(c.reference)).toHaveLength(0);
  });

  it('a pass goes past enrolments held back, so they never keep a due one from its reminder', async () => {
    // The earlier tests' seats back first (this one takes seven).
    await db().enrolment.updateMany({ data: { status: 'cancelled' } });
    // Three held back (each enrolled again, paid), all quoted before the one that is due.
    const made: string[] = [];
    for (const n of [1, 2, 3]) {
      const email = `held${n}@example.com`;
      made.push((await enrol(t0, email)).reference);
      const again = await enrol(t0 + 500, email);
      made.push(again.reference);
      await db().enrolment.update({
        where: { reference: again.reference },
        data: { status: 'paid' },
      });
    }
    const due = await enrol(t0 + 1_000);
    made.push(due.reference);
    // Pages of two: the first pages hold only the held-back ones.
    await sendDueReminders(t0 + H + 2_000, 2);
    expect(await mails(due.reference)).toHaveLength(1);
    // Their seats back for the tests that follow.
    await db().enrolment.updateMany({
      where: { reference: { in: made } },
      data: { status: 'cancelled' },
    });
  });

  it("'No more reminders': the link's button records it once, and no reminder follows", async () => {
    const { reference } = await enrol(t0);
    expect(await passes(t0 + H + 1_000)).toBe(1);
    const [m] = await mails(reference);
    const token = decodeURIComponent(m!.text!.match(/no-more-reminders\?t=(\S+)/)![1]!);
    const forged = await post(
      stopPost,
      '/api/enrolments/no-more-reminders',
      `${reference}.${'a'.repeat(64)}`,
    );
    expect(forged.status).toBe(400);
    const res = await post(stopPost, '/api/enrolments/no-more-reminders', token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, state: 'stopped' });
    const again = await post(stopPost, '/api/enrolments/no-more-reminders', token);
    expect(await again.json()).toMatchObject({ state: 'already' });
    expect((await row(reference)).remindersStoppedAt).not.toBeNull();
    expect(await passes(t0 + 24 * H + 1_000)).toBe(0);
    const e = await row(reference);
    expect(
      await db().enrolmentEvent.count({
        where: { enrolmentId: e.id, note: { startsWith: 'Asked for no more' } },
      }),
    ).toBe(1);
    // From another site: refused.
    const cross = await stopPost(
      jsonRequest(
        '/api/enrolments/no-more-reminders',
        { token },
        { headers: { origin: 'https://evil.example' } },
      ),
    );
    expect(cross.status).toBe(403);
  });

  it('the resume link opens the payment step in another browser; a forged or expired one does not', async () => {
    const { reference } = await enrol(t0);
    expect(await passes(t0 + H + 1_000)).toBe(1);
    const [m] = await mails(reference);
    const token = decodeURIComponent(m!.text!.match(/resume\?t=(\S+)/)![1]!);
    const res = await post(resumePost, '/api/enrolments/resume', token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      next: `/detail-verification/payment?ref=${reference}`,
    });
    expect(await readEnrolmentCookie(jar.get('enrolments'))).toEqual([reference]);

    jar.clear();
    const [ref, until, sig] = token.split('.');
    for (const bad of [
      `${ref}.${Number(until) + 86_400}.${sig}`, // a later end, same signature
      `FS-22222222.${until}.${sig}`, // another enrolment
      `${ref}.${until}.${'0'.repeat(64)}`,
      `${ref}.${until}`,
    ]) {
      const r = await post(resumePost, '/api/enrolments/resume', bad);
      expect(r.status).toBe(400);
    }
    const old = await resumeToken(reference, Date.now() - 8 * 24 * H);
    const expired = await post(resumePost, '/api/enrolments/resume', old);
    expect(expired.status).toBe(400);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toContain(
      'expired',
    );
    expect(jar.has('enrolments')).toBe(false);
  });
});
