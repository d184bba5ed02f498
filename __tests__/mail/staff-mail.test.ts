import { POST as enrolPOST } from '@/app/api/enrolments/route';
import { POST as transferPOST } from '@/app/api/enrolments/[reference]/transfer/route';
import { confirmPaymentByStaff } from '@/lib/admin/enrolments';
import { runDigest } from '@/lib/admin/digest';
import { closeEnrolment } from '@/lib/admin/enrolments';
import { formatStaffTime } from '@/lib/dates';
import { db } from '@/lib/db';
import { processOutbox, stopOutboxWorker } from '@/lib/mail/outbox';
import type { Mail } from '@/lib/mail/transport';
import { alertMail } from '@/lib/ops/alert-mail';
import { backupAlert } from '@/lib/ops/alerts';
import { historyWords } from '@/lib/payments/status-words';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { publishB1 } from '@/__tests__/support/cohorts';

// Every e-mail the school's staff and admins get: the back-office page it is about, times in India
// time, statuses and history in words, no internal ids and no commands to type on the server.

// The browser's cookie jar, as next/headers gives it to the route handlers.
const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
    set: (name: string, value: string) => void jar.set(name, value),
  }),
  headers: async () => new Headers(),
}));

// Whatever the outbox's worker sends (it is kicked after each write) is kept here, as is what a
// pass this test runs sends.
const outbox: Mail[] = [];
jest.mock('@/lib/mail/transport', () => ({
  ...jest.requireActual('@/lib/mail/transport'),
  sendMail: async (m: Mail) => void outbox.push(m),
}));

const SITE = 'https://school.example';
const RAW_CODES =
  /pending_payment|awaiting_confirmation|upi_transfer|razorpay |\bpaid by (staff|script)\b|\bby script\b/;
const ISO_TIME = /\d{4}-\d{2}-\d{2}(T\d|\b)|\d{2}:\d{2}:\d{2}|\bZ\b|UTC/;

/** The rules every staff e-mail keeps; `page` is the back-office page it must link to. */
function expectActionable(mail: Pick<Mail, 'subject' | 'text'>, page: string) {
  const all = `${mail.subject}\n${mail.text}`;
  expect(mail.text).toContain(`${SITE}${page}`);
  expect(all).not.toMatch(RAW_CODES);
  expect(all).not.toMatch(ISO_TIME);
  expect(all).not.toContain('npm run');
  // A cuid (an internal row id) may appear only inside a back-office link.
  const ids = all.replace(/https?:\/\/\S+/g, '').match(/\bc[a-z0-9]{20,}\b/g);
  expect(ids).toBeNull();
}

describe('staff e-mails: words (pure)', () => {
  it('says a paid transfer in words, with who confirmed it', () => {
    const h = {
      fromStatus: 'awaiting_confirmation',
      toStatus: 'paid',
      actor: 'staff',
      note: 'upi_transfer 700011112222 confirmed by Asha',
    };
    expect(historyWords(h)).toBe('Paid by UPI or bank transfer (700011112222), confirmed by Asha');
    expect(
      historyWords({ fromStatus: null, toStatus: 'pending_payment', actor: 'learner', note: null }),
    ).toBe('Waiting for payment, by the learner');
    expect(
      historyWords({
        ...h,
        actor: 'webhook',
        note: 'razorpay pay_X1; paid 1500000 paise, the quote had become 1200000',
      }),
    ).toBe(
      'Paid by online payment (Razorpay) (pay_X1), by Razorpay’s notice to the site; paid ₹15,000, the quote had become ₹12,000',
    );
  });

  it("writes an instant as '2 Dec, 4:41 PM IST'", () => {
    expect(formatStaffTime(new Date('2026-12-02T11:11:00Z'))).toBe('2 Dec, 4:41 PM IST');
    expect(formatStaffTime(new Date('2026-12-01T19:05:00Z'))).toBe('2 Dec, 12:35 AM IST');
  });
});

describe.each(backends)('staff e-mails on %s', (backend) => {
  let database: TestDatabase;
  /** The staff's e-mails sent since the last call (by the worker or by a pass run here). */
  const deliver = async () => {
    await stopOutboxWorker();
    await processOutbox();
    const staff = outbox.filter((m) => m.to.includes('office@example.com'));
    outbox.length = 0;
    return staff;
  };

  beforeEach(async () => {
    jar.clear();
    outbox.length = 0;
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SITE_URL: SITE,
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEADS_NOTIFY_TO: 'office@example.com',
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      RAZORPAY_KEY_ID: undefined,
    });
    await publishB1(db());
  });
  afterEach(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });

  async function enrolAndReport(utr: string) {
    const res = await enrolPOST(
      jsonRequest('/api/enrolments', {
        fullName: 'Meera Nair',
        email: 'meera.nair@example.com',
        phone: '+91 9876543210',
        consent: true,
        course: 'b1',
        batch: 3,
      }),
    );
    const { reference } = (await res.json()) as { reference: string };
    const t = await transferPOST(jsonRequest('/t', { utr }), {
      params: Promise.resolve({ reference }),
    });
    expect(t.status).toBeLessThan(300);
    return reference;
  }

  it('the transfer to confirm links to its "Confirm payment received", the paid one to the enrolment', async () => {
    const reference = await enrolAndReport('700011112222');
    const [waiting] = await deliver();
    expect(waiting!.subject).toContain('Transfer to confirm');
    expectActionable(waiting!, `/admin/enrolments/${reference}#confirm`);
    expect(waiting!.text).toContain(
      'Status: Transfer reported, waiting for the school to confirm it',
    );
    expect(waiting!.text).toContain('Payment: UPI or bank transfer, reference 700011112222');
    expect(waiting!.text).toMatch(
      /Last change: .* by the learner: .*\(\d+ \w{3}, \d+:\d\d [AP]M IST\)/,
    );

    await confirmPaymentByStaff(reference, '700011112222', { id: 'u1', name: 'Asha' } as never);
    const [paid] = await deliver();
    expect(paid!.subject).toContain('Enrolment paid');
    expectActionable(paid!, `/admin/enrolments/${reference}`);
    expect(paid!.text).toContain('Status: Paid');
    expect(paid!.text).toContain(
      'Last change: Paid by UPI or bank transfer (700011112222), confirmed by Asha',
    );
  });

  it('the new lead links to its page in the back office, received in India time', async () => {
    const lead = await db().lead.create({
      data: {
        kind: 'contact',
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        createdAt: new Date('2026-12-02T11:11:00Z'),
      },
    });
    await db().outbox.create({ data: { topic: 'lead-staff', leadId: lead.id } });
    const [mail] = await deliver();
    expectActionable(mail!, `/admin/leads/${lead.id}`);
    expect(mail!.subject).not.toContain(lead.id);
    expect(mail!.text).toContain('Received: 2 Dec, 4:41 PM IST');
  });

  it('the morning digest links each lead and each transfer to confirm', async () => {
    const reference = await enrolAndReport('700011113333');
    await deliver();
    const lead = await db().lead.create({
      data: { kind: 'contact', name: 'Fresh Lead', email: 'f@example.com' },
    });
    expect(await runDigest(Date.now() + 86_400_000)).toBe('sent');
    const [digest] = await deliver();
    expectActionable(digest!, `/admin/enrolments/${reference}#confirm`);
    expect(digest!.text).toContain(`${SITE}/admin/leads/${lead.id}`);
    // The transfer by its amount and reference; a name could outlive the person's erasure.
    expect(digest!.text).toMatch(new RegExp(`- ₹[\\d,]+, enrolment ${reference}: confirm it at`));
    expect(digest!.text).not.toContain('Meera Nair');
  });

  it('the cancelled enrolment is said in words in the back office history', async () => {
    const reference = await enrolAndReport('700011114444');
    await closeEnrolment(reference, 'cancel', 'Paid twice by mistake', {
      id: 'u1',
      name: 'Asha',
    } as never);
    const e = await db().enrolment.findUniqueOrThrow({
      where: { reference },
      include: { history: { orderBy: { createdAt: 'asc' } } },
    });
    const lines = e.history.map(historyWords);
    expect(lines.at(-1)).toBe('Cancelled, by staff: Paid twice by mistake (Asha)');
    expect(lines.join('\n')).not.toMatch(RAW_CODES);
  });

  it('the admins’ alert links to the system page, its times in India time, no command to type', async () => {
    const started = new Date(Date.now() - 3 * 86_400_000);
    await db().instance.create({
      data: {
        id: 'host:1:x',
        host: 'host',
        pid: 1,
        version: '1',
        startedAt: started,
        lastSeenAt: new Date(),
      },
    });
    const alert = await backupAlert(Date.now());
    expect(alert).not.toBeNull();
    const mail = alertMail(alert!, '2026-12-02');
    expectActionable(mail, '/admin/system');
    expect(mail.text).toContain(formatStaffTime(started));
  });
});
