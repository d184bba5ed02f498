/**
 * The reply to an enquiry (issue 52): its words for each kind, with and without a current cohort
 * (the same figures the course page shows), the 'by when' in office hours, and on both databases:
 * one reply per person (mailbox) per India day across forms, none for spam, written with the lead
 * and sent by the outbox naming the cohort's date and price.
 */
import { replyKinds } from '@/content/lead-reply';
import { site } from '@/content/site';
import { db } from '@/lib/db';
import { contactLead, callbackLead, reservationLead } from '@/lib/leads/kinds';
import { storeLead } from '@/lib/leads/store';
import { byWhenLine, leadReplyMail, replyCourse } from '@/lib/mail/lead-reply';
import { processOutbox, stopOutboxWorker } from '@/lib/mail/outbox';
import { reservationVisitorMail } from '@/lib/mail/templates';
import type { Mail } from '@/lib/mail/transport';
import { b1Cohort13, importedCohorts, offerOf, publishB1 } from '@/__tests__/support/cohorts';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

// 2025-06-10 12:00 IST, a Tuesday: Cohort 13's second tier (₹19,499 until 23 June) is on.
const NOW = Date.parse('2025-06-10T12:00:00+05:30');
const lead = (kind: string, extra: { course?: string | null; page?: string | null } = {}) => ({
  id: 'clreply000000000000000001',
  kind,
  course: extra.course ?? null,
  page: extra.page ?? null,
  createdAt: new Date(NOW),
});

describe('the reply to each kind of enquiry', () => {
  it.each(Object.keys(replyKinds))('%s: what happens next, a reference, no course', (kind) => {
    const { subject, text } = leadReplyMail(lead(kind), null, NOW);
    expect(subject).toContain(replyKinds[kind]!.subject);
    expect(text).toContain(replyKinds[kind]!.next);
    expect(text).toContain('Your reference: clreply000000000000000001');
    expect(text).not.toMatch(/Cohort|Price|₹/);
    // a callback request is one already; every other kind is offered one
    expect(text.includes('/request-a-callback')).toBe(kind !== 'callback');
    // no tracking: the only links are the site's own pages
    for (const url of text.match(/https?:\/\/\S+/g) ?? []) {
      expect(new URL(url).host).toBe('localhost:3000');
    }
  });

  it.each(Object.keys(replyKinds))(
    '%s about B1 with its current cohort: start, batches with seats, today’s price and until when',
    (kind) => {
      const taken = new Map([
        ['batch-b1-13-1', 13],
        ['batch-b1-13-2', 15],
      ]);
      const offer = offerOf(
        {
          ...importedCohorts.b1,
          batches: importedCohorts.b1.batches.map((b) =>
            b.slot === 4 ? { ...b, open: false } : b,
          ),
        },
        taken,
      );
      const { text } = leadReplyMail(lead(kind, { course: 'b1' }), offer, NOW);
      expect(text).toContain('French B1 Level (Intermediate Course):');
      expect(text).toContain('- Next cohort: Cohort 13, starting 7 July 2025.');
      // slot 1 has 2 seats left, slot 2 is full, slot 4 is closed
      expect(text).toContain(
        '- Batches with seats (India time): 7:00-9:30 AM, 10:00 AM-12:30 PM (2 seats left), 7:00-9:30 PM.',
      );
      expect(text).toContain('- Price today: ₹19,499, until 23 June 2025.');
      expect(text).toContain('- Last day to enrol: 7 July 2025.');
      expect(text).toContain('http://localhost:3000/intermediate-course');
    },
  );

  it('names the course a contact message was sent from, and says when no cohort is open', () => {
    expect(replyCourse({ course: null, page: '/intermediate-course?utm_source=x' })).toBe('b1');
    expect(replyCourse({ course: null, page: '/ContactUs' })).toBeNull();
    // looked at: the visit began on B1's page, the message was sent from Contact Us
    expect(
      replyCourse({ course: null, page: '/ContactUs', landingPage: '/intermediate-course' }),
    ).toBe('b1');
    const { text } = leadReplyMail(lead('contact', { page: '/intermediate-course' }), null, NOW);
    expect(text).toContain('No cohort of this course is open for enrolment just now.');
    expect(text).toContain('/request-a-callback?course=b1');
    expect(text).not.toContain('Price');
  });

  it('after the last tier the price is the list price, with no end date', () => {
    const later = Date.parse('2025-07-02T12:00:00+05:30');
    const { text } = leadReplyMail(lead('contact', { course: 'b1' }), b1Cohort13, later);
    expect(text).toContain('- Price: ₹29,999.');
  });

  it('carries nothing the visitor typed and no WhatsApp link while the number is unset', () => {
    const { text } = leadReplyMail(lead('contact'), null, NOW);
    expect(text.startsWith('Hello,\n')).toBe(true);
    expect(text).not.toContain('wa.me');
    // no hour is named while the school has not set its office hours
    expect(text).not.toMatch(/aim to answer|office hours/i);
  });
});

describe('once the school sets its WhatsApp number', () => {
  afterEach(() => jest.restoreAllMocks());
  it('the reply and a free session’s confirmation link to WhatsApp with the reference written in', () => {
    jest.replaceProperty(site.contact, 'whatsapp', '919876543210');
    const message = encodeURIComponent(
      'Hello, I am writing about my enquiry clreply000000000000000001.',
    );
    const { text } = leadReplyMail(lead('contact'), null, NOW);
    expect(text).toContain(`https://wa.me/919876543210?text=${message}`);
    const confirmation = reservationVisitorMail(
      { id: 'clreply000000000000000001', name: 'Kabir Singh' },
      { date: '2025-06-12', slot: 1 },
    );
    expect(confirmation.text).toContain(`https://wa.me/919876543210?text=${message}`);
  });
});

describe('by when, in office hours', () => {
  const hours = { days: [1, 2, 3, 4, 5, 6], opens: '10:00', closes: '18:00' };
  const at = (iso: string) => Date.parse(iso);
  it('within the day, the next morning, and over a Sunday and a holiday', () => {
    expect(byWhenLine(at('2025-06-10T12:00:00+05:30'), NOW, hours, [], 60)).toBe(
      'We aim to answer by 1:00 PM today (India time). Our office hours are Monday to Saturday, 10:00 AM to 6:00 PM.',
    );
    const evening = at('2025-06-10T17:30:00+05:30');
    expect(byWhenLine(evening, evening, hours, [], 60)).toContain('by 10:30 AM tomorrow');
    // Saturday 17:30 → Sunday closed, Monday 16 June a holiday → Tuesday 17 June 10:30
    const saturday = at('2025-06-14T17:30:00+05:30');
    expect(byWhenLine(saturday, saturday, hours, ['2025-06-16'], 60)).toContain(
      'by 10:30 AM on Tuesday 17 June (India time)',
    );
    expect(byWhenLine(saturday, saturday, null)).toBeNull();
  });
});

describe.each(backends)('replies through the outbox on %s', (backend) => {
  let database: TestDatabase;
  const meta = { ipHash: 'ip-reply', userAgent: null, salt: 'salt' };
  const contact = (email: string, page = '/intermediate-course', extra = {}) => ({
    name: 'Asha Verma',
    email,
    subject: '',
    purpose: 'Course and batch details',
    message: 'When does the next B1 batch start?',
    contactingFor: 'Leave us a message',
    page,
    ...extra,
  });
  const replies = (to?: string) =>
    db().outbox.findMany({ where: { topic: 'lead-reply', ...(to ? { to } : {}) } });

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      SMTP_URL: 'smtp://127.0.0.1:1',
      LEADS_NOTIFY_TO: 'staff@example.com',
      SITE_URL: undefined,
    });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it('one reply per mailbox per India day across forms; none for spam; the next day again', async () => {
    const t = Date.parse('2026-12-02T10:00:00+05:30');
    const first = await storeLead(contactLead, contact('Meera.Rao+b1@gmail.com'), meta, t);
    expect((await replies()).map((r) => [r.leadId, r.to])).toEqual([
      [first.id, 'Meera.Rao+b1@gmail.com'],
    ]);
    // the same mailbox, another form, later that day (23:59 IST): stored, staff told, no reply
    const late = Date.parse('2026-12-02T23:59:00+05:30');
    const second = await storeLead(
      callbackLead,
      {
        firstName: 'Meera',
        lastName: 'Rao',
        phoneNumber: '+91 9876543210',
        email: 'meerarao@googlemail.com',
        course: 'b1',
      },
      meta,
      late,
    );
    expect(await db().outbox.count({ where: { leadId: second.id, topic: 'lead-staff' } })).toBe(1);
    expect(await replies()).toHaveLength(1);
    // spam gets nothing, and takes no one's reply
    const spam = await storeLead(
      contactLead,
      contact('ravi@example.com', '/ContactUs', { website: 'http://x' }),
      meta,
      t,
    );
    expect(spam.spam).toBe(true);
    expect(await replies('ravi@example.com')).toHaveLength(0);
    await storeLead(contactLead, contact('ravi@example.com', '/ContactUs'), meta, t);
    expect(await replies('ravi@example.com')).toHaveLength(1);
    // 00:01 IST the next day: a new India day, a new reply
    const next = Date.parse('2026-12-03T00:01:00+05:30');
    await storeLead(contactLead, contact('meerarao@gmail.com'), meta, next);
    expect(await replies('meerarao@gmail.com')).toHaveLength(1);
  });

  it('a free session’s own confirmation counts as the day’s reply, and is not doubled', async () => {
    const t = Date.parse('2026-12-04T10:00:00+05:30');
    const { storeLeadWith } = await import('@/lib/leads/store');
    const reserved = await storeLeadWith(
      reservationLead,
      {
        name: 'Kabir Singh',
        email: 'kabir@example.com',
        phoneNumber: '+91 9876500000',
        date: '2026-12-10',
        slot: '10:00 AM',
        level: 'Beginner',
        goal: 'Travel',
      },
      meta,
      { outbox: [{ topic: 'reservation-visitor', to: 'kabir@example.com' }], write: async () => 1 },
      t,
    );
    const topics = await db().outbox.findMany({
      where: { leadId: reserved.id },
      orderBy: { topic: 'asc' },
    });
    expect(topics.map((r) => r.topic)).toEqual(['lead-staff', 'reservation-visitor']);
    await storeLead(contactLead, contact('kabir@example.com'), meta, t + 60_000);
    expect(await replies('kabir@example.com')).toHaveLength(0);
  });

  it('the outbox sends the reply with the current cohort’s date and price', async () => {
    const now = Date.now();
    await publishB1(db(), now);
    const stored = await storeLead(contactLead, contact('asha@example.com'), meta, now);
    await stopOutboxWorker();
    const sent: Mail[] = [];
    // the worker the store kicked may have tried the unreachable server first: an hour later
    await processOutbox({
      send: async (m) => void sent.push(m),
      now: () => new Date(now + 3_600_000),
      batch: 100,
    });
    const reply = sent.find((m) => m.to.includes('asha@example.com'))!;
    expect(reply.subject).toBe('We have your message (Gurugram French School)');
    expect(reply.text).toContain('- Next cohort: Cohort 14, starting');
    expect(reply.text).toMatch(/- Price today: ₹19,999, until \d{1,2} \w+ \d{4}\./);
    expect(reply.text).toContain(`Your reference: ${stored.id}`);
    // the staff e-mail, not the reply, says staff were told
    expect((await db().lead.findUniqueOrThrow({ where: { id: stored.id } })).notifiedAt).not.toBe(
      null,
    );
  });
});
