import { POST as recruitmentPOST } from '@/app/api/services/recruitment/route';
import { POST as corporatePOST } from '@/app/api/services/corporate/route';
import {
  POST as counsellingPOST,
  GET as counsellingGET,
} from '@/app/api/services/career-counselling/route';
import { db } from '@/lib/db';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { envelopeCases, fieldCase, send, type BadCase } from '@/__tests__/support/lead-api';
import { findLead } from '@/__tests__/support/leads';

const person = { email: 'meera@example.com', phoneNumber: '+91 9876543210' };
const LIST = 'Choose an option from the list';
const NAME_CHARS = 'can contain only letters, spaces, apostrophes, hyphens and dots';

/** Field cases every service form shares (contact details, spam signals, page). */
function contactCases(
  valid: Record<string, unknown>,
  nameLabel: string,
  nameRequired: string,
): BadCase[] {
  return [
    fieldCase(valid, 'missing name', 'name', undefined, nameRequired),
    fieldCase(valid, 'name as number', 'name', 5, `${nameLabel} must be text`),
    fieldCase(valid, 'markup in name', 'name', '<script>', `${nameLabel} ${NAME_CHARS}`),
    fieldCase(valid, 'missing email', 'email', undefined, 'Email is required'),
    fieldCase(valid, 'invalid email', 'email', 'meera@', 'Invalid email address'),
    fieldCase(valid, 'missing phone', 'phoneNumber', undefined, 'Phone number is required'),
    fieldCase(
      valid,
      'phone without code',
      'phoneNumber',
      '9876543210',
      'Enter the phone number as +country code, a space, then digits',
    ),
    fieldCase(
      valid,
      'unknown country code',
      'phoneNumber',
      '+999 123456789',
      'Choose a country code from the list',
    ),
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
    fieldCase(valid, 'notes as object', 'notes', { a: 1 }, 'Notes must be text'),
    fieldCase(
      valid,
      'notes too long',
      'notes',
      'x'.repeat(2001),
      'Notes must be at most 2000 characters',
    ),
  ];
}

const recruitmentValid = {
  organisation: 'Acme Support Pvt Ltd',
  name: 'Meera Nair',
  ...person,
  roles: 'Customer support associates (French)',
  candidates: '6',
  level: 'B2 (confident at work)',
};
const corporateValid = {
  organisation: 'Acme Consulting',
  name: 'Meera Nair',
  ...person,
  teamSize: '12',
  levels: 'Mixed levels',
  schedule: 'Weekday evenings',
  mode: 'Online',
};
const counsellingValid = {
  name: 'Meera Nair',
  ...person,
  goal: 'Canadian immigration (TEF/TCF)',
  level: 'A2 (elementary)',
  slot: '7:00-9:30 PM',
};

const endpoints = [
  {
    label: 'recruitment',
    kind: 'enquiry-recruitment',
    url: '/api/services/recruitment',
    handler: recruitmentPOST,
    valid: recruitmentValid,
    cases: [
      ...envelopeCases(recruitmentValid),
      ...contactCases(recruitmentValid, 'Your name', 'Your name is required'),
      fieldCase(
        recruitmentValid,
        'missing organisation',
        'organisation',
        undefined,
        'Organisation is required',
      ),
      fieldCase(
        recruitmentValid,
        'blank organisation',
        'organisation',
        '  ',
        'Organisation is required',
      ),
      fieldCase(recruitmentValid, 'missing roles', 'roles', undefined, 'Tell us the roles'),
      fieldCase(
        recruitmentValid,
        'candidates as words',
        'candidates',
        'six',
        'Number of people must be a whole number from 1 to 500',
      ),
      fieldCase(
        recruitmentValid,
        'candidates too many',
        'candidates',
        '501',
        'Number of people must be a whole number from 1 to 500',
      ),
      fieldCase(
        recruitmentValid,
        'candidates as a number',
        'candidates',
        6,
        'Number of people must be text',
      ),
      fieldCase(recruitmentValid, 'unknown level', 'level', 'Fluent', LIST),
    ],
    stored: {
      subject: 'Acme Support Pvt Ltd: Customer support associates (French)',
      candidates: 6,
      organisation: 'Acme Support Pvt Ltd',
    },
  },
  {
    label: 'corporate',
    kind: 'enquiry-corporate',
    url: '/api/services/corporate',
    handler: corporatePOST,
    valid: corporateValid,
    cases: [
      ...envelopeCases(corporateValid),
      ...contactCases(corporateValid, 'Your name', 'Your name is required'),
      fieldCase(
        corporateValid,
        'missing organisation',
        'organisation',
        undefined,
        'Organisation is required',
      ),
      fieldCase(
        corporateValid,
        'team size zero',
        'teamSize',
        '0',
        'Number of learners must be a whole number from 1 to 5000',
      ),
      fieldCase(
        corporateValid,
        'team size decimal',
        'teamSize',
        '2.5',
        'Number of learners must be a whole number from 1 to 5000',
      ),
      fieldCase(corporateValid, 'missing levels', 'levels', undefined, 'Choose the current levels'),
      fieldCase(corporateValid, 'unknown schedule', 'schedule', 'Sundays', LIST),
      fieldCase(corporateValid, 'unknown mode', 'mode', 'Hybrid', LIST),
      fieldCase(corporateValid, 'missing mode', 'mode', '', 'Choose online or at your office'),
    ],
    stored: { course: 'corporate', teamSize: 12, mode: 'Online' },
  },
  {
    label: 'career counselling',
    kind: 'career-counselling',
    url: '/api/services/career-counselling',
    handler: counsellingPOST,
    valid: counsellingValid,
    cases: [
      ...envelopeCases(counsellingValid),
      ...contactCases(counsellingValid, 'Full name', 'Full name is required'),
      fieldCase(counsellingValid, 'missing goal', 'goal', undefined, 'Choose your goal'),
      fieldCase(counsellingValid, 'unknown goal', 'goal', 'World domination', LIST),
      fieldCase(counsellingValid, 'missing level', 'level', '', 'Choose your current level'),
      fieldCase(counsellingValid, 'missing slot', 'slot', undefined, 'Choose a time slot'),
      fieldCase(counsellingValid, 'slot not one of the five', 'slot', '1:00-3:30 AM', LIST),
      fieldCase(counsellingValid, 'slot as index', 'slot', 3, 'Time slot must be text'),
    ],
    stored: { subject: 'Canadian immigration (TEF/TCF) (7:00-9:30 PM IST)', slot: '7:00-9:30 PM' },
  },
] as const;

describe.each(backends)('service enquiry endpoints on %s', (backend) => {
  let database: TestDatabase;

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

  for (const e of endpoints) {
    it(`${e.label}: has at least 25 bad inputs`, () =>
      expect(e.cases.length).toBeGreaterThanOrEqual(25));

    it.each(e.cases.map((c) => [c.name, c] as const))(
      `${e.label}: rejects %s and writes nothing`,
      async (_n, c) => {
        const before = await db().lead.count();
        const { res, json } = await send(e.handler, e.url, c);
        expect(res.status).toBe(c.status);
        expect(json.success).toBe(false);
        expect(json.error?.code).toBe(c.code);
        if (c.field && c.message) expect(json.error?.fields?.[c.field]).toBe(c.message);
        expect(await db().lead.count()).toBe(before);
      },
    );

    it(`${e.label}: stores a valid enquiry as a lead of its kind`, async () => {
      const body = { ...e.valid, notes: 'Line one\r\nLine two', page: e.url };
      const { res, json } = await send(e.handler, e.url, { body });
      expect(res.status).toBe(201);
      expect(await findLead(json.id!)).toMatchObject({
        kind: e.kind,
        name: 'Meera Nair',
        email: person.email,
        phone: person.phoneNumber,
        message: 'Line one\nLine two',
        status: 'new',
        ...e.stored,
      });
    });
  }

  it('answers 405 to GET', async () => {
    expect(
      (await counsellingGET(new Request('http://localhost/api/services/career-counselling')))
        .status,
    ).toBe(405);
  });
});
