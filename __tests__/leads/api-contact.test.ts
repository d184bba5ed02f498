import { POST, GET, HEAD, OPTIONS } from '@/app/api/form/leaveUsAMessage/route';
import { reachUs } from '@/content/site';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { envelopeCases, fieldCase, send, type BadCase } from '@/__tests__/support/lead-api';
import { jsonRequest } from '@/__tests__/support/http';
import { countLeads, findLead } from '@/__tests__/support/leads';

const URL_ = '/api/form/leaveUsAMessage';
const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  subject: '',
  purpose: 'Course and batch details',
  message: 'Is there an evening A1 batch next month?',
  contactingFor: 'Leave us a message',
};

const badCases: BadCase[] = [
  ...envelopeCases(valid),
  fieldCase(valid, 'missing name', 'name', undefined, 'Name is required'),
  fieldCase(valid, 'empty name', 'name', '', 'Name is required'),
  fieldCase(valid, 'blank name', 'name', '   ', 'Name is required'),
  fieldCase(valid, 'name as number', 'name', 42, 'Name must be text'),
  fieldCase(valid, 'name as array', 'name', ['Asha'], 'Name must be text'),
  fieldCase(valid, 'name as object', 'name', { first: 'Asha' }, 'Name must be text'),
  fieldCase(
    valid,
    'name with markup',
    'name',
    '<script>alert(1)</script>',
    'Name can contain only letters, spaces, apostrophes, hyphens and dots',
  ),
  fieldCase(valid, 'name too long', 'name', 'A'.repeat(102), 'Name must be at most 101 characters'),
  fieldCase(valid, 'missing email', 'email', undefined, 'Email is required'),
  fieldCase(valid, 'empty email', 'email', '', 'Email is required'),
  fieldCase(valid, 'invalid email', 'email', 'asha-at-example.com', 'Invalid email address'),
  fieldCase(valid, 'email with markup', 'email', '<a>@example.com', 'Invalid email address'),
  fieldCase(
    valid,
    'email too long',
    'email',
    'a'.repeat(250) + '@example.com',
    'Email must be at most 254 characters',
  ),
  fieldCase(valid, 'email as boolean', 'email', true, 'Email must be text'),
  fieldCase(valid, 'missing purpose', 'purpose', undefined, 'Purpose is required'),
  fieldCase(valid, 'empty purpose', 'purpose', '', 'Purpose is required'),
  fieldCase(valid, 'purpose as number', 'purpose', 0, 'Purpose must be text'),
  fieldCase(
    valid,
    'purpose too long',
    'purpose',
    'p'.repeat(101),
    'Purpose must be at most 100 characters',
  ),
  fieldCase(valid, 'missing message', 'message', undefined, 'Message is required'),
  fieldCase(valid, 'empty message', 'message', '', 'Message is required'),
  fieldCase(valid, 'message as array', 'message', ['hi'], 'Message must be text'),
  fieldCase(
    valid,
    'message too long',
    'message',
    'm'.repeat(5001),
    'Message must be at most 5000 characters',
  ),
  fieldCase(
    valid,
    'message with control characters',
    'message',
    'hi\u0000there',
    'Message contains characters that are not allowed',
  ),
  fieldCase(valid, 'subject as object', 'subject', {}, 'Subject must be text'),
  fieldCase(
    valid,
    'contactingFor too long',
    'contactingFor',
    'c'.repeat(101),
    'Contacting for must be at most 100 characters',
  ),
  fieldCase(
    valid,
    'page too long',
    'page',
    '/' + 'p'.repeat(200),
    'Page must be at most 200 characters',
  ),
  fieldCase(
    valid,
    'elapsedMs as text',
    'elapsedMs',
    'yesterday',
    'elapsedMs must be a number of milliseconds',
  ),
  { ...fieldCase(valid, 'honeypot as array', 'website', ['x'], ''), message: undefined },
];

describe.each(backends)('POST /api/form/leaveUsAMessage on %s', (backend) => {
  let database: TestDatabase;
  const count = () => countLeads('contact');

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
      const before = await count();
      const { res, json } = await send(POST, URL_, c);
      expect(res.status).toBe(c.status);
      expect(json.success).toBe(false);
      expect(json.error?.code).toBe(c.code);
      expect(typeof json.error?.message).toBe('string');
      if (c.field) {
        expect(json.error?.fields?.[c.field]).toBeDefined();
        if (c.message) expect(json.error?.fields?.[c.field]).toBe(c.message);
      }
      expect(await count()).toBe(before);
    },
  );

  it('stores a valid message and answers 201 with its id', async () => {
    const { res, json } = await send(POST, URL_, { body: { ...valid, page: '/ContactUs' } });
    expect(res.status).toBe(201);
    expect(json).toEqual({ success: true, id: expect.any(String) });
    const row = await findLead(json.id!);
    expect(row).toMatchObject({
      kind: 'contact',
      name: valid.name,
      email: valid.email,
      subject: valid.purpose,
      message: valid.message,
      page: '/ContactUs',
      status: 'new',
      spamReason: null,
    });
    expect(JSON.parse(row.details)).toEqual({
      purpose: valid.purpose,
      subject: '',
      contactingFor: valid.contactingFor,
    });
    expect(row.ipHash).toMatch(/^[0-9a-f]{32}$/);
    expect(row.ipHash).not.toContain('203.0.113.7');
  });

  it.each(['Zoë Dubois', 'Łukasz Nowak', 'प्रिया शर्मा'])(
    'accepts the name %s as given',
    async (name) => {
      const { res, json } = await send(POST, URL_, { body: { ...valid, name } });
      expect(res.status).toBe(201);
      expect((await findLead(json.id!)).name).toBe(name);
    },
  );

  it('stores markup in a message verbatim (it is escaped where shown)', async () => {
    const message = '<b>Bonjour</b> <script>alert("x")</script> & merci';
    const { json } = await send(POST, URL_, { body: { ...valid, message } });
    expect((await findLead(json.id!)).message).toBe(message);
  });

  it('defaults subject and contactingFor when an older client leaves them out', async () => {
    const { name, email, purpose, message } = valid;
    const { res, json } = await send(POST, URL_, { body: { name, email, purpose, message } });
    expect(res.status).toBe(201);
    const row = await findLead(json.id!);
    expect(JSON.parse(row.details)).toEqual({
      purpose,
      subject: '',
      contactingFor: 'Leave us a message',
    });
  });

  it('stores a honeypot hit as spam and answers like a success', async () => {
    const { res, json } = await send(POST, URL_, {
      body: { ...valid, website: 'http://spam.example' },
    });
    expect(res.status).toBe(201);
    expect(json.success).toBe(true);
    const row = await findLead(json.id!);
    expect(row.status).toBe('spam');
    expect(row.spamReason).toBe('honeypot');
  });

  it('stores a too-fast submission as spam, a normal one as new', async () => {
    const fast = await send(POST, URL_, { body: { ...valid, elapsedMs: 500 } });
    const normal = await send(POST, URL_, { body: { ...valid, elapsedMs: 60_000 } });
    expect(fast.res.status).toBe(201);
    expect((await findLead(fast.json.id!)).status).toBe('spam');
    expect((await findLead(normal.json.id!)).status).toBe('new');
  });

  it('answers 405 with the error shape to other methods, HEAD included', async () => {
    for (const handler of [GET, HEAD]) {
      const res = await handler(new Request('http://localhost' + URL_));
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('OPTIONS, POST');
      expect(await res.json()).toMatchObject({
        success: false,
        error: { code: 'method_not_allowed' },
      });
    }
  });

  it('answers OPTIONS with the same allowed methods as its 405', async () => {
    const res = await OPTIONS(new Request('http://localhost' + URL_, { method: 'OPTIONS' }));
    expect(res.status).toBe(204);
    expect(res.headers.get('allow')).toBe('OPTIONS, POST');
  });

  describe('rate limits', () => {
    beforeAll(() => setEnv({ RATE_LIMIT_PER_IP_10_MIN: '60', RATE_LIMIT_PER_CONTACT_10_MIN: '5' }));
    afterAll(() =>
      setEnv({
        RATE_LIMIT_PER_IP_10_MIN: '0',
        RATE_LIMIT_PER_CONTACT_10_MIN: '0',
        TRUST_PROXY: undefined,
      }),
    );
    const person = (n: number | string) => ({ ...valid, email: `person-${n}@example.com` });

    it('many people behind one address are all accepted', async () => {
      const ip = '198.51.100.1';
      for (let i = 0; i < 30; i++) {
        expect(
          (await send(POST, URL_, { body: person(`shared-${i}`), opts: { ip } })).res.status,
        ).toBe(201);
      }
    });

    it('one address is refused past 60 in 10 minutes, with the phone line offered', async () => {
      const ip = '198.51.100.2';
      for (let i = 0; i < 60; i++) {
        expect(
          (await send(POST, URL_, { body: person(`flood-${i}`), opts: { ip } })).res.status,
        ).toBe(201);
      }
      const before = await count();
      const { res, json } = await send(POST, URL_, { body: person('flood-x'), opts: { ip } });
      expect(res.status).toBe(429);
      expect(json.error?.code).toBe('rate_limited');
      // How to reach the school otherwise: its phone once set, else the contact page.
      expect(json.error?.message).toContain(reachUs());
      expect(json.error?.message).not.toMatch(/null|undefined/);
      const retry = Number(res.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(600);
      expect(await count()).toBe(before);
    });

    it('one e-mail address is refused past 5 in 10 minutes, whatever its address', async () => {
      const body = person('same');
      for (let i = 0; i < 5; i++) {
        expect(
          (await send(POST, URL_, { body, opts: { ip: `192.0.2.${i + 1}` } })).res.status,
        ).toBe(201);
      }
      const again = await send(POST, URL_, {
        body: { ...body, email: ' PERSON-same@Example.com ' },
        opts: { ip: '192.0.2.50' },
      });
      expect(again.res.status).toBe(429);
      // another person on the same address is not affected
      expect(
        (await send(POST, URL_, { body: person('other'), opts: { ip: '192.0.2.50' } })).res.status,
      ).toBe(201);
    });

    it('a refused submission is not counted', async () => {
      setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '2' });
      const body = person('refused');
      expect((await send(POST, URL_, { body, opts: { ip: '192.0.2.60' } })).res.status).toBe(201);
      expect((await send(POST, URL_, { body, opts: { ip: '192.0.2.61' } })).res.status).toBe(201);
      for (let i = 0; i < 3; i++) {
        expect((await send(POST, URL_, { body, opts: { ip: '192.0.2.62' } })).res.status).toBe(429);
      }
      // Had the three refusals counted, the count would be 5 and a limit of 3 would still refuse.
      setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '3' });
      expect((await send(POST, URL_, { body, opts: { ip: '192.0.2.63' } })).res.status).toBe(201);
      setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '5' });
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY=1', async () => {
      setEnv({ RATE_LIMIT_PER_IP_10_MIN: '3' });
      const ip = '198.51.100.250';
      for (let i = 0; i < 3; i++) {
        const xff = { 'x-forwarded-for': `10.0.0.${i}` };
        expect(
          (await send(POST, URL_, { body: person(`xff-${i}`), opts: { ip, headers: xff } })).res
            .status,
        ).toBe(201);
      }
      const spoofed = await send(POST, URL_, {
        body: person('xff-x'),
        opts: { ip, headers: { 'x-forwarded-for': '10.9.9.9' } },
      });
      expect(spoofed.res.status).toBe(429);

      setEnv({ TRUST_PROXY: '1' });
      const proxied = await send(POST, URL_, {
        body: person('xff-y'),
        opts: { ip, headers: { 'x-forwarded-for': 'spoofed, 192.0.2.200' } },
      });
      expect(proxied.res.status).toBe(201);
      setEnv({ TRUST_PROXY: undefined, RATE_LIMIT_PER_IP_10_MIN: '60' });
    });

    it('0 turns a limit off', async () => {
      setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '0' });
      for (let i = 0; i < 8; i++) {
        expect(
          (await send(POST, URL_, { body: person('unlimited'), opts: { ip: '198.51.100.251' } }))
            .res.status,
        ).toBe(201);
      }
      setEnv({ RATE_LIMIT_PER_CONTACT_10_MIN: '5' });
    });
  });
});

describe('POST /api/form/leaveUsAMessage with the database down', () => {
  const targets = [
    ['an SQLite file that cannot be created', 'file:/proc/no-such-dir/site.db'],
    ...(process.env.TEST_PG_ADMIN_URL
      ? [['a PostgreSQL server that is not there', 'postgresql://postgres@127.0.0.1:1/site']]
      : []),
  ];
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
  });
  it.each(targets)('answers 503 for %s', async (_label, url) => {
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
