import { spawnSync } from 'node:child_process';
import { POST as enrolPOST } from '@/app/api/enrolments/route';
import { POST as transferPOST } from '@/app/api/enrolments/[reference]/transfer/route';
import { GET as receiptGET } from '@/app/api/enrolments/[reference]/receipt/route';
import { POST as orderPOST } from '@/app/api/payments/razorpay/order/route';
import { POST as verifyPOST } from '@/app/api/payments/razorpay/verify/route';
import { POST as webhookPOST } from '@/app/api/payments/razorpay/webhook/route';
import { detailsText } from '@/content/checkout';
import { reachUs } from '@/content/site';
import { db } from '@/lib/db';
import { tierEndsAt } from '@/lib/courses/pricing';
import {
  daysOrderPaidLate,
  daysReportedLate,
  quoteAt,
  QUOTE_HOLD_MS,
} from '@/lib/payments/checkout-course';
import { confirmTransfer } from '@/lib/payments/confirm-transfer';
import { possibleDuplicates } from '@/lib/admin/enrolments';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { reconcileOrders, RECONCILE_AFTER_MS } from '@/lib/payments/razorpay-checkout';
import { markPaid } from '@/lib/payments/mark-paid';
import { rupeesInWords } from '@/lib/payments/amount-in-words';
import { firstClassIcs } from '@/lib/payments/ics';
import { processOutbox, stopOutboxWorker } from '@/lib/mail/outbox';
import type { Mail } from '@/lib/mail/transport';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { pdfText } from '@/__tests__/support/pdf-text';
import { userWithSession } from '@/__tests__/support/auth';
import { startRazorpayStandin, type Standin } from '@/__tests__/support/razorpay-standin';
import { offerOf, publishB1 } from '@/__tests__/support/cohorts';

// The browser's cookie jar, as next/headers gives it to the route handlers, and its Cookie header
// (what the session read sees).
const jar = new Map<string, string>();
const headerJar: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
  headers: async () => new Headers(headerJar.cookie ? { cookie: headerJar.cookie } : {}),
}));

const KEY_ID = 'rzp_test_standin';
const KEY_SECRET = 'standin_key_secret_0123456789';
const WEBHOOK_SECRET = 'standin_webhook_secret_0123456789';

const learner_ = {
  fullName: 'Meera Nair',
  email: 'Meera.Nair@example.com',
  phone: '+91 9876543210',
  consent: true,
  course: 'b1',
  batch: 3,
};
/** The price of the B1 cohort each test publishes (its tier, today). */
let b1Price = 0;

async function enrol(body: Record<string, unknown> = learner_, ip?: string) {
  const res = await enrolPOST(jsonRequest('/api/enrolments', body, ip ? { ip } : {}));
  return {
    status: res.status,
    json: (await res.json()) as Record<string, unknown> & { reference: string },
  };
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers read by shape
type Answer = Record<string, any>;
const staffBy = { via: 'staff' as const, name: 'Priya Office' };
const params = (reference: string) => ({ params: Promise.resolve({ reference }) });
const post = (handler: (r: Request) => Promise<Response>, url: string, body: unknown) =>
  handler(jsonRequest(url, body)).then(async (r) => ({
    status: r.status,
    json: (await r.json()) as Answer,
  }));

async function webhook(w: { body: string; headers: Record<string, string> }) {
  const res = await webhookPOST(
    new Request('http://localhost/api/payments/razorpay/webhook', {
      method: 'POST',
      headers: w.headers,
      body: w.body,
    }),
  );
  return { status: res.status, json: (await res.json()) as Answer };
}

describe('quotes (pure)', () => {
  const course = { mrp: 1000, prices: [{ effectivePrice: 700, discount: 30, end: '2026-12-01' }] };
  const end = tierEndsAt('2026-12-01');
  it('uses the tier until the end of its last day in India, then the mrp', () => {
    expect(quoteAt(course, end - 1)!.amountPaise).toBe(70000);
    expect(quoteAt(course, end + 1)!.amountPaise).toBe(100000);
  });
  it('holds a quote for 30 minutes, across a tier boundary', () => {
    const q = quoteAt(course, end - 60_000)!;
    expect(q.amountPaise).toBe(70000);
    expect(q.expiresAt.getTime() - q.quotedAt.getTime()).toBe(QUOTE_HOLD_MS);
    expect(q.expiresAt.getTime()).toBeGreaterThan(end);
  });
  it('points out to staff a transfer reported more than a day after its price stopped being held', () => {
    const held = new Date('2026-12-01T10:00:00Z');
    const at = (hours: number) => new Date(held.getTime() + hours * 3600_000);
    expect(daysReportedLate(held, at(-1))).toBeNull();
    expect(daysReportedLate(held, at(24))).toBeNull();
    expect(daysReportedLate(held, at(25))).toBe(1);
    expect(daysReportedLate(held, at(24 * 9 + 3))).toBe(9);
    // A Razorpay order paid days after it was made; a transfer goes by its report instead.
    const order = { method: 'razorpay', createdAt: held, paidAt: at(24 * 4) };
    expect(daysOrderPaidLate(order)).toBe(3);
    expect(daysOrderPaidLate({ ...order, paidAt: at(2) })).toBeNull();
    expect(daysOrderPaidLate({ ...order, paidAt: null })).toBeNull();
    expect(daysOrderPaidLate({ ...order, method: 'upi_transfer' })).toBeNull();
  });
  it('says amounts in words the Indian way', () => {
    expect(rupeesInWords(3499900)).toBe(
      'Rupees Thirty-Four Thousand Nine Hundred Ninety-Nine Only',
    );
    expect(rupeesInWords(12500000)).toBe('Rupees One Lakh Twenty-Five Thousand Only');
    expect(rupeesInWords(2500000050)).toBe('Rupees Two Crore Fifty Lakh and Fifty Paise Only');
  });
  it('makes the first class of a cohort as a calendar event in the batch slot', () => {
    const ics = firstClassIcs(
      { reference: 'FS-ABCDEFGH', batch: 3, start: '2027-01-04', courseTitle: 'B1' },
      'example.com',
    )!;
    // 7:00-9:30 PM IST = 13:30-16:00 UTC
    expect(ics).toContain('DTSTART:20270104T133000Z');
    expect(ics).toContain('DTEND:20270104T160000Z');
  });
});

describe.each(backends)('enrolment and payment on %s', (backend) => {
  let database: TestDatabase;
  let standin: Standin;

  beforeAll(async () => {
    standin = await startRazorpayStandin({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await standin.close();
  });
  beforeEach(async () => {
    jar.clear();
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
      RAZORPAY_KEY_ID: undefined,
      RAZORPAY_KEY_SECRET: undefined,
      RAZORPAY_WEBHOOK_SECRET: undefined,
      RAZORPAY_API_BASE: undefined,
    });
    // Cohort 13 closed in 2025: these tests enrol at real time in a cohort on sale now.
    b1Price = quoteAt(offerOf(await publishB1(db())), Date.now())!.amountPaise;
  });
  afterEach(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  const razorpayOn = () =>
    setEnv({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_BASE: standin.url,
    });

  it('creates an enrolment at the server’s price, ignoring a price the browser sends', async () => {
    const { status, json } = await enrol({ ...learner_, price: 1, amount: 100, amountPaise: 100 });
    expect(status).toBe(201);
    expect(json.reference).toMatch(/^FS-[A-Z0-9]{8}$/);
    // The details form goes on to the payment step's own address.
    expect(json.next).toBe(`/detail-verification/payment?ref=${json.reference}`);
    const row = await db().enrolment.findUniqueOrThrow({ where: { reference: json.reference } });
    expect(row).toMatchObject({
      status: 'pending_payment',
      amountPaise: b1Price,
      email: 'meera.nair@example.com',
      course: 'b1',
      cohort: '14',
      batch: 3,
    });
    expect(Number.isInteger(row.amountPaise)).toBe(true);
    expect(row.quoteExpiresAt.getTime() - row.quotedAt.getTime()).toBe(QUOTE_HOLD_MS);
  });

  it('refuses what it cannot sell, and bad details, writing nothing', async () => {
    expect((await enrol({ ...learner_, course: 'kids-teens' })).status).toBe(400); // on request
    const none = await enrol({ ...learner_, course: 'a1' }); // no A1 cohort on sale
    expect(none.status).toBe(409);
    expect(none.json.error).toMatchObject({ fields: { course: detailsText.noCohort } });
    expect((await enrol({ ...learner_, course: 'nope' })).status).toBe(400);
    expect((await enrol({ ...learner_, batch: 5 })).status).toBe(400);
    expect((await enrol({ ...learner_, consent: false })).json.error).toMatchObject({
      fields: {
        consent: 'Please accept the Terms and Conditions and the Privacy Policy to continue',
      },
    });
    expect((await enrol({ ...learner_, phone: '+91 12345' })).status).toBe(400);
    expect(await db().enrolment.count()).toBe(0);
  });

  it('gives a returning learner the same open enrolment, and refuses a second paid one', async () => {
    const first = await enrol();
    const again = await enrol({ ...learner_, email: 'meera.nair@EXAMPLE.com', batch: 1 });
    expect(again.status).toBe(200);
    expect(again.json.reference).toBe(first.json.reference);
    expect(await db().enrolment.count()).toBe(1);
    expect((await db().enrolment.findFirstOrThrow()).batch).toBe(1);
    await post((r) => transferPOST(r, params(first.json.reference)), '/t', { utr: '123456789012' });
    await confirmTransfer(first.json.reference, '123456789012', staffBy);
    const late = await enrol();
    expect(late.status).toBe(409);
  });

  it('never hands someone else’s enrolment to a request that cannot prove it owns it', async () => {
    const victim = await enrol();
    const victimRow = await db().enrolment.findUniqueOrThrow({
      where: { reference: victim.json.reference },
    });
    // Another browser, with the victim's e-mail in another case, other details and a referral code.
    jar.clear();
    const attacker = await enrol({
      ...learner_,
      fullName: 'Mallory Impostor',
      email: 'MEERA.NAIR@example.com',
      phone: '+91 9123456780',
      batch: 0,
    });
    expect(attacker.status).toBe(201);
    expect(attacker.json.reference).not.toBe(victim.json.reference);
    expect(JSON.stringify(attacker.json)).not.toContain(victim.json.reference);
    // The attacker's browser holds a cookie for its own row only.
    const cookieRefs = jar.get('enrolments')!.split('.')[0]!.split(',');
    expect(cookieRefs).toEqual([attacker.json.reference]);
    // The victim's row is untouched.
    expect(
      await db().enrolment.findUniqueOrThrow({ where: { reference: victim.json.reference } }),
    ).toEqual(victimRow);
    // And the attacker cannot report a transfer for it, nor download its receipt.
    const t = await post((r) => transferPOST(r, params(victim.json.reference)), '/t', {
      utr: '555566667777',
    });
    expect(t.status).toBe(404);
    expect(
      (await receiptGET(new Request('http://localhost/r'), params(victim.json.reference))).status,
    ).toBe(404);
    // Once the victim has paid, a stranger's request is not told so: it gets its own new row.
    jar.clear();
    const paidRow = victimRow;
    await db().enrolment.update({ where: { id: paidRow.id }, data: { status: 'paid' } });
    const probe = await enrol({ ...learner_, fullName: 'Mallory Impostor' });
    expect(probe.status).toBe(201);
    expect(probe.json.reference).not.toBe(victim.json.reference);
    expect(
      (await db().enrolment.findUniqueOrThrow({ where: { reference: victim.json.reference } }))
        .fullName,
    ).toBe('Meera Nair');
  });

  it('a forged or edited enrolment cookie proves nothing', async () => {
    const victim = await enrol();
    jar.set('enrolments', `${victim.json.reference}.${'0'.repeat(64)}`);
    const forged = await enrol({ ...learner_, fullName: 'Mallory Impostor' });
    expect(forged.status).toBe(201);
    expect(forged.json.reference).not.toBe(victim.json.reference);
    expect(
      (await db().enrolment.findUniqueOrThrow({ where: { reference: victim.json.reference } }))
        .fullName,
    ).toBe('Meera Nair');
  });

  it('a stranger signed in to an account of their own proves nothing either; staff see both rows side by side', async () => {
    // The victim enrolled while signed in: the row belongs to their account.
    const victim = await userWithSession('learner', 'Meera Nair');
    const mine = await enrolPOST(
      jsonRequest('/api/enrolments', learner_, { headers: victim.headers }),
    );
    expect(mine.status).toBe(201);
    const { reference: victimRef } = (await mine.json()) as { reference: string };
    const victimRow = await db().enrolment.findUniqueOrThrow({ where: { reference: victimRef } });
    expect(victimRow.userId).toBe(victim.id);
    // Another browser, signed in to another account, with the victim's e-mail in another case.
    jar.clear();
    const stranger = await userWithSession('learner', 'Mallory Impostor');
    const asStranger = (body: Record<string, unknown>) =>
      enrolPOST(jsonRequest('/api/enrolments', body, { headers: stranger.headers })).then(
        async (r) => ({ status: r.status, json: (await r.json()) as { reference: string } }),
      );
    const attempt = await asStranger({
      ...learner_,
      fullName: 'Mallory Impostor',
      email: 'MEERA.nair@example.com',
      phone: '+91 9123456780',
      batch: 0,
    });
    expect(attempt.status).toBe(201);
    expect(attempt.json.reference).not.toBe(victimRef);
    expect(JSON.stringify(attempt.json)).not.toContain(victimRef);
    expect(await db().enrolment.findUniqueOrThrow({ where: { reference: victimRef } })).toEqual(
      victimRow,
    );
    const strangerRow = await db().enrolment.findUniqueOrThrow({
      where: { reference: attempt.json.reference },
    });
    expect(strangerRow.userId).toBe(stranger.id);
    // Once the victim has paid, the signed-in stranger is still not told so: they get back the
    // open row their own session proves (no 409 'already enrolled' for the victim's).
    await db().enrolment.update({ where: { id: victimRow.id }, data: { status: 'paid' } });
    jar.clear();
    const again = await asStranger({ ...learner_, fullName: 'Mallory Impostor' });
    expect(again.status).toBe(200);
    expect(again.json.reference).toBe(attempt.json.reference);
    // And from another browser with no session: a row of its own.
    jar.clear();
    const probe = await enrol({ ...learner_, fullName: 'Mallory Impostor' });
    expect(probe.status).toBe(201);
    expect([victimRef, attempt.json.reference]).not.toContain(probe.json.reference);
    // Staff see the possible duplicates of one person side by side on each enrolment's page.
    const others = async (reference: string) =>
      (await possibleDuplicates(await db().enrolment.findUniqueOrThrow({ where: { reference } })))
        .map((d) => d.reference)
        .sort();
    expect(await others(victimRef)).toEqual([attempt.json.reference, probe.json.reference].sort());
    expect(await others(attempt.json.reference)).toEqual([victimRef, probe.json.reference].sort());
  });

  it('holds the quote for 30 minutes, then quotes again', async () => {
    const { json } = await enrol();
    const row = await db().enrolment.findUniqueOrThrow({ where: { reference: json.reference } });
    // As if a discount tier had been active when the learner continued:
    await db().enrolment.update({ where: { id: row.id }, data: { amountPaise: 1234500 } });
    const t0 = row.quotedAt.getTime();
    const held = await enrolmentForPayment(json.reference, t0 + QUOTE_HOLD_MS - 1000);
    expect(held!.enrolment.amountPaise).toBe(1234500);
    expect(held!.requoted).toBe(false);
    const later = await enrolmentForPayment(json.reference, t0 + QUOTE_HOLD_MS + 1000);
    expect(later!.enrolment.amountPaise).toBe(b1Price);
    expect(later!.requoted).toBe(true);
  });

  it('receipt downloads are limited per address like the other payment steps', async () => {
    // Each one is a PDF made afresh: a loop of them must not take the server's processors.
    const { json } = await enrol();
    const ref = json.reference;
    const sent = await post((r) => transferPOST(r, params(ref)), '/t', { utr: '412356789012' });
    expect(sent.status).toBe(200);
    setEnv({ RATE_LIMIT_PER_IP_10_MIN: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await receiptGET(new Request('http://localhost/r'), params(ref))).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      setEnv({ RATE_LIMIT_PER_IP_10_MIN: '1000' });
    }
  });

  it('a Razorpay payment after a reported transfer: paid, and staff told to check for the transfer', async () => {
    const { json } = await enrol();
    const ref = json.reference;
    const sent = await post((r) => transferPOST(r, params(ref)), '/t', { utr: '412356789099' });
    expect(sent.status).toBe(200);
    const e = await db().enrolment.findUniqueOrThrow({ where: { reference: ref } });
    expect(e.status).toBe('awaiting_confirmation');
    // The Checkout the learner had left open is paid after all.
    await db().payment.create({
      data: {
        enrolmentId: e.id,
        method: 'razorpay',
        providerOrderId: 'order_after_transfer',
        amountPaise: e.amountPaise,
      },
    });
    const paid = await markPaid({ orderId: 'order_after_transfer', paymentId: 'pay_1' }, 'webhook');
    expect(paid.status).toBe('paid');
    const event = await db().enrolmentEvent.findFirstOrThrow({
      where: { enrolmentId: e.id, toStatus: 'paid' },
    });
    expect(event.note).toContain(
      'also reported a UPI/bank transfer (412356789099): check the statement, and if it arrived too, refund one',
    );
  });

  it('UPI transfer: the reference is recorded, staff confirm, a receipt is made', async () => {
    const { json } = await enrol();
    const ref = json.reference;
    const res = await post((r) => transferPOST(r, params(ref)), `/api/enrolments/${ref}/transfer`, {
      utr: ' 4123 5678 9012 ',
    });
    expect(res.status).toBe(200);
    const e = await db().enrolment.findUniqueOrThrow({
      where: { reference: ref },
      include: { payments: true },
    });
    expect(e.status).toBe('awaiting_confirmation');
    expect(e.payments).toMatchObject([
      {
        method: 'upi_transfer',
        providerPaymentId: '412356789012',
        amountPaise: b1Price,
        status: 'awaiting_confirmation',
      },
    ]);
    // the same reference again: nothing new
    expect(
      (await post((r) => transferPOST(r, params(ref)), '/t', { utr: '412356789012' })).status,
    ).toBe(200);
    // two concurrent confirmations of one payment: recorded once
    const both = await Promise.all([
      confirmTransfer(ref, '412356789012', staffBy),
      confirmTransfer(ref, '4123 5678 9012', staffBy),
    ]);
    expect(both.map((b) => b.status).sort()).toEqual(['already', 'paid'].sort());
    const done = await db().enrolment.findUniqueOrThrow({
      where: { reference: ref },
      include: { payments: true, history: true },
    });
    expect(done.status).toBe('paid');
    expect(done.payments.filter((p) => p.status === 'paid')).toHaveLength(1);
    expect(done.history.filter((h) => h.toStatus === 'paid')).toHaveLength(1);
    const pdf = await receiptGET(new Request('http://localhost/r'), params(ref));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`Receipt-${ref}.pdf`);
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toContain('French B1');
    expect(text).toContain(`Amount paid ₹${(b1Price / 100).toLocaleString('en-IN')}`);
    expect(text).toContain('412356789012');
  });

  it('npm run enrolment:confirm confirms a waiting transfer, with the checks of the button', async () => {
    const { json } = await enrol();
    await post((r) => transferPOST(r, params(json.reference)), '/t', { utr: '700011112222' });
    const run = (utr: string) =>
      spawnSync(
        process.execPath,
        ['scripts/enrolment-confirm.mjs', json.reference.toLowerCase(), utr],
        { env: { ...process.env, DATABASE_URL: database.url }, encoding: 'utf8' },
      );
    // A reference other than the one the learner reported is refused, as the button refuses it.
    const wrong = run('999988887777');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain('The learner reported 700011112222');
    expect((await db().enrolment.findFirstOrThrow()).status).toBe('awaiting_confirmation');
    const missing = spawnSync(process.execPath, ['scripts/enrolment-confirm.mjs', json.reference], {
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
    });
    expect(missing.status).toBe(2);
    const first = run('7000 1111 2222');
    expect(first.stdout).toContain('payment confirmed');
    expect(first.status).toBe(0);
    expect(run('700011112222').stdout).toContain('already paid');
    const done = await db().enrolment.findFirstOrThrow({ include: { history: true } });
    expect(done.status).toBe('paid');
    expect(done.history.find((h) => h.toStatus === 'paid')?.actor).toBe('script');
  });

  it('e-mails the learner the receipt and tells staff, from the stored rows', async () => {
    const { json } = await enrol();
    await post((r) => transferPOST(r, params(json.reference)), '/t', { utr: '700011113333' });
    await confirmTransfer(json.reference, '700011113333', staffBy);
    const e = await db().enrolment.findFirstOrThrow();
    // The rows mark-paid writes when e-mail is on, sent by the outbox (no worker in this test).
    await db().outbox.createMany({
      data: [
        { topic: 'enrolment-learner', enrolmentId: e.id, to: e.email },
        { topic: 'enrolment-staff', enrolmentId: e.id },
      ],
    });
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'office@example.com' });
    const sent: Mail[] = [];
    const pass = await processOutbox({ send: async (m) => void sent.push(m) });
    expect(pass.sent).toBe(2);
    const learnerMail = sent.find((m) => m.to.includes('meera.nair@example.com'))!;
    expect(learnerMail.subject).toContain(json.reference);
    expect(learnerMail.text).toContain('Dear Meera Nair');
    expect(learnerMail.attachments?.[0]?.filename).toBe(
      `Gurugram-French-School-Receipt-${json.reference}.pdf`,
    );
    const receipt = pdfText(learnerMail.attachments![0]!.content as Buffer);
    expect(receipt).toContain('Amount paid');
    const staffMail = sent.find((m) => m.to.includes('office@example.com'))!;
    expect(staffMail.subject).toContain('Enrolment paid');
    expect(staffMail.text).toContain('+91 9876543210');
  });

  it('an enrolment made while signed in joins the account; its owner sees it from any browser', async () => {
    const learner = await userWithSession('learner', 'Meera Nair');
    const res = await enrolPOST(
      jsonRequest('/api/enrolments', learner_, { headers: learner.headers }),
    );
    expect(res.status).toBe(201);
    const { reference } = (await res.json()) as { reference: string };
    expect((await db().enrolment.findUniqueOrThrow({ where: { reference } })).userId).toBe(
      learner.id,
    );
    jar.clear(); // another browser, signed in as the owner
    headerJar.cookie = learner.headers.cookie;
    expect((await receiptGET(new Request('http://localhost/r'), params(reference))).status).toBe(
      409,
    ); // not paid yet
    headerJar.cookie = undefined; // and anonymous: nothing
    expect((await receiptGET(new Request('http://localhost/r'), params(reference))).status).toBe(
      404,
    );
    // the same e-mail without a session does not join anything
    jar.clear();
    const other = await enrol({ ...learner_, email: 'someone@example.com' });
    expect(
      (await db().enrolment.findUniqueOrThrow({ where: { reference: other.json.reference } }))
        .userId,
    ).toBeNull();
  });

  it('limits the payment steps per address (429, with how to reach the school)', async () => {
    const { json } = await enrol();
    setEnv({ RATE_LIMIT_PER_IP_10_MIN: '2' });
    const send = () =>
      post((r) => transferPOST(r, params(json.reference)), '/t', { utr: '412356789012' });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.json.error.message).toContain(reachUs());
  });

  it('a transfer reference used by another enrolment is refused; another browser gets nothing', async () => {
    const a = await enrol();
    await post((r) => transferPOST(r, params(a.json.reference)), '/t', { utr: '999988887777' });
    const b = await enrol({ ...learner_, email: 'other@example.com' });
    const clash = await post((r) => transferPOST(r, params(b.json.reference)), '/t', {
      utr: '999988887777',
    });
    expect(clash.status).toBe(409);
    expect(clash.json.error.fields.utr).toMatch(/already recorded/);
    jar.clear(); // another browser
    const res = await post((r) => transferPOST(r, params(a.json.reference)), '/t', {
      utr: '111122223333',
    });
    expect(res.status).toBe(404);
    expect(
      (await receiptGET(new Request('http://localhost/r'), params(a.json.reference))).status,
    ).toBe(404);
    expect(await db().payment.count()).toBe(1);
  });

  describe('Razorpay', () => {
    beforeEach(razorpayOn);

    async function order() {
      const { json } = await enrol();
      const o = await post(orderPOST, '/api/payments/razorpay/order', {
        reference: json.reference,
      });
      expect(o.status).toBe(200);
      expect(o.json.amount).toBe(b1Price);
      return { ref: json.reference, orderId: o.json.orderId as string };
    }
    const payments = () => db().payment.findMany();

    it('creates the order through the Orders API with the held amount and the reference as receipt', async () => {
      const { ref, orderId } = await order();
      expect(standin.orders.get(orderId)).toMatchObject({ amount: b1Price, receipt: ref });
      expect(standin.auth.at(-1)).toBe(
        'Basic ' + Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64'),
      );
      // again: the same open order
      const again = await post(orderPOST, '/o', { reference: ref });
      expect(again.json.orderId).toBe(orderId);
    });

    it('verifies Checkout’s signature: good, bad, missing', async () => {
      const { ref, orderId } = await order();
      const result = standin.pay(orderId);
      const bad = await post(verifyPOST, '/v', {
        reference: ref,
        ...result,
        razorpay_signature: 'a'.repeat(64),
      });
      expect(bad.status).toBe(400);
      const missing = await post(verifyPOST, '/v', {
        reference: ref,
        razorpay_order_id: orderId,
        razorpay_payment_id: result.razorpay_payment_id,
      });
      expect(missing.status).toBe(400);
      expect((await db().enrolment.findFirstOrThrow()).status).toBe('pending_payment');
      const good = await post(verifyPOST, '/v', { reference: ref, ...result });
      expect(good.status).toBe(200);
      expect((await db().enrolment.findFirstOrThrow()).status).toBe('paid');
      expect(await payments()).toMatchObject([
        { status: 'paid', providerPaymentId: result.razorpay_payment_id, paidVia: 'browser' },
      ]);
    });

    it('a webhook with a bad or missing signature is refused and writes nothing', async () => {
      const { orderId } = await order();
      const paid = standin.pay(orderId);
      const w = standin.webhook('payment.captured', orderId, paid.razorpay_payment_id);
      expect(
        (await webhook({ ...w, headers: { ...w.headers, 'x-razorpay-signature': 'f'.repeat(64) } }))
          .status,
      ).toBe(401);
      const unsigned = { ...w.headers };
      delete unsigned['x-razorpay-signature'];
      expect((await webhook({ ...w, headers: unsigned })).status).toBe(401);
      expect(await db().paymentEvent.count()).toBe(0);
      expect((await db().enrolment.findFirstOrThrow()).status).toBe('pending_payment');
    });

    it('a webhook body sent without a length is cut off at the limit, not read whole', async () => {
      // Anyone can reach the webhook's address; the signature is checked only once the body is in.
      let pulled = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(c) {
          pulled++;
          c.enqueue(new Uint8Array(64 * 1024).fill(0x7b));
        },
      });
      const res = await webhookPOST(
        new Request('http://localhost/api/payments/razorpay/webhook', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'f'.repeat(64) },
          body: endless,
          duplex: 'half',
        } as RequestInit),
      );
      expect(res.status).toBe(413);
      expect(((await res.json()) as Answer).error?.code).toBe('payload_too_large');
      // 256 KB is four chunks of 64 KB: the fifth goes over, and reading stops there.
      expect(pulled).toBeLessThanOrEqual(8);
      expect(await db().paymentEvent.count()).toBe(0);
    });

    it('duplicate events, and payment.captured with order.paid for one payment, record one payment', async () => {
      const { orderId } = await order();
      const paid = standin.pay(orderId);
      const w = standin.webhook('payment.captured', orderId, paid.razorpay_payment_id, {
        eventId: 'evt_1',
      });
      const results = await Promise.all([webhook(w), webhook(w)]);
      expect(results.map((r) => r.status)).toEqual([200, 200]);
      expect(results.map((r) => r.json.outcome).sort()).toEqual(['duplicate', 'processed']);
      const o = await webhook(
        standin.webhook('order.paid', orderId, paid.razorpay_payment_id, { eventId: 'evt_2' }),
      );
      expect(o.status).toBe(200);
      expect(await db().paymentEvent.count()).toBe(2);
      expect(await payments()).toMatchObject([{ status: 'paid', paidVia: 'webhook' }]);
      expect(await db().enrolmentEvent.count({ where: { toStatus: 'paid' } })).toBe(1);
    });

    it('webhook before the browser callback, and after it', async () => {
      const first = await order();
      const r1 = standin.pay(first.orderId);
      await webhook(standin.webhook('payment.captured', first.orderId, r1.razorpay_payment_id));
      const late = await post(verifyPOST, '/v', { reference: first.ref, ...r1 });
      expect(late.status).toBe(200);
      jar.clear();
      const { json } = await enrol({ ...learner_, email: 'second@example.com' });
      const o = await post(orderPOST, '/o', { reference: json.reference });
      const r2 = standin.pay(o.json.orderId);
      expect((await post(verifyPOST, '/v', { reference: json.reference, ...r2 })).status).toBe(200);
      const w = await webhook(
        standin.webhook('payment.captured', o.json.orderId, r2.razorpay_payment_id),
      );
      expect(w.json.outcome).toBe('processed');
      const all = await payments();
      expect(all.map((p) => [p.status, p.paidVia]).sort()).toEqual(
        [
          ['paid', 'browser'],
          ['paid', 'webhook'],
        ].sort(),
      );
      expect(await db().enrolment.count({ where: { status: 'paid' } })).toBe(2);
    });

    it('payment.failed is recorded and the order stays open', async () => {
      const { orderId } = await order();
      const r = await webhook(standin.webhook('payment.failed', orderId, 'pay_failed1'));
      expect(r.json.outcome).toBe('failed_recorded');
      expect(await payments()).toMatchObject([
        { status: 'created', lastError: 'Card declined (stand-in)' },
      ]);
      expect((await db().enrolment.findFirstOrThrow()).status).toBe('pending_payment');
    });

    it('reconciles an order paid while both callbacks were lost', async () => {
      const { orderId } = await order();
      standin.pay(orderId); // the learner paid and closed the tab; no webhook arrived
      expect(await reconcileOrders(Date.now())).toEqual({ checked: 0, paid: 0 }); // too recent
      const later = await reconcileOrders(Date.now() + RECONCILE_AFTER_MS + 1000);
      expect(later).toEqual({ checked: 1, paid: 1 });
      expect(await payments()).toMatchObject([{ status: 'paid', paidVia: 'reconcile' }]);
      expect((await reconcileOrders(Date.now() + RECONCILE_AFTER_MS + 2000)).checked).toBe(0);
    });

    it('two concurrent reports of one payment record it once', async () => {
      const { orderId } = await order();
      const r = standin.pay(orderId);
      const results = await Promise.all([
        markPaid({ orderId, paymentId: r.razorpay_payment_id }, 'browser'),
        markPaid({ orderId, paymentId: r.razorpay_payment_id }, 'webhook'),
        markPaid({ orderId, paymentId: r.razorpay_payment_id }, 'reconcile'),
      ]);
      expect(results.filter((x) => x.status === 'paid')).toHaveLength(1);
      expect(await db().enrolmentEvent.count({ where: { toStatus: 'paid' } })).toBe(1);
    });

    it('refuses a webhook whose amount differs from the order', async () => {
      const { orderId } = await order();
      const r = await webhook(
        standin.webhook('payment.captured', orderId, 'pay_x', { amount: 100 }),
      );
      expect(r.json.outcome).toBe('processed');
      expect((await db().enrolment.findFirstOrThrow()).status).toBe('pending_payment');
    });
  });

  it('answers 503 when the database is down, and nothing is half-written', async () => {
    const { json } = await enrol();
    await useDatabase(
      backend === 'sqlite'
        ? 'file:/nonexistent-dir/x.db'
        : 'postgresql://postgres@127.0.0.1:1/none',
    );
    expect((await enrol({ ...learner_, email: 'new@example.com' })).status).toBe(503);
    const t = await post((r) => transferPOST(r, params(json.reference)), '/t', {
      utr: '555566667777',
    });
    expect(t.status).toBe(503);
    expect(
      (await receiptGET(new Request('http://localhost/r'), params(json.reference))).status,
    ).toBe(503);
    await useDatabase(database.url);
    expect(await db().enrolment.count()).toBe(1);
    expect(await db().payment.count()).toBe(0);
  });
});
