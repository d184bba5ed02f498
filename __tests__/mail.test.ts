import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { POST } from '@/app/api/form/leaveUsAMessage/route';
import { db } from '@/lib/db';
import { createTestDatabase, setEnv, useDatabase, type TestDatabase } from './support/databases';
import { send } from './support/lead-api';

type Mail = { to: string[]; raw: string };
const received: Mail[] = [];
let delayMs = 0;

function startSmtp(): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          done();
        }, delayMs);
      });
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  purpose: 'Corporate training',
  message: 'We would like French classes for 12 colleagues.',
};

async function waitFor<T>(fn: () => Promise<T | undefined> | T | undefined, ms = 8000): Promise<T> {
  const t0 = Date.now();
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() - t0 > ms) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('staff e-mail on a new lead', () => {
  let database: TestDatabase;
  let smtp: SMTPServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    const { port } = smtp.server.address() as AddressInfo;
    database = await createTestDatabase('sqlite');
    await useDatabase(database.url, {
      RATE_LIMIT_PER_10_MIN: '0',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      LEADS_NOTIFY_TO: 'office@example.com, owner@example.com',
      MAIL_FROM: 'Website <web@example.com>',
    });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db', {
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await new Promise<void>((r) => smtp.close(() => r()));
    await database.drop();
  });
  beforeEach(() => {
    received.length = 0;
    delayMs = 0;
  });

  it('mails the recipients after storing, and marks the lead notified', async () => {
    const { res, json } = await send(POST, '/api/form/leaveUsAMessage', { body: valid });
    expect(res.status).toBe(201);
    const mail = await waitFor(() => received[0]);
    expect(mail.to).toEqual(['office@example.com', 'owner@example.com']);
    expect(mail.raw).toContain('Asha Verma');
    expect(mail.raw).toContain('Corporate training');
    expect(mail.raw).toContain(json.id!);
    await waitFor(
      async () =>
        (await db().contactMessage.findUniqueOrThrow({ where: { id: json.id! } })).notifiedAt,
    );
  });

  it('does not mail spam', async () => {
    const { res } = await send(POST, '/api/form/leaveUsAMessage', {
      body: { ...valid, website: 'x' },
    });
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(0);
  });

  it('a slow mail server does not delay the answer', async () => {
    delayMs = 3000;
    const t0 = Date.now();
    const { res } = await send(POST, '/api/form/leaveUsAMessage', { body: valid });
    expect(res.status).toBe(201);
    expect(Date.now() - t0).toBeLessThan(1500);
    await waitFor(() => received[0]);
  });

  it('a failing mail server changes nothing for the visitor', async () => {
    const err = jest.spyOn(console, 'error').mockImplementation(() => {});
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const { res, json } = await send(POST, '/api/form/leaveUsAMessage', { body: valid });
    expect(res.status).toBe(201);
    await waitFor(() => err.mock.calls.find((c) => String(c[0]).includes('staff e-mail')));
    const row = await db().contactMessage.findUniqueOrThrow({ where: { id: json.id! } });
    expect(row.notifiedAt).toBeNull();
    err.mockRestore();
    const { port } = smtp.server.address() as AddressInfo;
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
});
