import { POST, GET } from '@/app/api/request-a-callback/route';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { envelopeCases, fieldCase, send, type BadCase } from '@/__tests__/support/lead-api';
import { countLeads, findLead } from '@/__tests__/support/leads';

const URL_ = '/api/request-a-callback';
const valid = { firstName: 'Rohan', lastName: 'Mehta', phoneNumber: '+91 9876543210' };

const badCases: BadCase[] = [
  ...envelopeCases(valid),
  fieldCase(valid, 'missing first name', 'firstName', undefined, 'First name is required'),
  fieldCase(valid, 'empty first name', 'firstName', '', 'First name is required'),
  fieldCase(valid, 'first name as number', 'firstName', 7, 'First name must be text'),
  fieldCase(
    valid,
    'first name with markup',
    'firstName',
    '<img src=x onerror=alert(1)>',
    'First name can contain only letters, spaces, apostrophes, hyphens and dots',
  ),
  fieldCase(
    valid,
    'first name too long',
    'firstName',
    'R'.repeat(51),
    'First name must be at most 50 characters',
  ),
  fieldCase(valid, 'missing last name', 'lastName', undefined, 'Last name is required'),
  fieldCase(valid, 'last name as array', 'lastName', ['Mehta'], 'Last name must be text'),
  fieldCase(valid, 'missing phone', 'phoneNumber', undefined, 'Phone number is required'),
  fieldCase(valid, 'empty phone', 'phoneNumber', '', 'Phone number is required'),
  fieldCase(valid, 'phone as number', 'phoneNumber', 919876543210, 'Phone number must be text'),
  fieldCase(valid, 'phone as object', 'phoneNumber', { code: '+91' }, 'Phone number must be text'),
  fieldCase(
    valid,
    'phone without country code',
    'phoneNumber',
    '9876543210',
    'Enter the phone number as +country code, a space, then digits',
  ),
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
    'too many digits for +91',
    'phoneNumber',
    '+91 98765432101',
    'Enter a 10-digit phone number for +91',
  ),
  fieldCase(
    valid,
    'too few digits for +44',
    'phoneNumber',
    '+44 987654321',
    'Enter a phone number of 10 to 11 digits for +44',
  ),
  fieldCase(
    valid,
    'too many digits for +44',
    'phoneNumber',
    '+44 987654321012',
    'Enter a phone number of 10 to 11 digits for +44',
  ),
  fieldCase(
    valid,
    'separators in the digits',
    'phoneNumber',
    '+91 98765-43210',
    'Enter the phone number as +country code, a space, then digits',
  ),
  fieldCase(
    valid,
    'markup in the phone',
    'phoneNumber',
    '<b>+91</b> 98765',
    'Enter the phone number as +country code, a space, then digits',
  ),
  fieldCase(valid, 'invalid email', 'email', 'rohan@', 'Invalid email address'),
  fieldCase(valid, 'email as number', 'email', 5, 'Email must be text'),
  fieldCase(
    valid,
    'course too long',
    'course',
    'c'.repeat(41),
    'Course must be at most 40 characters',
  ),
  fieldCase(valid, 'course as array', 'course', ['B1'], 'Course must be text'),
  fieldCase(valid, 'page as number', 'page', 1, 'Page must be text'),
];

describe.each(backends)('POST /api/request-a-callback on %s', (backend) => {
  let database: TestDatabase;
  const count = () => countLeads('callback');

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
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
      const before = await count();
      const { res, json } = await send(POST, URL_, c);
      expect(res.status).toBe(c.status);
      expect(json.success).toBe(false);
      expect(json.error?.code).toBe(c.code);
      if (c.field && c.message) expect(json.error?.fields?.[c.field]).toBe(c.message);
      expect(await count()).toBe(before);
    },
  );

  it('stores a valid request with the optional fields', async () => {
    const body = {
      ...valid,
      email: 'rohan@example.com',
      course: 'b1',
      page: '/intermediate-course',
    };
    const { res, json } = await send(POST, URL_, { body });
    expect(res.status).toBe(201);
    expect(json).toEqual({ success: true, id: expect.any(String), token: expect.any(String) });
    const row = await findLead(json.id!);
    expect(row).toMatchObject({
      kind: 'callback',
      name: 'Rohan Mehta',
      firstName: valid.firstName,
      lastName: valid.lastName,
      phone: valid.phoneNumber,
      email: body.email,
      course: 'b1',
      page: body.page,
      status: 'new',
    });
  });

  it.each([
    ['+1', '2025550123'],
    ['+44', '20794601234'],
    ['+971', '501234567'],
    ['+65', '81234567'],
    ['+46', '1234567'],
  ])('accepts %s %s', async (code, digits) => {
    const { res } = await send(POST, URL_, {
      body: { ...valid, phoneNumber: `${code} ${digits}` },
    });
    expect(res.status).toBe(201);
  });

  it('accepts names in any script', async () => {
    const { res, json } = await send(POST, URL_, {
      body: { ...valid, firstName: 'प्रिया', lastName: 'Łukasz-Zoë' },
    });
    expect(res.status).toBe(201);
    expect(await findLead(json.id!)).toMatchObject({
      firstName: 'प्रिया',
      lastName: 'Łukasz-Zoë',
    });
  });

  it('stores a honeypot hit as spam', async () => {
    const { res, json } = await send(POST, URL_, { body: { ...valid, website: 'x' } });
    expect(res.status).toBe(201);
    expect((await findLead(json.id!)).status).toBe('spam');
  });

  it('limits one phone number across forms, not one address', async () => {
    setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '2', RATE_LIMIT_PER_IP_10_MIN: '60' });
    const body = { ...valid, phoneNumber: '+91 9811122233' };
    expect((await send(POST, URL_, { body, opts: { ip: '198.51.100.77' } })).res.status).toBe(201);
    expect((await send(POST, URL_, { body, opts: { ip: '198.51.100.78' } })).res.status).toBe(201);
    expect((await send(POST, URL_, { body, opts: { ip: '198.51.100.79' } })).res.status).toBe(429);
    // another visitor behind the same address is served
    const other = { ...valid, phoneNumber: '+91 9811122244' };
    expect(
      (await send(POST, URL_, { body: other, opts: { ip: '198.51.100.79' } })).res.status,
    ).toBe(201);
    setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '0', RATE_LIMIT_PER_IP_10_MIN: '0' });
  });

  it('answers 405 to GET', async () => {
    expect((await GET(new Request('http://localhost' + URL_))).status).toBe(405);
  });
});
