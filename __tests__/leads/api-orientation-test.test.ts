import { POST, GET } from '@/app/api/orientation-test/route';
import {
  blockPassMark,
  orientationItems,
  selfAssessment,
} from '@/content/practice/orientation-test';
import { placementMessages as m } from '@/lib/validation/placement-result';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { envelopeCases, fieldCase, send, type BadCase } from '@/__tests__/support/lead-api';
import { countLeads, findLead } from '@/__tests__/support/leads';

const URL_ = '/api/orientation-test';
const byLevel = (level: string) => orientationItems.filter((i) => i.level === level);
const right = (level: string) => Object.fromEntries(byLevel(level).map((i) => [i.id, i.answer]));
const wrong = (level: string) =>
  Object.fromEntries(byLevel(level).map((i) => [i.id, (i.answer + 1) % i.options.length]));

/** A1 and A2 passed, B1 failed: an A2 learner, sent to the B1 course. */
const answers = { ...right('A1'), ...right('A2'), ...wrong('B1') };
const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phoneNumber: '+91 9876543210',
  selfAssessment: selfAssessment.filter((s) => s.level === 'A1').map((s) => s.id),
  answers,
  page: '/orientation-test',
};

const a1 = byLevel('A1');
const badCases: BadCase[] = [
  ...envelopeCases(valid),
  fieldCase(valid, 'missing name', 'name', undefined, m.name),
  fieldCase(valid, 'blank name', 'name', '  ', m.name),
  fieldCase(
    valid,
    'name with markup',
    'name',
    '<b>Asha</b>',
    'Name can contain only letters, spaces, apostrophes, hyphens and dots',
  ),
  fieldCase(valid, 'invalid email', 'email', 'asha-at-example', m.emailInvalid),
  fieldCase(
    valid,
    'phone without country code',
    'phoneNumber',
    '9876543210',
    'Enter the phone number as +country code, a space, then digits',
  ),
  fieldCase(
    valid,
    'phone too short',
    'phoneNumber',
    '+91 98765',
    'Enter a 10-digit phone number for +91',
  ),
  fieldCase({ ...valid, phoneNumber: '' }, 'neither email nor phone', 'email', '', m.contact),
  fieldCase(valid, 'missing answers', 'answers', undefined, m.answers),
  fieldCase(valid, 'answers as array', 'answers', [1, 2], m.answers),
  fieldCase(valid, 'no answers: unfinished', 'answers', {}, m.unfinished),
  fieldCase(
    valid,
    'A1 half answered: unfinished',
    'answers',
    Object.fromEntries(a1.slice(0, 4).map((i) => [i.id, i.answer])),
    m.unfinished,
  ),
  fieldCase(valid, 'an unknown item', 'answers', { ...answers, 'or-zz-1': 0 }, m.unknownItem),
  fieldCase(
    valid,
    'an option out of range',
    'answers',
    { ...answers, [a1[0]!.id]: 4 },
    m.badOption,
  ),
  fieldCase(valid, 'a negative option', 'answers', { ...answers, [a1[0]!.id]: -1 }, m.badOption),
  fieldCase(valid, 'a fractional option', 'answers', { ...answers, [a1[0]!.id]: 1.5 }, m.badOption),
  fieldCase(valid, 'an option as text', 'answers', { ...answers, [a1[0]!.id]: '1' }, m.badOption),
  fieldCase(valid, 'self-assessment as text', 'selfAssessment', 'A1', m.selfAssessment),
  fieldCase(valid, 'unknown statement', 'selfAssessment', ['sa-c2-1'], m.selfAssessment),
];

describe.each(backends)('POST /api/orientation-test on %s', (backend) => {
  let database: TestDatabase;
  const count = () => countLeads('placement-result');

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

  it.each(badCases.map((c) => [c.name, c] as const))(
    'rejects %s and writes nothing',
    async (_n, c) => {
      const before = await count();
      const { res, json } = await send(POST, URL_, c);
      expect(res.status).toBe(c.status);
      expect(json.success).toBe(false);
      expect(json.error?.code).toBe(c.code);
      if (c.field) expect(json.error?.fields?.[c.field]).toBe(c.message);
      expect(await count()).toBe(before);
    },
  );

  it('stores the lead with the result recomputed from the answers', async () => {
    const { res, json } = await send(POST, URL_, {
      // A result sent by the browser is not part of the schema and is dropped.
      body: { ...valid, band: 'B2', result: { band: 'B2' }, elapsedMs: 600_000 },
    });
    expect(res.status).toBe(201);
    const row = await findLead(json.id!);
    expect(row).toMatchObject({
      kind: 'placement-result',
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '+91 9876543210',
      course: 'b1',
      subject: 'Orientation test: A2: Elementary (indicative)',
      page: '/orientation-test',
      status: 'new',
    });
    const details = JSON.parse(row.details) as Record<string, unknown>;
    expect(details).toEqual({
      band: 'A2',
      blocks: [
        { level: 'A1', correct: 8, total: 8, passed: true },
        { level: 'A2', correct: 8, total: 8, passed: true },
        { level: 'B1', correct: 0, total: 8, passed: false },
      ],
      selfAssessed: 'A1',
      selfAssessment: valid.selfAssessment,
      answers,
    });
    expect(blockPassMark).toBe(6);
  });

  it('accepts a phone number alone, and drops answers past the block that stopped the test', async () => {
    const { email: _e, ...noEmail } = valid;
    void _e;
    const { res, json } = await send(POST, URL_, {
      body: { ...noEmail, answers: { ...wrong('A1'), ...right('A2') } },
    });
    expect(res.status).toBe(201);
    const row = await findLead(json.id!);
    expect(row).toMatchObject({ email: null, phone: '+91 9876543210', course: 'a1' });
    const details = JSON.parse(row.details) as { band: string; answers: Record<string, unknown> };
    expect(details.band).toBe('pre-A1');
    expect(Object.keys(details.answers).sort()).toEqual(a1.map((i) => i.id).sort());
  });

  it('answers 405 to GET', async () => {
    const res = await GET(new Request('http://localhost' + URL_));
    expect(res.status).toBe(405);
  });
});
