import { POST } from '@/app/api/form/leaveUsAMessage/route';
import {
  attributionOf,
  MAX_VISIT_HEADER,
  NO_ATTRIBUTION,
  parseVisit,
} from '@/lib/attribution/parse';
import { VISIT_HEADER } from '@/lib/attribution/visit';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { findLead } from '@/__tests__/support/leads';

const good = {
  utmSource: 'Instagram',
  utmMedium: 'social',
  utmCampaign: 'B1-Jan',
  utmContent: 'Reel 3: café',
  utmTerm: 'french classes delhi',
  referrerHost: 'l.instagram.com',
  landingPage: '/intermediate-course',
};

const header = (visit: unknown) => ({ [VISIT_HEADER]: encodeURIComponent(JSON.stringify(visit)) });

describe('a visit’s attribution as the server reads it', () => {
  it('keeps good values, source, medium and campaign lower-cased', () => {
    expect(parseVisit(good)).toEqual({
      ...good,
      utmSource: 'instagram',
      utmCampaign: 'b1-jan',
    });
    expect(parseVisit({ utmSource: 'गूगल', landingPage: '/' })).toMatchObject({
      utmSource: 'गूगल',
      landingPage: '/',
    });
    expect(parseVisit({ referrerHost: 'localhost:3000' }).referrerHost).toBe('localhost:3000');
  });

  // Each bad value is dropped on its own: the other fields of the same visit are kept.
  const bad: [string, string, unknown][] = [
    ['source empty', 'utmSource', ''],
    ['source only spaces', 'utmSource', '   '],
    ['source too long', 'utmSource', 'a'.repeat(101)],
    ['source with markup', 'utmSource', '<script>alert(1)</script>'],
    ['source with quotes', 'utmSource', 'insta"gram'],
    ['source with a backslash', 'utmSource', 'insta\\gram'],
    ['source with a control character', 'utmSource', 'insta\u0000gram'],
    ['source with a zero-width space', 'utmSource', 'insta\u200bgram'],
    ['source starting with punctuation', 'utmSource', '-instagram'],
    ['source as a number', 'utmSource', 42],
    ['source as an array', 'utmSource', ['instagram']],
    ['source as an object', 'utmSource', { a: 1 }],
    ['medium with braces', 'utmMedium', '{{7*7}}'],
    ['campaign with a newline (header injection)', 'utmCampaign', 'b1\r\nSet-Cookie: x=1'],
    ['campaign with a semicolon', 'utmCampaign', 'b1;drop table'],
    ['content with an angle bracket', 'utmContent', 'a>b'],
    ['term too long', 'utmTerm', 'x '.repeat(60)],
    ['referrer with a path', 'referrerHost', 'evil.example/path'],
    ['referrer with a scheme', 'referrerHost', 'https://evil.example'],
    ['referrer with a space', 'referrerHost', 'evil example.com'],
    ['referrer with credentials', 'referrerHost', 'user@evil.example'],
    ['referrer label too long', 'referrerHost', `${'a'.repeat(64)}.example`],
    ['referrer starting with a hyphen', 'referrerHost', '-evil.example'],
    ['landing page without a slash', 'landingPage', 'intermediate-course'],
    ['landing page of another site', 'landingPage', '//evil.example/x'],
    ['landing page with a query', 'landingPage', '/x?utm_source=a'],
    ['landing page with markup', 'landingPage', '/<img src=x>'],
    ['landing page too long', 'landingPage', '/' + 'p'.repeat(200)],
    ['landing page as javascript:', 'landingPage', 'javascript:alert(1)'],
  ];

  it('has at least 20 bad inputs', () => expect(bad.length).toBeGreaterThanOrEqual(20));

  it.each(bad)('drops %s and keeps the rest', (_name, field, value) => {
    const read = parseVisit({ ...good, [field]: value });
    expect(read[field as keyof typeof read]).toBeNull();
    const others = Object.keys(good).filter((k) => k !== field) as (keyof typeof read)[];
    for (const k of others) expect(read[k]).not.toBeNull();
  });

  it.each([
    ['no header', undefined],
    ['not JSON', 'utm_source=instagram'],
    ['broken percent-encoding', '%E0%A4%A'],
    ['JSON null', 'null'],
    ['a JSON array', encodeURIComponent('["instagram"]')],
    ['a JSON string', encodeURIComponent('"instagram"')],
    [
      'a header over the limit',
      encodeURIComponent(JSON.stringify({ utmSource: 'a', pad: 'x'.repeat(MAX_VISIT_HEADER) })),
    ],
  ])('reads %s as no attribution', (_name, value) => {
    const headers = new Headers(value === undefined ? {} : { [VISIT_HEADER]: value });
    expect(attributionOf(headers)).toEqual(NO_ATTRIBUTION);
  });
});

describe.each(backends)('a contact message keeps its visit’s attribution on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      SPAM_MIN_FILL_MS: '0',
      SMTP_URL: undefined,
    });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  const body = {
    name: 'Asha Verma',
    email: 'asha@example.com',
    purpose: 'Course and batch details',
    message: 'Is there an evening B1 batch?',
  };
  const post = async (headers: Record<string, string>) => {
    const res = await POST(jsonRequest('/api/form/leaveUsAMessage', body, { headers }));
    expect(res.status).toBe(201);
    return findLead(((await res.json()) as { id: string }).id);
  };

  it('stores a good visit with the lead', async () => {
    expect(await post(header(good))).toMatchObject({
      utmSource: 'instagram',
      utmCampaign: 'b1-jan',
      utmContent: 'Reel 3: café',
      referrerHost: 'l.instagram.com',
      landingPage: '/intermediate-course',
    });
  });

  it('keeps the lead and drops only the bad fields', async () => {
    const lead = await post(
      header({ ...good, utmSource: '<b>x</b>', landingPage: 'javascript:alert(1)' }),
    );
    expect(lead.name).toBe('Asha Verma');
    expect(lead).toMatchObject({ utmSource: null, landingPage: null, utmCampaign: 'b1-jan' });
  });

  it('keeps the lead when the header is garbage', async () => {
    const lead = await post({ [VISIT_HEADER]: '%%%{not json' });
    expect(lead).toMatchObject({ name: 'Asha Verma', utmSource: null, referrerHost: null });
  });
});
