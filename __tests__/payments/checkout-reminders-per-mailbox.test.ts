/**
 * Checkout reminders against abuse, on SQLite and PostgreSQL: enrolments started under someone
 * else's address reach that mailbox (`+tag` and Gmail's dots alike) at most twice per India day,
 * a reminder over that is skipped for good (a line in its history), and 'No more reminders' from
 * one enrolment stops them for every enrolment of the mailbox, those started later too. A resume
 * link opens nothing once its enrolment is paid or closed, and says where to look.
 */
import { POST as resumePost } from '@/app/api/enrolments/resume/route';
import { POST as stopPost } from '@/app/api/enrolments/no-more-reminders/route';
import { reminderPageText } from '@/content/reminders';
import { db } from '@/lib/db';
import { resumeToken, stopToken } from '@/lib/payments/reminder-links';
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

function enrol(now: number, email: string) {
  const n = ++seq;
  return startEnrolment(
    {
      fullName: `Learner ${n}`,
      email,
      phone: `+91 98${String(n).padStart(8, '0')}`,
      consent: true,
      course: 'b1',
      batch: 0,
    },
    { ipHash: `ip-${n}`, userAgent: 'jest', salt: 'salt' },
    now,
    { references: [], userId: null },
  );
}
/** The reminders queued to addresses containing `like`. */
const reminders = (like: string) =>
  db().outbox.findMany({
    where: { topic: { startsWith: 'checkout-reminder' }, to: { contains: like } },
  });
const post = (handler: (r: Request) => Promise<Response>, url: string, token: string) =>
  handler(jsonRequest(url, { token }, { headers: { origin: ORIGIN } }));

describe.each(backends)('checkout reminders per mailbox on %s', (backend) => {
  let database: TestDatabase;
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
    // The next 09:00 in India (03:30 UTC): the first reminders fall on the same India day.
    const DAY = 24 * H;
    t0 = Math.floor(Date.now() / DAY) * DAY + 3.5 * H;
    if (t0 < Date.now()) t0 += DAY;
    await publishB1(db(), t0, { batches: [{ slot: 0, capacity: 40 }] });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });
  beforeEach(async () => {
    await db().enrolment.updateMany({ data: { remindersStoppedAt: new Date(t0) } });
    jar.clear();
  });

  it('five enrolments under one Gmail mailbox: two reminders that India day, the rest skipped for good', async () => {
    const variants = ['victim', 'vic.tim', 'victim+1', 'v.i.c.t.i.m+x', 'victim+2'];
    for (const v of variants) await enrol(t0, `${v}@gmail.com`);
    await enrol(t0, 'someone.else@gmail.com');
    const sent = (await Promise.all([1, 2, 3].map(() => sendDueReminders(t0 + H + 1_000)))).reduce(
      (a, b) => a + b,
      0,
    );
    expect(sent).toBe(3); // two to the victim, one to someone else
    const toVictim = (await reminders('@gmail.com')).filter((m) => !m.to!.startsWith('someone'));
    expect(toVictim).toHaveLength(2);
    expect((await reminders('someone.else')).length).toBe(1);
    // The three skipped ones used their turn: not sent on a later pass the same day.
    expect(await sendDueReminders(t0 + 2 * H)).toBe(0);
    expect(
      await db().enrolmentEvent.count({
        where: { note: { startsWith: 'Checkout reminder 1 of 2 skipped' } },
      }),
    ).toBe(3);
    // The next India day, the second reminders: again two at most.
    expect(await sendDueReminders(t0 + 24 * H + 1_000)).toBe(2 + 1);
    expect(
      (await reminders('@gmail.com')).filter((m) => !m.to!.startsWith('someone')),
    ).toHaveLength(4);
  });

  it("'No more reminders' from one enrolment stops every enrolment of the mailbox, later ones too", async () => {
    const first = await enrol(t0, 'meera@example.org');
    const second = await enrol(t0, 'meera+course@example.org');
    const res = await post(
      stopPost,
      '/api/enrolments/no-more-reminders',
      await stopToken(first.reference),
    );
    expect(res.status).toBe(200);
    const later = await enrol(t0 + 10 * 60_000, 'MEERA+again@example.org');
    await enrol(t0, 'meera2@example.org');
    expect(await sendDueReminders(t0 + 2 * H)).toBe(1); // meera2 alone
    expect(await reminders('meera2@')).toHaveLength(1);
    expect(await reminders('meera@')).toHaveLength(0);
    expect(await reminders('meera+')).toHaveLength(0);
    // Recorded on each, so no pass asks again; nothing the next day either.
    for (const { reference } of [second, later]) {
      const e = await db().enrolment.findUniqueOrThrow({ where: { reference } });
      expect(e.remindersStoppedAt).not.toBeNull();
    }
    expect(await sendDueReminders(t0 + 25 * H)).toBe(1); // meera2's second
    expect(await reminders('meera+')).toHaveLength(0);
  });

  it.each(['paid', 'awaiting_confirmation', 'cancelled'] as const)(
    'a resume link opens nothing once the enrolment is %s, and says where to look',
    async (status) => {
      const { reference } = await enrol(t0, `resume-${status}@example.com`);
      const token = await resumeToken(reference, Date.now());
      await db().enrolment.update({ where: { reference }, data: { status } });
      const res = await post(resumePost, '/api/enrolments/resume', token);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { message: string } };
      expect(error.message).toBe(reminderPageText.resumeClosed);
      expect(error.message).toMatch(/already paid .* receipt is in your e-mail/);
      expect(jar.has('enrolments')).toBe(false);
      // Still waiting for payment: it opens.
      await db().enrolment.update({ where: { reference }, data: { status: 'pending_payment' } });
      expect((await post(resumePost, '/api/enrolments/resume', token)).status).toBe(200);
    },
  );
});
