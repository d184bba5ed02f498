import { POST as progressPOST } from '@/app/api/dashboard/progress/route';
import { POST as ratingPOST } from '@/app/api/dashboard/rating/route';
import { POST as lessonRequestPOST } from '@/app/api/dashboard/lesson-request/route';
import { POST as withdrawPOST } from '@/app/api/dashboard/withdraw/route';
import { POST as signUpPOST } from '@/app/api/account/sign-up/route';
import { GET as certificateGET } from '@/app/api/dashboard/certificates/[id]/route';
import { referral, referralMessages } from '@/content/learner';
import { closeEnrolment } from '@/lib/admin/enrolments';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import { issueCertificate, ownCertificate, verifyCertificate } from '@/lib/learner/certificates';
import { learningCards, linkEnrolmentAtSignUp } from '@/lib/learner/enrolments';
import { courseLessons, formatMinutes, progressOf } from '@/lib/learner/lessons';
import { NotInCourseError, saveRating, setLessonDone } from '@/lib/learner/progress';
import {
  markWithdrawalPaid,
  referralCodeFor,
  requestWithdrawal,
  WithdrawalRefusedError,
  walletOf,
} from '@/lib/learner/referrals';
import { enrolmentCookieValue, ENROLMENT_COOKIE } from '@/lib/payments/cookie';
import { EnrolmentRefusedError } from '@/lib/payments/enrolments';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { markPaid } from '@/lib/payments/mark-paid';
import { quoteAt } from '@/lib/payments/checkout-course';
import { pdfText } from '@/__tests__/support/pdf-text';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { userWithSession } from '@/__tests__/support/auth';
import { offerOf, publishB1 } from '@/__tests__/support/cohorts';

// The browser's cookie jar as next/headers gives it to handlers and pages.
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
  headers: async () => new Headers(),
}));

const ORIGIN = 'http://localhost:3000';
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(url, body, { headers: { origin: ORIGIN, ...headers } });
const meta = { ipHash: 'test-ip', userAgent: 'jest', salt: 'salt' };
const REWARD = referral.rewardRupees * 100;
const DISCOUNT = referral.discountRupees * 100;

let seq = 0;
function details(email: string, course = 'b1') {
  return {
    fullName: 'Kavya Rao',
    email,
    phone: '+91 9876543210',
    consent: true as const,
    course,
    batch: 2,
  };
}

/** An enrolment made through the checkout's own function, with a Razorpay-like order row. */
async function enrolment(
  opts: { email?: string; userId?: string | null; course?: string; referralCode?: string } = {},
) {
  const email = opts.email ?? `learner${++seq}-${Date.now()}@example.com`;
  const { reference } = await startEnrolment(
    { ...details(email, opts.course), referralCode: opts.referralCode },
    meta,
    Date.now(),
    { references: [], userId: opts.userId ?? null },
  );
  const e = await db().enrolment.findUniqueOrThrow({ where: { reference } });
  const payment = await db().payment.create({
    data: {
      enrolmentId: e.id,
      method: 'razorpay',
      providerOrderId: `order_${reference}`,
      amountPaise: e.amountPaise,
    },
  });
  return { ...e, orderId: payment.providerOrderId! };
}

const pay = (orderId: string, paymentId = `pay_${orderId}`) =>
  markPaid({ orderId, paymentId }, 'webhook');

describe('the player’s lessons (pure)', () => {
  it('builds modules from the curriculum weeks: lessons, a week task, counts and durations', () => {
    const b1 = courseLessons('b1')!;
    expect(b1.modules.length).toBeGreaterThan(5);
    const first = b1.modules[0]!;
    expect(first.items.filter((i) => i.kind === 'lecture')).toHaveLength(first.lectures);
    expect(first.items.at(-1)).toMatchObject({ key: '1.task', kind: 'task' });
    expect(first.items[0]).toMatchObject({ key: '1.1', minutes: 150, recording: null });
    expect(formatMinutes(150)).toBe('2 h 30 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(courseLessons('kids-teens')).toBeNull();
  });

  it('counts progress over known keys only, and names the first lesson not done', () => {
    const a1 = courseLessons('a1')!;
    const p0 = progressOf(a1, []);
    expect(p0).toMatchObject({ done: 0, percent: 0 });
    expect(p0.current?.key).toBe('1.1');
    const p = progressOf(a1, ['1.1', '1.2', 'nonsense']);
    expect(p.done).toBe(2);
    expect(p.current?.key).toBe('1.3');
    expect(p.percent).toBe(Math.floor((2 * 100) / a1.items.length));
    expect(
      progressOf(
        a1,
        a1.items.map((i) => i.key),
      ),
    ).toMatchObject({
      percent: 100,
      current: null,
    });
  });
});

describe.each(backends)('the learner area on %s', (backend) => {
  let database: TestDatabase;
  let b1Cohort: Awaited<ReturnType<typeof publishB1>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '10000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '10000',
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_USER_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    // Cohort 13 closed in 2025: B1 and B2 on sale now, with room for every enrolment of the suite.
    const roomy = { batches: [0, 1, 2, 3, 4].map((slot) => ({ slot, capacity: 50 })) };
    b1Cohort = await publishB1(db(), Date.now(), roomy);
    await publishB1(db(), Date.now(), { ...roomy, course: 'b2', listPricePaise: 3_499_900 });
  });
  beforeEach(() => jar.clear());
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db', { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    await database.drop();
  });

  describe('learning cards and progress', () => {
    it('shows each enrolment of the account; progress moves with lessons marked done', async () => {
      const me = await userWithSession('learner', 'Kavya Rao');
      const paid = await enrolment({ userId: me.id, course: 'b1' });
      await pay(paid.orderId);
      const pending = await enrolment({ userId: me.id, course: 'b2' });
      const other = await userWithSession('learner', 'Other Person');
      await enrolment({ userId: other.id, course: 'b1' });

      let cards = await learningCards(me.id);
      expect(cards.map((c) => [c.course, c.status])).toEqual([
        ['b1', 'paid'],
        ['b2', 'pending_payment'],
      ]);
      expect(cards[0]!.progress).toMatchObject({ done: 0, percent: 0 });
      expect(cards[1]!.progress).toBeNull();
      expect(pending.reference).toBe(cards[1]!.reference);

      // through the handler: done, done again (idempotent), and undone
      const mark = (lesson: string, done: boolean, headers: Record<string, string> = me.headers) =>
        progressPOST(post('/api/dashboard/progress', { course: 'b1', lesson, done }, headers));
      expect((await mark('1.1', true)).status).toBe(200);
      const again = await mark('1.1', true);
      expect(((await again.json()) as { done: number }).done).toBe(1);
      await mark('1.2', true);
      cards = await learningCards(me.id);
      expect(cards[0]!.progress).toMatchObject({ done: 2 });
      expect(cards[0]!.progress!.current!.key).toBe('1.3');
      await mark('1.2', false);
      expect((await learningCards(me.id))[0]!.progress!.done).toBe(1);

      // not a lesson of the course, an unpaid course, another learner's course: 404, nothing stored
      expect((await mark('99.1', true)).status).toBe(404);
      expect(
        (
          await progressPOST(
            post(
              '/api/dashboard/progress',
              { course: 'b2', lesson: '1.1', done: true },
              me.headers,
            ),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await progressPOST(
            post(
              '/api/dashboard/progress',
              { course: 'b1', lesson: '1.1', done: true },
              other.headers,
            ),
          )
        ).status,
      ).toBe(404);
      expect(await db().lessonProgress.count({ where: { userId: other.id } })).toBe(0);
      // anonymous and cross-site
      expect((await mark('1.1', true, {})).status).toBe(401);
      expect(
        (
          await progressPOST(
            jsonRequest(
              '/api/dashboard/progress',
              { course: 'b1', lesson: '1.1', done: true },
              { headers: { origin: 'https://evil.example', ...me.headers } },
            ),
          )
        ).status,
      ).toBe(403);
    });
  });

  describe('ratings', () => {
    it('one per learner and course, editable; only for a course the learner paid for', async () => {
      const me = await userWithSession();
      const e = await enrolment({ userId: me.id, course: 'b2' });
      const rate = (body: Record<string, unknown>) =>
        ratingPOST(post('/api/dashboard/rating', { course: 'b2', ...body }, me.headers));
      expect((await rate({ stars: 4 })).status).toBe(403); // not paid yet
      await pay(e.orderId);
      expect((await rate({ stars: 0 })).status).toBe(400);
      expect((await rate({ stars: 6 })).status).toBe(400);
      expect((await rate({ stars: 4.5 })).status).toBe(400);
      expect((await rate({ stars: 4, comment: 'Très bien' })).status).toBe(201);
      expect((await rate({ stars: 5, comment: 'Even better' })).status).toBe(200);
      const rows = await db().rating.findMany({ where: { userId: me.id } });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ stars: 5, comment: 'Even better', course: 'b2' });
      // concurrent saves still leave one row
      await Promise.all([saveRating(me.id, 'b2', 3, 'x'), saveRating(me.id, 'b2', 2, 'y')]);
      expect(await db().rating.count({ where: { userId: me.id } })).toBe(1);
      await expect(saveRating(me.id, 'b1', 5, '')).rejects.toBeInstanceOf(NotInCourseError);
      await expect(setLessonDone(me.id, 'b1', '1.1', true)).rejects.toBeInstanceOf(
        NotInCourseError,
      );
    });
  });

  describe('per-learner limits', () => {
    /** Spends `limit` of the learner's window for `key` at once, as that many requests would. */
    const spend = (key: string, limit: number) =>
      db().rateLimit.upsert({
        where: { key },
        create: { key, count: limit, resetAt: BigInt(Date.now() + 600_000) },
        update: { count: limit, resetAt: BigInt(Date.now() + 600_000) },
      });

    it('progress and ratings: refused with a wait once a learner’s window is spent, others unaffected', async () => {
      const me = await userWithSession('learner', 'Kavya Rao');
      const other = await userWithSession('learner', 'Arjun Mehta');
      for (const user of [me, other]) {
        const e = await enrolment({ userId: user.id, course: 'b1' });
        await pay(e.orderId);
      }
      const mark = (user: { headers: Record<string, string> }) =>
        progressPOST(
          post(
            '/api/dashboard/progress',
            { course: 'b1', lesson: '1.1', done: true },
            user.headers,
          ),
        );
      const rate = (user: { headers: Record<string, string> }) =>
        ratingPOST(post('/api/dashboard/rating', { course: 'b1', stars: 4 }, user.headers));

      expect((await mark(me)).status).toBe(200);
      await spend(`progress-user:${me.id}`, 200);
      const refused = await mark(me);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await mark(other)).status).toBe(200);

      expect((await rate(me)).status).toBe(201);
      await spend(`rating-user:${me.id}`, 30);
      await db().rating.deleteMany({ where: { userId: me.id } });
      expect((await rate(me)).status).toBe(429);
      expect(await db().rating.count({ where: { userId: me.id } })).toBe(0);
      expect((await rate(other)).status).toBe(201);
    });
  });

  describe('lesson requests', () => {
    it('stores topic, batch and message for staff; validates; needs a session', async () => {
      const me = await userWithSession();
      const send = (body: unknown, headers: Record<string, string> = me.headers) =>
        lessonRequestPOST(post('/api/dashboard/lesson-request', body, headers));
      expect((await send({ topic: '', batch: 1 })).status).toBe(400);
      expect((await send({ topic: 'Subjonctif', batch: 9 })).status).toBe(400);
      expect((await send({ topic: 'Subjonctif', batch: 1 }, {})).status).toBe(401);
      expect(
        (await send({ topic: 'Le subjonctif', batch: 3, message: 'After il faut que' })).status,
      ).toBe(201);
      expect(await db().lessonRequest.findMany({ where: { userId: me.id } })).toEqual([
        expect.objectContaining({ topic: 'Le subjonctif', batch: 3, message: 'After il faut que' }),
      ]);
    });
  });

  describe('certificates', () => {
    it('issued for paid enrolments only, once; the PDF for its owner only; public verify shows name, course, date', async () => {
      const me = await userWithSession('learner', 'Kavya Rao');
      const other = await userWithSession();
      const e = await enrolment({ userId: me.id, course: 'b1' });
      expect(await issueCertificate(e.reference, 'script')).toEqual({
        status: 'not_paid',
        current: 'pending_payment',
      });
      expect(await issueCertificate('FS-22222222', 'script')).toEqual({ status: 'unknown' });
      await pay(e.orderId);
      const first = await issueCertificate(e.reference, 'Priya Office');
      expect(first.status).toBe('issued');
      const id = (first as { id: string }).id;
      expect(id).toMatch(/^FSC-[2-9A-Z]{10}$/);
      expect(await issueCertificate(e.reference, 'Priya Office')).toEqual({
        status: 'already',
        id,
      });
      const both = await Promise.all([
        issueCertificate(e.reference, 'a'),
        issueCertificate(e.reference, 'b'),
      ]);
      expect(both.every((r) => 'id' in r && r.id === id)).toBe(true);
      expect(await db().certificate.count()).toBeGreaterThanOrEqual(1);

      const v = await verifyCertificate(id);
      expect(Object.keys(v!).sort()).toEqual(['course', 'id', 'issuedAt', 'name']);
      expect(v).toMatchObject({ name: 'Kavya Rao' });
      expect(await verifyCertificate('FSC-NOPE')).toBeNull();
      expect(await ownCertificate(other.id, id)).toBeNull();

      const params = { params: Promise.resolve({ id }) };
      const mine = await certificateGET(
        new Request('http://localhost/x', { headers: me.headers }),
        params,
      );
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('application/pdf');
      expect(mine.headers.get('cache-control')).toContain('no-store');
      const text = await pdfText(Buffer.from(await mine.arrayBuffer()));
      expect(text).toContain('Kavya Rao');
      expect(text).toContain(v!.course);
      expect(text).toContain(id);
      expect(
        (
          await certificateGET(new Request('http://localhost/x', { headers: other.headers }), {
            params: Promise.resolve({ id }),
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await certificateGET(new Request('http://localhost/x'), {
            params: Promise.resolve({ id }),
          })
        ).status,
      ).toBe(401);
    });

    it('certificate downloads are limited per learner (each is a PDF made afresh)', async () => {
      const me = await userWithSession('learner', 'Kavya Rao');
      const other = await userWithSession('learner', 'Arjun Mehta');
      const mine = await enrolment({ userId: me.id, course: 'b1' });
      const theirs = await enrolment({ userId: other.id, course: 'b1' });
      await pay(mine.orderId);
      await pay(theirs.orderId);
      const myId = ((await issueCertificate(mine.reference, 'script')) as { id: string }).id;
      const theirId = ((await issueCertificate(theirs.reference, 'script')) as { id: string }).id;
      const get = (user: { headers: HeadersInit }, id: string) =>
        certificateGET(new Request('http://localhost/x', { headers: user.headers }), {
          params: Promise.resolve({ id }),
        });
      setEnv({ RATE_LIMIT_PER_IP_10_MIN: '2' });
      try {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await get(me, myId)).status);
        expect(statuses).toEqual([200, 200, 429]);
        const over = await get(me, myId);
        expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
        // Another learner's downloads are counted apart.
        expect((await get(other, theirId)).status).toBe(200);
      } finally {
        setEnv({ RATE_LIMIT_PER_IP_10_MIN: '10000' });
      }
    });
  });

  describe('certificates and linking', () => {
    it('a certificate issued before its enrolment joined an account belongs to that account after', async () => {
      const e = await enrolment();
      await pay(e.orderId);
      const c = (await issueCertificate(e.reference, 'script')) as { id: string };
      const me = await userWithSession();
      expect(await ownCertificate(me.id, c.id)).toBeNull();
      expect(await linkEnrolmentAtSignUp(me.id, e.reference, [e.reference])).toBe(true);
      expect(await ownCertificate(me.id, c.id)).toMatchObject({ id: c.id });
    });
  });

  describe('enrolment linking', () => {
    it('joins an enrolment to an account created from its success page (signed cookie), never by e-mail', async () => {
      const email = `linked-${Date.now()}@example.com`;
      const e = await enrolment({ email });
      const account = (extra: Record<string, unknown>, mail = email) =>
        signUpPOST(
          post('/api/account/sign-up', {
            fullName: 'Kavya Rao',
            email: mail,
            password: 'Bonjour#2025',
            confirmPassword: 'Bonjour#2025',
            ...extra,
          }),
        );
      // The same e-mail, without the cookie: not joined.
      const res = await account({ enrolment: e.reference });
      expect(res.status).toBe(201);
      expect(((await res.json()) as { linked: boolean }).linked).toBe(false);
      expect((await db().enrolment.findUniqueOrThrow({ where: { id: e.id } })).userId).toBeNull();

      // A forged cookie: not joined.
      jar.set(ENROLMENT_COOKIE, `${e.reference}.deadbeef`);
      const forged = await account({ enrolment: e.reference }, `forged-${email}`);
      expect(((await forged.json()) as { linked: boolean }).linked).toBe(false);

      // From the success page of this browser (its signed cookie): joined.
      jar.set(ENROLMENT_COOKIE, await enrolmentCookieValue([], e.reference));
      const ok = await account({ enrolment: e.reference }, `other-${email}`);
      expect(((await ok.json()) as { linked: boolean }).linked).toBe(true);
      const owner = await db().user.findUniqueOrThrow({ where: { email: `other-${email}` } });
      expect((await db().enrolment.findUniqueOrThrow({ where: { id: e.id } })).userId).toBe(
        owner.id,
      );
      // Never moved once it belongs to an account.
      const third = await userWithSession();
      expect(await linkEnrolmentAtSignUp(third.id, e.reference, [e.reference])).toBe(false);
      // Not named by the sign-up, or not a reference: nothing.
      const e2 = await enrolment();
      expect(await linkEnrolmentAtSignUp(third.id, 'FS-AAAAAAAA', [e2.reference])).toBe(false);
      expect(await linkEnrolmentAtSignUp(third.id, { x: 1 }, [e2.reference])).toBe(false);
    });
  });

  describe('referrals', () => {
    it('₹200 off at checkout on the server; the referrer credited once, even with duplicate payment events', async () => {
      const referrer = await userWithSession('learner', 'Anil Kapoor');
      const code = await referralCodeFor(referrer.id);
      expect(await referralCodeFor(referrer.id)).toBe(code);
      const full = quoteAt(offerOf(b1Cohort!), Date.now())!.amountPaise;

      const friend = await enrolment({ referralCode: code.toLowerCase() });
      expect(friend).toMatchObject({
        amountPaise: full - DISCOUNT,
        referralDiscountPaise: DISCOUNT,
        referrerId: referrer.id,
        referralCode: code,
      });
      // The same event twice, and again concurrently: one credit.
      await pay(friend.orderId);
      await pay(friend.orderId);
      await Promise.all([pay(friend.orderId), pay(friend.orderId)]);
      // A second, different payment for the paid enrolment: still one credit.
      const second = await db().payment.create({
        data: {
          enrolmentId: friend.id,
          method: 'razorpay',
          providerOrderId: `order2_${friend.reference}`,
          amountPaise: friend.amountPaise,
        },
      });
      await pay(second.providerOrderId!);
      expect(await db().referralCredit.count({ where: { enrolmentId: friend.id } })).toBe(1);
      let wallet = await walletOf(referrer.id);
      expect(wallet).toMatchObject({ balancePaise: REWARD, earnedPaise: REWARD, friends: 1 });

      // Two friends paid at the same moment: two credits.
      const f2 = await enrolment({ referralCode: code });
      const f3 = await enrolment({ referralCode: code });
      await Promise.all([pay(f2.orderId), pay(f3.orderId), pay(f2.orderId)]);
      wallet = await walletOf(referrer.id);
      expect(wallet.balancePaise).toBe(3 * REWARD);
    });

    it('a refund takes the reward back from the referrer’s wallet, never below zero', async () => {
      const staff = { id: 'staff-1', name: 'Priya Office' };
      const referrer = await userWithSession('learner', 'Anil Kapoor');
      const code = await referralCodeFor(referrer.id);
      const [f1, f2] = [
        await enrolment({ referralCode: code }),
        await enrolment({ referralCode: code }),
      ];
      await Promise.all([pay(f1.orderId), pay(f2.orderId)]);
      expect(await walletOf(referrer.id)).toMatchObject({ balancePaise: 2 * REWARD, friends: 2 });

      await closeEnrolment(f1.reference, 'refund', 'Could not attend', staff);
      expect(await walletOf(referrer.id)).toMatchObject({ balancePaise: REWARD, friends: 1 });
      const note = async (id: string) =>
        (
          await db().enrolmentEvent.findFirstOrThrow({
            where: { enrolmentId: id, toStatus: 'refunded' },
          })
        ).note;
      expect(await note(f1.id)).toContain('referral reward of');
      expect(await note(f1.id)).toContain("taken back from the referrer's wallet");

      // The referrer spent part of the wallet: what is left is taken, the rest is said.
      await db().user.update({ where: { id: referrer.id }, data: { walletPaise: 50 } });
      await closeEnrolment(f2.reference, 'refund', 'Moved away', staff);
      expect((await db().user.findUniqueOrThrow({ where: { id: referrer.id } })).walletPaise).toBe(
        0,
      );
      expect(await note(f2.id)).toMatch(
        /: .+ from the referrer's wallet taken back; .+ not, already paid out to the referrer$/,
      );
      expect(await db().referralCredit.count({ where: { userId: referrer.id } })).toBe(0);
    });

    it('a reward cashed out and then refunded comes off the withdrawal staff have not paid yet', async () => {
      const staff = { id: 'staff-1', name: 'Priya Office' };
      const referrer = await userWithSession('learner', 'Anil Kapoor');
      const code = await referralCodeFor(referrer.id);
      const friends = [];
      for (let i = 0; i < 3; i++) friends.push(await enrolment({ referralCode: code }));
      const [f1, f2, f3] = friends as [
        (typeof friends)[0],
        (typeof friends)[0],
        (typeof friends)[0],
      ];
      await pay(f1.orderId);
      const early = await requestWithdrawal(referrer.id, 'anil@okaxis');
      expect(await markWithdrawalPaid(early.id, 'Priya Office', REWARD)).toBe('paid');
      await Promise.all([pay(f2.orderId), pay(f3.orderId)]);
      const w = await requestWithdrawal(referrer.id, 'anil@okaxis');
      expect(w.amountPaise).toBe(2 * REWARD);
      expect((await walletOf(referrer.id)).balancePaise).toBe(0);
      const note = async (id: string) =>
        (
          await db().enrolmentEvent.findFirstOrThrow({
            where: { enrolmentId: id, toStatus: 'refunded' },
          })
        ).note;

      // The wallet is empty: the reward comes off the request waiting for staff.
      await closeEnrolment(f2.reference, 'refund', 'Changed plans', staff);
      expect(await db().withdrawal.findUniqueOrThrow({ where: { id: w.id } })).toMatchObject({
        amountPaise: REWARD,
        status: 'requested',
      });
      expect(await note(f2.id)).toMatch(/ taken back: .+ from their withdrawal not yet paid$/);
      // Staff whose page still showed the old amount are told, and nothing is marked.
      expect(await markWithdrawalPaid(w.id, 'Priya Office', 2 * REWARD)).toBe('changed');
      // Brought to nothing: the request is gone, nothing is left for staff to pay.
      await closeEnrolment(f3.reference, 'refund', 'Changed plans', staff);
      expect(await db().withdrawal.findUnique({ where: { id: w.id } })).toBeNull();
      expect(await markWithdrawalPaid(w.id, 'Priya Office', REWARD)).toBe('gone');
      // What staff already paid stays paid, and the history says so.
      await closeEnrolment(f1.reference, 'refund', 'Changed plans', staff);
      expect(await db().withdrawal.findUniqueOrThrow({ where: { id: early.id } })).toMatchObject({
        amountPaise: REWARD,
        status: 'paid',
      });
      expect(await markWithdrawalPaid(early.id, 'Priya Office', REWARD)).toBe('already_paid');
      expect(await note(f1.id)).toMatch(/ not taken back: already paid out to the referrer$/);
      expect((await walletOf(referrer.id)).balancePaise).toBe(0);

      // Two refunds at the same moment each take their reward off the same unpaid request.
      const second = await userWithSession('learner', 'Bina Kapoor');
      const code2 = await referralCodeFor(second.id);
      const [g1, g2] = [
        await enrolment({ referralCode: code2 }),
        await enrolment({ referralCode: code2 }),
      ];
      await Promise.all([pay(g1.orderId), pay(g2.orderId)]);
      const both = await requestWithdrawal(second.id, 'bina@okaxis');
      expect(both.amountPaise).toBe(2 * REWARD);
      await Promise.all([
        closeEnrolment(g1.reference, 'refund', 'Changed plans', staff),
        closeEnrolment(g2.reference, 'refund', 'Changed plans', staff),
      ]);
      expect(await db().withdrawal.findUnique({ where: { id: both.id } })).toBeNull();
      for (const g of [g1, g2]) expect(await note(g.id)).toMatch(/not yet paid$/);
    });

    it('refuses an unknown code and self-referral (signed in, or by the referrer’s own e-mail)', async () => {
      const me = await userWithSession();
      const code = await referralCodeFor(me.id);
      await expect(enrolment({ referralCode: 'FRNOPE2' })).rejects.toMatchObject({
        status: 400,
        field: 'referralCode',
      });
      await expect(enrolment({ userId: me.id, referralCode: code })).rejects.toBeInstanceOf(
        EnrolmentRefusedError,
      );
      await expect(enrolment({ email: me.email, referralCode: code })).rejects.toBeInstanceOf(
        EnrolmentRefusedError,
      );
      // The referrer enrolled before with a phone number: the same number under another e-mail
      // address is the same person.
      const mine = await enrolment({ userId: me.id });
      await expect(
        enrolment({ email: `other-${me.email}`, referralCode: code }),
      ).rejects.toMatchObject({
        status: 400,
        field: 'referralCode',
        message: referralMessages.samePhone,
      });
      await db().enrolment.update({ where: { id: mine.id }, data: { phone: '+91 9000000001' } });
      expect((await enrolment({ email: `other-${me.email}`, referralCode: code })).referrerId).toBe(
        me.id,
      );
      // An enrolment that somehow carries its own account as referrer is never credited.
      const e = await enrolment({ userId: me.id });
      await db().enrolment.update({ where: { id: e.id }, data: { referrerId: me.id } });
      await pay(e.orderId);
      expect((await walletOf(me.id)).balancePaise).toBe(0);
      expect(await db().referralCredit.count({ where: { userId: me.id } })).toBe(0);
    });

    it('withdrawals: the whole balance to a UPI id; concurrent requests never take it below zero', async () => {
      const me = await userWithSession();
      await db().user.update({ where: { id: me.id }, data: { walletPaise: 2 * REWARD } });
      const tries = await Promise.allSettled(
        Array.from({ length: 5 }, () => requestWithdrawal(me.id, 'kavya@okbank')),
      );
      const won = tries.filter((t) => t.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const t of tries) {
        if (t.status === 'rejected') expect(t.reason).toBeInstanceOf(WithdrawalRefusedError);
      }
      const user = await db().user.findUniqueOrThrow({ where: { id: me.id } });
      expect(user.walletPaise).toBe(0);
      const rows = await db().withdrawal.findMany({ where: { userId: me.id } });
      expect(rows).toEqual([
        expect.objectContaining({ amountPaise: 2 * REWARD, upiId: 'kavya@okbank' }),
      ]);

      // through the handler: a bad UPI id, then nothing left to withdraw
      const w = (body: unknown) => withdrawPOST(post('/api/dashboard/withdraw', body, me.headers));
      expect((await w({ upiId: 'not a upi' })).status).toBe(400);
      expect((await w({ upiId: 'kavya@okbank' })).status).toBe(409);
      expect((await db().user.findUniqueOrThrow({ where: { id: me.id } })).walletPaise).toBe(0);
    });
  });
});
