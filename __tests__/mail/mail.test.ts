import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { POST } from '@/app/api/form/leaveUsAMessage/route';
import { createDb, db, type Db } from '@/lib/db';
import {
  backoffMs,
  CLAIM_MS,
  GIVE_UP_AFTER_MS,
  processOutbox,
  stopOutboxWorker,
} from '@/lib/mail/outbox';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { send } from '@/__tests__/support/lead-api';

type Mail = { to: string[]; raw: string };
const received: Mail[] = [];
let delayMs = 0;

function startSmtp(port = 0): Promise<SMTPServer> {
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
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
const stopSmtp = (s: SMTPServer) => new Promise<void>((r) => s.close(() => r()));
const portOf = (s: SMTPServer) => (s.server.address() as AddressInfo).port;

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

const mailEnv = (port: number) => ({
  RATE_LIMIT_PER_IP_10_MIN: '0',
  RATE_LIMIT_PER_CONTACT_10_MIN: '0',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  LEADS_NOTIFY_TO: 'office@example.com, owner@example.com',
  MAIL_FROM: 'Website <web@example.com>',
});

/** A lead with its outbox row, written as the pipeline writes them. */
async function leadWithMail(client: Db, n: number, createdAt = new Date()) {
  return client.lead.create({
    data: {
      kind: 'contact',
      name: `Person ${n}`,
      email: `p${n}@example.com`,
      subject: 'General enquiry',
      message: `Message ${n}`,
      details: JSON.stringify({
        purpose: 'General enquiry',
        subject: '',
        contactingFor: 'Leave us a message',
      }),
      createdAt,
      outbox: { create: { topic: 'lead-staff', createdAt, nextAttemptAt: createdAt } },
    },
    include: { outbox: true },
  });
}

const quiet = () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  return () => {
    warn.mockRestore();
    error.mockRestore();
  };
};

beforeEach(() => {
  received.length = 0;
  delayMs = 0;
});

describe('staff e-mail on a new lead (through the route)', () => {
  let database: TestDatabase;
  let smtp: SMTPServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase('sqlite');
    await useDatabase(database.url, mailEnv(portOf(smtp)));
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:/nonexistent-after-suite.db', {
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await stopSmtp(smtp);
    await database.drop();
  });

  it('mails the recipients after storing, and marks the outbox row and the lead', async () => {
    const { res, json } = await send(POST, '/api/form/leaveUsAMessage', { body: valid });
    expect(res.status).toBe(201);
    const mail = await waitFor(() => received.find((m) => m.to.includes('office@example.com')));
    expect(mail.to).toEqual(['office@example.com', 'owner@example.com']);
    expect(mail.raw).toContain('Asha Verma');
    expect(mail.raw).toContain('Corporate training');
    expect(mail.raw).toContain(json.id!);
    // and the visitor's reply (issue 52), with nothing they typed
    const reply = await waitFor(() => received.find((m) => m.to.includes(valid.email)));
    expect(reply.raw).toContain(json.id!);
    expect(reply.raw).not.toContain('Asha');
    const row = await waitFor(async () => {
      const r = await db().outbox.findFirst({
        where: { leadId: json.id!, topic: 'lead-staff', status: 'sent' },
      });
      return r ?? undefined;
    });
    expect(row.attempts).toBe(1);
    expect((await db().lead.findUniqueOrThrow({ where: { id: json.id! } })).notifiedAt).not.toBe(
      null,
    );
  });

  it('does not mail spam (no outbox row)', async () => {
    const { res, json } = await send(POST, '/api/form/leaveUsAMessage', {
      body: { ...valid, website: 'x' },
    });
    expect(res.status).toBe(201);
    expect(await db().outbox.count({ where: { leadId: json.id! } })).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
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

  it('a mail server that is down, then up: the e-mail is sent on a later attempt', async () => {
    const restore = quiet();
    await stopOutboxWorker();
    const port = portOf(smtp);
    await stopSmtp(smtp);
    const { res, json } = await send(POST, '/api/form/leaveUsAMessage', { body: valid });
    expect(res.status).toBe(201);
    // the worker's first attempt fails: the row waits for its retry
    const pending = await waitFor(async () => {
      const r = await db().outbox.findFirst({ where: { leadId: json.id!, attempts: 1 } });
      return r?.status === 'pending' ? r : undefined;
    });
    await stopOutboxWorker();
    expect(pending.lastError).toBeTruthy();
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    smtp = await startSmtp(port);
    // not due yet: nothing is sent
    expect((await processOutbox()).sent).toBe(0);
    const later = new Date(Date.now() + backoffMs(1) + 1000);
    expect(await processOutbox({ now: () => later })).toMatchObject({ sent: 1 });
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain(json.id!);
    const row = await db().outbox.findUniqueOrThrow({ where: { id: pending.id } });
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    restore();
  });
});

describe.each(backends)('the outbox on %s', (backend) => {
  let database: TestDatabase;
  let smtp: SMTPServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await createTestDatabase(backend);
    await useDatabase(database.url, mailEnv(portOf(smtp)));
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db', {
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await stopSmtp(smtp);
    await database.drop();
  });
  beforeEach(async () => {
    await db().outbox.deleteMany();
    await db().lead.deleteMany();
  });

  it('two instances sending at once send each e-mail exactly once', async () => {
    const a = createDb(database.url);
    const b = createDb(database.url);
    try {
      for (let i = 0; i < 12; i++) await leadWithMail(db(), i);
      const passes = await Promise.all([
        processOutbox({ client: a, batch: 50 }),
        processOutbox({ client: b, batch: 50 }),
        processOutbox({ client: a, batch: 50 }),
        processOutbox({ client: b, batch: 50 }),
      ]);
      expect(passes.reduce((n, p) => n + p.sent, 0)).toBe(12);
      expect(received).toHaveLength(12);
      const subjects = received.map((m) => /Subject: (.*)/.exec(m.raw)![1]);
      expect(new Set(subjects).size).toBe(12);
      expect(await db().outbox.count({ where: { status: 'sent' } })).toBe(12);
    } finally {
      await a.$disconnect();
      await b.$disconnect();
    }
  });

  it('a crash between sending and marking: sent again once the claim expires, not before', async () => {
    const lead = await leadWithMail(db(), 1);
    const t0 = Date.now();
    await expect(
      processOutbox({
        afterSend: () => {
          throw new Error('instance died');
        },
      }),
    ).rejects.toThrow('instance died');
    expect(received).toHaveLength(1);
    // another instance, while the claim holds: leaves it alone
    expect((await processOutbox({ now: () => new Date(t0 + CLAIM_MS - 5000) })).sent).toBe(0);
    // after the claim expires: sent again (at most one duplicate, never none)
    expect((await processOutbox({ now: () => new Date(t0 + CLAIM_MS + 5000) })).sent).toBe(1);
    expect(received).toHaveLength(2);
    expect((await processOutbox({ now: () => new Date(t0 + 3 * CLAIM_MS) })).sent).toBe(0);
    const row = await db().outbox.findFirstOrThrow({ where: { leadId: lead.id } });
    expect(row.status).toBe('sent');
  });

  it('backs off between attempts, and gives up after a day (marked failed)', async () => {
    const restore = quiet();
    setEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
    const created = new Date(Date.now() - 60_000);
    const lead = await leadWithMail(db(), 2, created);
    let now = Date.now();
    const attempts: number[] = [];
    for (let i = 0; i < 80; i++) {
      const pass = await processOutbox({ now: () => new Date(now) });
      const row = await db().outbox.findFirstOrThrow({ where: { leadId: lead.id } });
      if (pass.retried || pass.failed) attempts.push(now);
      if (row.status === 'failed') break;
      now = row.nextAttemptAt.getTime();
    }
    const row = await db().outbox.findFirstOrThrow({ where: { leadId: lead.id } });
    expect(row.status).toBe('failed');
    expect(row.lastError).toBeTruthy();
    expect(now - created.getTime()).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
    // growing gaps: 30 s, 1 min, 2 min … capped at 30 min
    const gaps = attempts.slice(1).map((t, i) => t - attempts[i]!);
    expect(gaps[0]).toBe(30_000);
    expect(gaps[1]).toBe(60_000);
    expect(Math.max(...gaps)).toBe(30 * 60_000);
    setEnv({ SMTP_URL: `smtp://127.0.0.1:${portOf(smtp)}` });
    restore();
  });
});
