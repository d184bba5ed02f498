import { POST as contactPost } from '@/app/api/form/leaveUsAMessage/route';
import { POST as callbackPost } from '@/app/api/request-a-callback/route';
import { POST as waitlistPost } from '@/app/api/form/waitlist/route';
import { isJsonUtf8, readJson } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { createTestDatabase, useDatabase, type TestDatabase } from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { send } from '@/__tests__/support/lead-api';
import { countLeads, findLead } from '@/__tests__/support/leads';

const contact = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  subject: '',
  purpose: 'Course and batch details',
  message: 'Is there an evening A1 batch next month?',
  contactingFor: 'Leave us a message',
  page: '/ContactUs',
};
const callback = {
  firstName: 'Rohan',
  lastName: 'Mehta',
  phoneNumber: '+91 9876543210',
  email: 'rohan@example.com',
  course: 'b1',
  page: '/intermediate-course',
};
const waitlist = {
  name: 'Meera Nair',
  email: 'meera@example.com',
  phoneNumber: '+91 9876543210',
  course: 'b1',
  slot: 3,
  page: '/intermediate-course',
};

const endpoints = [
  { what: 'contact', post: contactPost, url: '/api/form/leaveUsAMessage', valid: contact },
  { what: 'callback', post: callbackPost, url: '/api/request-a-callback', valid: callback },
  { what: 'waitlist', post: waitlistPost, url: '/api/form/waitlist', valid: waitlist },
] as const;

/** Characters a one-line field refuses: each could fake a line or hide text in a staff e-mail. */
const badSingleLine: [string, string][] = [
  ['NUL', '\u0000'],
  ['line feed', '\n'],
  ['carriage return + line feed', '\r\n'],
  ['tab', '\t'],
  ['escape', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 next line', '\u0085'],
  ['line separator', '\u2028'],
  ['right-to-left override', '\u202e'],
  ['left-to-right embedding', '\u202a'],
  ['first-strong isolate', '\u2068'],
  ['right-to-left mark', '\u200f'],
  ['zero-width space', '\u200b'],
  ['zero-width joiner between Latin letters', '\u200d'],
  ['word joiner', '\u2060'],
  ['byte-order mark', '\ufeff'],
];

/** Where each endpoint's one-line fields get the bad character. */
const singleLineFields: Record<string, [field: string, at: (bad: string) => string][]> = {
  contact: [
    ['name', (b) => `Asha${b}Verma`],
    ['email', (b) => `asha${b}@example.com`],
    ['subject', (b) => `Hello${b}there`],
    ['purpose', (b) => `Course and batch details${b}`],
    ['contactingFor', (b) => `Leave us${b} a message`],
    ['page', (b) => `/ContactUs${b}`],
  ],
  callback: [
    ['firstName', (b) => `Ro${b}han`],
    ['lastName', (b) => `Meh${b}ta`],
    ['phoneNumber', (b) => `+91 98765${b}43210`],
    ['email', (b) => `rohan${b}@example.com`],
    ['course', (b) => `b1${b}`],
    ['page', (b) => `/intermediate-course${b}`],
  ],
  waitlist: [
    ['name', (b) => `Meera${b}Nair`],
    ['email', (b) => `meera${b}@example.com`],
    ['phoneNumber', (b) => `+91 98765${b}43210`],
    ['course', (b) => `b1${b}`],
    ['page', (b) => `/intermediate-course${b}`],
  ],
};

describe('input rules', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      SPAM_MIN_FILL_MS: '3000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  describe.each(endpoints)('$what: one-line fields', ({ what, post, url, valid }) => {
    const cases = singleLineFields[what]!.flatMap(([field, at]) =>
      badSingleLine.map(([label, ch]) => [field, label, at(ch)] as const),
    );
    it.each(cases)('%s with %s → 400, nothing written', async (field, _label, value) => {
      const before = await countLeads(what);
      const { res, json } = await send(post, url, { body: { ...valid, [field]: value } });
      expect(res.status).toBe(400);
      expect(json.error?.code).toBe('validation_failed');
      expect(json.error?.fields?.[field]).toEqual(expect.any(String));
      expect(await countLeads(what)).toBe(before);
    });
  });

  it('refuses the faked-line purpose of the review', async () => {
    const { res, json } = await send(contactPost, '/api/form/leaveUsAMessage', {
      body: { ...contact, purpose: 'Beginner\u0000course\r\nPhone: +1 555' },
    });
    expect(res.status).toBe(400);
    expect(json.error?.fields?.purpose).toBeDefined();
  });

  it('takes a purpose only from the list, a course only from the catalogue', async () => {
    const p = await send(contactPost, '/api/form/leaveUsAMessage', {
      body: { ...contact, purpose: 'Free iPhone' },
    });
    expect(p.json.error?.fields?.purpose).toBe('Choose a purpose from the list');
    const c = await send(callbackPost, '/api/request-a-callback', {
      body: { ...callback, course: 'mandarin' },
    });
    expect(c.json.error?.fields?.course).toBe('Choose a course from the list');
  });

  it('keeps line breaks and tabs in a message (CRLF as LF), refuses other controls', async () => {
    const ok = await send(contactPost, '/api/form/leaveUsAMessage', {
      body: { ...contact, message: 'Bonjour,\r\n\tA1 batch?\nMerci' },
    });
    expect(ok.res.status).toBe(201);
    expect((await findLead(ok.json.id!)).message).toBe('Bonjour,\n\tA1 batch?\nMerci');
    for (const bad of ['\u0000', '\u0007', '\u001b[31m', '\u0085', '\u202e', '\u2066']) {
      const r = await send(contactPost, '/api/form/leaveUsAMessage', {
        body: { ...contact, message: `Hello ${bad} there` },
      });
      expect(r.res.status).toBe(400);
      expect(r.json.error?.fields?.message).toBe(
        'Message contains characters that are not allowed',
      );
    }
  });

  it('lets a joiner stay inside Indic and Arabic-script names only', async () => {
    const hindi = await send(callbackPost, '/api/request-a-callback', {
      body: { ...callback, firstName: 'क्\u200dषमा', lastName: 'शर्मा' },
    });
    expect(hindi.res.status).toBe(201);
    const latin = await send(callbackPost, '/api/request-a-callback', {
      body: { ...callback, firstName: 'Ash\u200da' },
    });
    expect(latin.res.status).toBe(400);
  });

  describe('clock skew', () => {
    it('a device clock 10 minutes ahead does not make a visitor spam', async () => {
      const { res, json } = await send(contactPost, '/api/form/leaveUsAMessage', {
        body: { ...contact, startedAt: Date.now() + 10 * 60_000, elapsedMs: 45_000 },
      });
      expect(res.status).toBe(201);
      expect((await findLead(json.id!)).status).toBe('new');
    });

    it('an older page that sends only a wall-clock startedAt is stored as new', async () => {
      const { json } = await send(contactPost, '/api/form/leaveUsAMessage', {
        body: { ...contact, startedAt: Date.now() + 10 * 60_000 },
      });
      expect((await findLead(json.id!)).status).toBe('new');
    });

    it('a form sent 800 ms after it was shown (browser-measured) is spam', async () => {
      const { res, json } = await send(contactPost, '/api/form/leaveUsAMessage', {
        body: { ...contact, elapsedMs: 800 },
      });
      expect(res.status).toBe(201);
      expect(await findLead(json.id!)).toMatchObject({
        status: 'spam',
        spamReason: 'filled in 800 ms',
      });
    });
  });

  describe('charset', () => {
    it.each([
      ['application/json; charset=iso-8859-1', false],
      ['application/json; charset=windows-1252', false],
      ['application/json; charset=utf-16', false],
      ['application/json', true],
      ['application/json; charset=UTF-8', true],
      ['Application/JSON;charset="utf-8"', true],
      ['application/json; charset=utf8', true],
      ['text/json', false],
      ['application/jsonp', false],
    ])('%s → %s', (type, ok) => {
      expect(isJsonUtf8(type)).toBe(ok);
    });

    it('answers 415 to a Latin-1 content type and writes nothing', async () => {
      const before = await countLeads('contact');
      const { res, json } = await send(contactPost, '/api/form/leaveUsAMessage', {
        body: { ...contact, name: 'Zoë Dubois' },
        opts: { contentType: 'application/json; charset=ISO-8859-1' },
      });
      expect(res.status).toBe(415);
      expect(json.error?.code).toBe('unsupported_media_type');
      expect(await countLeads('contact')).toBe(before);
    });

    it('answers 415 to Latin-1 bytes sent as UTF-8 (no replacement characters stored)', async () => {
      const before = await countLeads('contact');
      const text = JSON.stringify({ ...contact, name: 'Zoë Dubois' });
      const latin1 = Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
      const { res } = await send(contactPost, '/api/form/leaveUsAMessage', {
        opts: { raw: latin1 },
      });
      expect(res.status).toBe(415);
      expect(await countLeads('contact')).toBe(before);
    });
  });

  describe('messages are written for people', () => {
    const odd: unknown[] = [
      0,
      -1,
      1.5,
      1e300,
      Number.MAX_SAFE_INTEGER + 2,
      true,
      null,
      [],
      ['x'],
      {},
      { a: 1 },
      'x'.repeat(6000),
    ];
    const vendor = /expected|received|Invalid input|Too (big|small)|Invalid (string|option)|<=|>=/i;
    const fields = [
      ...Object.keys(contact).map((f) => ['contact', f] as const),
      ['contact', 'website'] as const,
      ['contact', 'elapsedMs'] as const,
      ...Object.keys(callback).map((f) => ['callback', f] as const),
      ['callback', 'elapsedMs'] as const,
      ...Object.keys(waitlist).map((f) => ['waitlist', f] as const),
      ['waitlist', 'website'] as const,
    ];
    it.each(fields)('%s.%s', async (what, field) => {
      const ep = endpoints.find((e) => e.what === what)!;
      for (const value of odd) {
        const { res, json } = await send(ep.post, ep.url, {
          body: { ...ep.valid, [field]: value },
        });
        if (res.status === 201) continue;
        expect(res.status).toBe(400);
        const message = json.error?.fields?.[field] ?? json.error?.message ?? '';
        expect(message).not.toMatch(vendor);
        expect(message).toMatch(/^[A-Za-z].*\S$/);
      }
    });

    it.each([[[contact]], ['hello'], [42], [null], [true]])('a body of %j', async (body) => {
      const { res, json } = await send(contactPost, '/api/form/leaveUsAMessage', { body });
      expect(res.status).toBe(400);
      expect(json.error?.message).toBe('The request body must be a JSON object.');
    });
  });

  it('cuts off a body trickled past the deadline with 408', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(contact));
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        return new Promise((resolve) => {
          timer = setTimeout(() => {
            if (i < bytes.length) c.enqueue(bytes.slice(i, ++i));
            else c.close();
            resolve();
          }, 100);
        });
      },
    });
    const req = jsonRequest('/api/form/leaveUsAMessage', undefined, { raw: body, stream: true });
    const t0 = Date.now();
    const r = await readJson(req, { deadlineMs: 600 }).catch((e: unknown) => e);
    clearTimeout(timer);
    expect(r).toBeInstanceOf(ApiError);
    expect((r as ApiError).status).toBe(408);
    expect(Date.now() - t0).toBeLessThan(2000);
  });
});
