import { GET, POST } from '@/app/api/form/waitlist/route';
import { levelCourses } from '@/content/courses';
import { waitlistCourseSlugs } from '@/content/waitlist';
import { inboxTypes } from '@/lib/admin/inbox';
import { db } from '@/lib/db';
import { readLeadDetails } from '@/lib/leads/read';
import { leadStaffMail } from '@/lib/mail/templates';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { envelopeCases, fieldCase, send, type BadCase } from '@/__tests__/support/lead-api';
import { countLeads, findLead } from '@/__tests__/support/leads';

const URL_ = '/api/form/waitlist';
const valid = {
  name: 'Meera Nair',
  email: 'meera@example.com',
  phoneNumber: '+91 9876543210',
  course: 'b1',
  slot: 3,
};
const COURSE = 'Choose a level course: A1, A2, B1 or B2';
const SLOT = 'Choose a batch slot from the list, or any slot';
const PHONE_SHAPE = 'Enter the phone number as +country code, a space, then digits';

const badCases: BadCase[] = [
  ...envelopeCases(valid),
  fieldCase(valid, 'missing name', 'name', undefined, 'Full name is required'),
  fieldCase(valid, 'blank name', 'name', '   ', 'Full name is required'),
  fieldCase(valid, 'name as number', 'name', 5, 'Full name must be text'),
  fieldCase(
    valid,
    'markup in name',
    'name',
    '<script>',
    'Full name can contain only letters, spaces, apostrophes, hyphens and dots',
  ),
  fieldCase(valid, 'missing email', 'email', undefined, 'Email is required'),
  fieldCase(valid, 'invalid email', 'email', 'meera@', 'Invalid email address'),
  fieldCase(valid, 'missing phone', 'phoneNumber', undefined, 'Phone number is required'),
  fieldCase(valid, 'phone without code', 'phoneNumber', '9876543210', PHONE_SHAPE),
  fieldCase(valid, 'phone with separators', 'phoneNumber', '+91 98765-43210', PHONE_SHAPE),
  fieldCase(
    valid,
    'unknown country code',
    'phoneNumber',
    '+999 9876543210',
    'Choose a country code from the list',
  ),
  fieldCase(
    valid,
    'too few digits for +91',
    'phoneNumber',
    '+91 98765',
    'Enter a 10-digit phone number for +91',
  ),
  fieldCase(
    valid,
    'too many digits for +44',
    'phoneNumber',
    '+44 987654321012',
    'Enter a phone number of 10 to 11 digits for +44',
  ),
  fieldCase(valid, 'missing course', 'course', undefined, COURSE),
  fieldCase(valid, 'unknown course', 'course', 'c1', COURSE),
  fieldCase(valid, 'a programme, not a level course', 'course', 'kids-teens', COURSE),
  fieldCase(valid, 'course in capitals', 'course', 'B1', COURSE),
  fieldCase(valid, 'course as array', 'course', ['b1'], 'Course must be text'),
  fieldCase(valid, 'missing slot', 'slot', undefined, SLOT),
  fieldCase(valid, 'slot past the five', 'slot', 5, SLOT),
  fieldCase(valid, 'negative slot', 'slot', -1, SLOT),
  fieldCase(valid, 'fractional slot', 'slot', 2.5, SLOT),
  fieldCase(valid, 'slot as text', 'slot', '3', SLOT),
  fieldCase(valid, 'slot as the slot text', 'slot', '7:00-9:30 PM', SLOT),
  fieldCase(valid, 'Any in capitals', 'slot', 'Any', SLOT),
  fieldCase(valid, 'slot null', 'slot', null, SLOT),
  fieldCase(
    valid,
    'page not a path',
    'page',
    'https://evil.example',
    'Page must be a path on this site',
  ),
  fieldCase(
    valid,
    'fill time negative',
    'elapsedMs',
    -1,
    'elapsedMs must be a whole number of milliseconds from 0 to a week',
  ),
];

it('offers a waitlist for exactly the level courses', () => {
  expect(waitlistCourseSlugs).toEqual(levelCourses.map((c) => c.slug));
});

it('puts the kind in the inbox type filter (and so the CSV export)', () => {
  expect(inboxTypes()).toContainEqual({ value: 'waitlist', label: 'waitlist request' });
});

describe.each(backends)('POST /api/form/waitlist on %s', (backend) => {
  let database: TestDatabase;
  const count = () => countLeads('waitlist');

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      SPAM_MIN_FILL_MS: '3000',
      TRUST_PROXY: undefined,
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it('has at least 25 bad inputs in its table', () => {
    expect(badCases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(badCases.map((c) => [c.name, c] as const))(
    'rejects %s and writes nothing',
    async (_n, c) => {
      const before = await db().lead.count();
      const { res, json } = await send(POST, URL_, c);
      expect(res.status).toBe(c.status);
      expect(json.success).toBe(false);
      expect(json.error?.code).toBe(c.code);
      if (c.field && c.message) expect(json.error?.fields?.[c.field]).toBe(c.message);
      expect(await db().lead.count()).toBe(before);
    },
  );

  it('gives every bad field its own message at once', async () => {
    const { res, json } = await send(POST, URL_, {
      body: { name: '', email: 'x', phoneNumber: '123', course: 'c1', slot: 9 },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(json.error?.fields ?? {}).sort()).toEqual(
      ['course', 'email', 'name', 'phoneNumber', 'slot'].sort(),
    );
  });

  it('stores a valid request as a waitlist lead with details { slot }', async () => {
    const body = { ...valid, page: '/intermediate-course', elapsedMs: 45_000 };
    const { res, json } = await send(POST, URL_, { body });
    expect(res.status).toBe(201);
    expect(json).toEqual({ success: true, id: expect.any(String) });
    const row = await db().lead.findUniqueOrThrow({ where: { id: json.id! } });
    expect(row).toMatchObject({
      kind: 'waitlist',
      status: 'new',
      name: 'Meera Nair',
      email: valid.email,
      phone: valid.phoneNumber,
      course: 'b1',
      subject: 'Waitlist: French B1 Level',
      message: null,
      page: '/intermediate-course',
      spamReason: null,
    });
    expect(JSON.parse(row.details)).toEqual({ slot: 3 });
    expect(readLeadDetails(row)).toEqual({ ok: true, value: { slot: 3 } });
    const mail = leadStaffMail(row);
    expect(mail.subject).toContain('New waitlist request');
    expect(mail.text).toContain('Course: French B1 Level');
    expect(mail.text).toContain('Preferred slot: 7:00-9:30 PM IST');
  });

  it("stores 'any' as slot null, and the first and last slots as 0 and 4", async () => {
    const any = await send(POST, URL_, { body: { ...valid, course: 'a1', slot: 'any' } });
    expect(any.res.status).toBe(201);
    const row = await db().lead.findUniqueOrThrow({ where: { id: any.json.id! } });
    expect(JSON.parse(row.details)).toEqual({ slot: null });
    expect(row.subject).toBe('Waitlist: French A1 Level');
    expect(leadStaffMail(row).text).toContain('Preferred slot: Any slot');
    for (const slot of [0, 4]) {
      const r = await send(POST, URL_, { body: { ...valid, course: 'b2', slot } });
      expect(r.res.status).toBe(201);
      expect((await findLead(r.json.id!)).slot).toBe(slot);
    }
  });

  it('accepts other countries by the §5 table', async () => {
    for (const phoneNumber of ['+44 20794601234', '+971 501234567', '+1 2025550123']) {
      const { res } = await send(POST, URL_, { body: { ...valid, phoneNumber } });
      expect(res.status).toBe(201);
    }
  });

  it('stores a honeypot hit as spam, answered like a success', async () => {
    const { res, json } = await send(POST, URL_, { body: { ...valid, website: 'x' } });
    expect(res.status).toBe(201);
    expect(await findLead(json.id!)).toMatchObject({ status: 'spam', spamReason: 'honeypot' });
  });

  it('stores a form sent 800 ms after it was shown as spam, 45 s as new', async () => {
    const fast = await send(POST, URL_, { body: { ...valid, elapsedMs: 800 } });
    expect(fast.res.status).toBe(201);
    expect(await findLead(fast.json.id!)).toMatchObject({
      status: 'spam',
      spamReason: 'filled in 800 ms',
    });
    const slow = await send(POST, URL_, { body: { ...valid, elapsedMs: 45_000 } });
    expect((await findLead(slow.json.id!)).status).toBe('new');
  });

  it('limits one e-mail address across addresses, and one address', async () => {
    setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '2', RATE_LIMIT_PER_IP_10_MIN: '0' });
    const body = { ...valid, email: 'limit@example.com', phoneNumber: '+91 9811100011' };
    expect((await send(POST, URL_, { body, opts: { ip: '198.51.100.81' } })).res.status).toBe(201);
    expect((await send(POST, URL_, { body, opts: { ip: '198.51.100.82' } })).res.status).toBe(201);
    const before = await count();
    const refused = await send(POST, URL_, { body, opts: { ip: '198.51.100.83' } });
    expect(refused.res.status).toBe(429);
    expect(refused.json.error?.code).toBe('rate_limited');
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count()).toBe(before);

    setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '0', RATE_LIMIT_PER_IP_10_MIN: '2' });
    const ip = '198.51.100.90';
    for (let i = 0; i < 2; i++) {
      const other = {
        ...valid,
        email: `ip-${i}@example.com`,
        phoneNumber: `+91 98111000${20 + i}`,
      };
      expect((await send(POST, URL_, { body: other, opts: { ip } })).res.status).toBe(201);
    }
    const third = { ...valid, email: 'ip-3@example.com', phoneNumber: '+91 9811100030' };
    expect((await send(POST, URL_, { body: third, opts: { ip } })).res.status).toBe(429);
    setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '0', RATE_LIMIT_PER_IP_10_MIN: '0' });
  });

  it('answers 405 to GET', async () => {
    expect((await GET(new Request('http://localhost' + URL_))).status).toBe(405);
  });
});

describe('POST /api/form/waitlist with the database down', () => {
  const targets = [
    ['an SQLite file that cannot be created', 'file:/proc/no-such-dir/site.db'],
    ...(process.env.TEST_PG_ADMIN_URL
      ? [['a PostgreSQL server that is not there', 'postgresql://postgres@127.0.0.1:1/site']]
      : []),
  ];
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
  });
  it.each(targets)('answers 503 with Retry-After for %s', async (_label, url) => {
    await useDatabase(url!, { IP_HASH_SALT: undefined });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await POST(jsonRequest(URL_, valid));
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({
      success: false,
      error: { code: 'database_unavailable', message: expect.any(String) },
    });
  });
});
