import Database from 'better-sqlite3';
import { POST } from '@/app/api/form/leaveUsAMessage/route';
import { db } from '@/lib/db';
import { isBusyError, retryBusy } from '@/lib/db/sqlite-serial';
import { createTestDatabase, useDatabase, type TestDatabase } from '@/__tests__/support/databases';
import { send } from '@/__tests__/support/lead-api';
import { countLeads } from '@/__tests__/support/leads';

const valid = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  purpose: 'General enquiry',
  message: 'Bonjour',
};

describe('the SQLite adapter', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await useDatabase(database.url, {
      RATE_LIMIT_PER_IP_10_MIN: '0',
      RATE_LIMIT_PER_CONTACT_10_MIN: '0',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent-after-suite.db');
    await database.drop();
  });

  it("a query of another request is not swallowed by an open transaction's rollback", async () => {
    const tx = db()
      .$transaction(async (t) => {
        await t.appSetting.create({ data: { key: 'inside', value: '1' } });
        await new Promise((r) => setTimeout(r, 150));
        throw new Error('roll back');
      })
      .catch((e: Error) => e.message);
    await new Promise((r) => setTimeout(r, 30));
    // Another request writes while the transaction is open: it must wait, not join it.
    await db().appSetting.create({ data: { key: 'outside', value: '1' } });
    expect(await tx).toBe('roll back');
    const keys = (await db().appSetting.findMany()).map((r) => r.key);
    expect(keys).toContain('outside');
    expect(keys).not.toContain('inside');
  });

  it('a write waiting on a lock held by another process does not freeze the server', async () => {
    const file = database.url.slice('file:'.length);
    const other = new Database(file);
    other.exec('BEGIN IMMEDIATE');
    other.prepare(`INSERT INTO "AppSetting" ("key", "value") VALUES ('held', '1')`).run();
    const before = await countLeads('contact');

    // A 10 ms timer stands for the other requests the server is answering meanwhile.
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const t0 = Date.now();
    const pending = send(POST, '/api/form/leaveUsAMessage', { body: valid });
    // a read is served while the write waits
    await new Promise((r) => setTimeout(r, 300));
    const reads = await db().lead.count();
    expect(reads).toBe(before);
    await new Promise((r) => setTimeout(r, 700));
    const ticksWhileLocked = ticks;
    other.exec('COMMIT');
    other.close();
    const { res } = await pending;
    clearInterval(timer);

    expect(res.status).toBe(201);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000);
    // ~100 ticks in 1 s if the event loop kept turning; a synchronous busy wait would allow ~0.
    expect(ticksWhileLocked).toBeGreaterThan(60);
    expect(await countLeads('contact')).toBe(before + 1);
  });

  it('gives up with the busy error after its deadline', async () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    expect(isBusyError(busy)).toBe(true);
    expect(isBusyError(new Error('no such table'))).toBe(false);
    let calls = 0;
    await expect(
      retryBusy(() => {
        calls++;
        throw busy;
      }, 100),
    ).rejects.toBe(busy);
    expect(calls).toBeGreaterThan(3);
  });
});
