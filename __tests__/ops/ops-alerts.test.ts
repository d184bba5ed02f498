/**
 * Issue 48, part C: background jobs' runs are recorded, and the three alert causes (no backup for
 * 26 hours, e-mail failing for more than an hour, a job that missed three runs) are each on when
 * they should be and off otherwise; the admins get one e-mail per cause per day however many
 * instances look at once, and none without e-mail configured.
 */
import { createDb, db } from '@/lib/db';
import { startIntervalWorker, stopIntervalWorkers } from '@/lib/interval-worker';
import { markShuttingDown } from '@/lib/ops/process-state.mjs';
import { checkAlerts, notifyAdmins } from '@/lib/ops/alert-mail';
import {
  backupAlert,
  duration,
  jobAlerts,
  lateJobs,
  liveAlerts,
  mailAlert,
} from '@/lib/ops/alerts';
import { forgetJobsForTests, registerJob, registeredJobs, runJob } from '@/lib/ops/jobs';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

// The outbox's worker is not started: the rows written are what is checked.
jest.mock('@/lib/mail/outbox', () => ({
  ...jest.requireActual('@/lib/mail/outbox'),
  kickOutbox: jest.fn(),
}));

const HOUR = 3_600_000;
const now = Date.parse('2026-12-02T06:00:00Z'); // 11:30 in India

it('says how long in words', () => {
  expect([15_000, 60_000, 119 * 60_000, 2 * HOUR, 47 * HOUR, 50 * HOUR].map(duration)).toEqual([
    '15 seconds',
    '1 minute',
    '119 minutes',
    '2 hours',
    '47 hours',
    '2 days',
  ]);
});

describe('late jobs (pure)', () => {
  const job = { name: 'digest', everyMs: 5 * 60_000, registeredAt: new Date(now - 10 * HOUR) };
  it('is late after three intervals and a minute with no success', () => {
    const ok = new Date(now - 16 * 60_000 + 1000); // 15 min + 1 min slack, less a second
    expect(lateJobs([job], [{ name: 'digest', lastSuccessAt: ok }], now)).toEqual([]);
    const late = new Date(now - 16 * 60_000 - 1000);
    expect(lateJobs([job], [{ name: 'digest', lastSuccessAt: late }], now)).toHaveLength(1);
  });
  it('counts from when this instance started the job, not from a success before a stop', () => {
    const fresh = { ...job, registeredAt: new Date(now - 60_000) };
    const yesterday = new Date(now - 24 * HOUR);
    expect(lateJobs([fresh], [{ name: 'digest', lastSuccessAt: yesterday }], now)).toEqual([]);
    expect(lateJobs([fresh], [], now + 20 * 60_000)).toHaveLength(1);
  });
});

describe.each(backends)('alerts on %s', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEADS_NOTIFY_TO: 'office@example.com',
    });
    forgetJobsForTests();
  });
  afterEach(async () => {
    forgetJobsForTests();
    await useDatabase('file:/nonexistent/unused.db', {
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    await database.drop();
  });

  const instanceStarted = (at: number) =>
    db().instance.create({
      data: {
        id: `host:1:${at}`,
        host: 'host',
        pid: 1,
        version: '0.1.0',
        startedAt: new Date(at),
        lastSeenAt: new Date(now),
      },
    });
  const backup = (finishedAt: number, status = 'ok', method = 'sqlite') =>
    db().backup.create({
      data: {
        trigger: 'scheduled',
        method,
        status,
        startedAt: new Date(finishedAt - 5000),
        finishedAt: new Date(finishedAt),
        verified: status === 'ok',
      },
    });

  it('backup: on after 26 hours without a verified backup, off within', async () => {
    await instanceStarted(now - 30 * 24 * HOUR);
    await backup(now - 27 * HOUR);
    const on = await backupAlert(now);
    expect(on).toMatchObject({ cause: 'backup', title: 'No backup for 27 hours' });
    // A failed attempt since does not count as a backup; its error is not in the alert.
    await db().backup.create({
      data: {
        trigger: 'scheduled',
        method: 'sqlite',
        status: 'failed',
        error: 'disk full at /srv/secret',
      },
    });
    const still = await backupAlert(now);
    expect(still?.detail).toContain('The last attempt failed.');
    expect(JSON.stringify(still)).not.toContain('disk full');
    await backup(now - 25 * HOUR);
    expect(await backupAlert(now)).toBeNull();
  });

  it('backup: a new site is given 26 hours from when it first served before it is told', async () => {
    expect(await backupAlert(now)).toBeNull(); // never served (a fresh install)
    await instanceStarted(now - 20 * HOUR);
    expect(await backupAlert(now)).toBeNull();
    expect(await backupAlert(now + 7 * HOUR)).toMatchObject({
      title: 'No backup has ever succeeded',
    });
  });

  it('backup: PostgreSQL left to its provider (skipped) is not an alert while the skips go on', async () => {
    await instanceStarted(now - 30 * 24 * HOUR);
    await backup(now - 2 * HOUR, 'skipped', 'managed');
    expect(await backupAlert(now)).toBeNull();
    expect(await backupAlert(now + 27 * HOUR)).not.toBeNull();
  });

  it('mail: on when an e-mail retried has failed for more than an hour, off otherwise', async () => {
    const row = (createdAt: number, status: string, lastError: string | null) =>
      db().outbox.create({
        data: {
          topic: 'lead-staff',
          to: 'office@example.com',
          subject: 's',
          text: 't',
          status,
          attempts: lastError ? 3 : 0,
          lastError,
          createdAt: new Date(createdAt),
        },
      });
    await row(now - 3 * HOUR, 'pending', null); // not tried yet (mail was off): not a failure
    await row(now - 2 * HOUR, 'sent', null);
    await row(now - 30 * 24 * HOUR, 'failed', 'given up long ago');
    await row(now - 50 * 60_000, 'pending', 'connect ECONNREFUSED 127.0.0.1:9');
    expect(await mailAlert(now)).toBeNull();
    expect(await mailAlert(now + 11 * 60_000)).toMatchObject({
      cause: 'mail',
      title: 'E-mail has been failing for 61 minutes',
    });
    await row(now - 5 * HOUR, 'sending', 'timeout');
    const on = await mailAlert(now);
    expect(on?.title).toBe('E-mail has been failing for 5 hours');
    expect(on?.detail).toMatch(/^1 e-mail is waiting/);
    expect(JSON.stringify(on)).not.toMatch(/ECONNREFUSED|timeout|office@/);
  });

  it('jobs: a pass records its start and success, a failure its error (and it still throws)', async () => {
    registerJob('digest', 5 * 60_000);
    await runJob('digest', 5 * 60_000, async () => 'done');
    const ok = await db().jobRun.findUniqueOrThrow({ where: { name: 'digest' } });
    expect(ok.everyMs).toBe(300_000);
    expect(ok.lastStartedAt).not.toBeNull();
    expect(ok.lastSuccessAt!.getTime()).toBeGreaterThanOrEqual(ok.lastStartedAt!.getTime());
    expect(ok.lastFailureAt).toBeNull();
    await expect(
      runJob('digest', 5 * 60_000, async () => {
        throw new Error('SMTP said no\n  at line 2');
      }),
    ).rejects.toThrow('SMTP said no');
    const failed = await db().jobRun.findUniqueOrThrow({ where: { name: 'digest' } });
    expect(failed.lastError).toBe('SMTP said no at line 2');
    expect(failed.lastSuccessAt).toEqual(ok.lastSuccessAt);
    // Two instances' first runs at once: one row, both recorded.
    await Promise.all([
      runJob('payments', 60_000, async () => 1),
      runJob('payments', 60_000, async () => 2),
    ]);
    expect(await db().jobRun.count({ where: { name: 'payments' } })).toBe(1);
  });

  it('jobs: a quiet pass within the interval writes nothing unless it fails', async () => {
    registerJob('outbox', 15_000);
    await runJob('outbox', 15_000, async () => 0, { quietWithinMs: 15_000 });
    const first = await db().jobRun.findUniqueOrThrow({ where: { name: 'outbox' } });
    await runJob('outbox', 15_000, async () => 0, { quietWithinMs: 15_000 });
    expect(await db().jobRun.findUniqueOrThrow({ where: { name: 'outbox' } })).toEqual(first);
    await runJob('outbox', 15_000, async () => Promise.reject(new Error('boom')), {
      quietWithinMs: 15_000,
    }).catch(() => undefined);
    expect((await db().jobRun.findUniqueOrThrow({ where: { name: 'outbox' } })).lastError).toBe(
      'boom',
    );
  });

  it('jobs: a job of this instance with no success for three runs is an alert, others are not', async () => {
    const started = new Date(now - 2 * HOUR);
    const jobs = [
      { name: 'digest', everyMs: 5 * 60_000, registeredAt: started },
      { name: 'heartbeat', everyMs: 30_000, registeredAt: started },
    ];
    await db().jobRun.create({
      data: { name: 'digest', everyMs: 300_000, lastSuccessAt: new Date(now - 20 * 60_000) },
    });
    await db().jobRun.create({
      data: { name: 'heartbeat', everyMs: 30_000, lastSuccessAt: new Date(now - 20_000) },
    });
    // A job another build ran, not this instance: not this instance's to report.
    await db().jobRun.create({
      data: { name: 'old-job', everyMs: 60_000, lastSuccessAt: new Date(now - 48 * HOUR) },
    });
    const alerts = await jobAlerts(now, jobs);
    expect(alerts.map((a) => a.cause)).toEqual(['job:digest']);
    expect(alerts[0]!.title).toBe('The staff’s morning digest has stopped');
    expect(alerts[0]!.detail).toMatch(/^It runs every 5 minutes and has not succeeded since /);
    await db().jobRun.update({
      where: { name: 'digest' },
      data: { lastSuccessAt: new Date(now - 60_000) },
    });
    expect(await jobAlerts(now, jobs)).toEqual([]);
    // Registered by the worker wrapper: the process's own list.
    registerJob('recordings', 5 * 60_000, started);
    expect(registeredJobs().map((j) => j.name)).toEqual(['recordings']);
    expect((await liveAlerts(now)).map((a) => a.cause)).toEqual(['job:recordings']);
  });

  async function allCausesLive() {
    await instanceStarted(now - 30 * 24 * HOUR);
    await db().outbox.create({
      data: {
        topic: 'lead-staff',
        to: 'office@example.com',
        subject: 's',
        text: 't',
        lastError: 'refused',
        attempts: 5,
        createdAt: new Date(now - 2 * HOUR),
      },
    });
    registerJob('digest', 5 * 60_000, new Date(now - 2 * HOUR));
  }

  it('e-mails the admins once per cause per day, whichever instances look at once', async () => {
    await allCausesLive();
    await db().user.createMany({
      data: [
        { email: 'asha.admin@example.com', name: 'Asha', role: 'admin' },
        { email: 'old.admin@example.com', name: 'Old', role: 'admin', disabledAt: new Date() },
        { email: 'priya.staff@example.com', name: 'Priya', role: 'staff' },
      ],
    });
    const other = createDb(database.url); // a second instance's client, looking at the same time
    try {
      const alerts = await liveAlerts(now);
      expect(alerts.map((a) => a.cause)).toEqual(['backup', 'mail', 'job:digest']);
      const sent = await Promise.all([
        checkAlerts(now),
        notifyAdmins(alerts, now),
        notifyAdmins(alerts, now + 60_000),
      ]);
      expect(sent[1].length + sent[2].length).toBeLessThanOrEqual(3);
      expect(await other.outbox.count({ where: { topic: 'alert' } })).toBe(3);
      expect(await other.alertMail.count()).toBe(3);
      // Both instances read "not sent yet" before either wrote: the day's row still lets one through.
      const read = jest.spyOn(db().alertMail, 'findMany').mockResolvedValue([]);
      try {
        expect(await notifyAdmins(alerts, now)).toEqual([]);
        expect(read).toHaveBeenCalled();
      } finally {
        read.mockRestore();
      }
      expect(await other.outbox.count({ where: { topic: 'alert' } })).toBe(3);
    } finally {
      await other.$disconnect();
    }
    const mails = await db().outbox.findMany({ where: { topic: 'alert' } });
    for (const m of mails) expect(m.to).toBe('asha.admin@example.com');
    const mail = mails.find((m) => m.subject?.includes('E-mail has been failing'))!;
    expect(mail.subject).toBe('[French School] E-mail has been failing for 2 hours');
    expect(mail.text).toContain('What to do: Open the system page for the error');
    expect(mail.text).toContain('http://localhost:3000/admin/system');
    expect(mail.text).not.toContain('refused');
    // Later the same day in India: nothing new. The next day: once more for each live cause.
    expect(await notifyAdmins(await liveAlerts(now + 5 * HOUR), now + 5 * HOUR)).toEqual([]);
    const tomorrow = now + 24 * HOUR;
    expect(await notifyAdmins(await liveAlerts(tomorrow), tomorrow)).toHaveLength(3);
    expect(await db().outbox.count({ where: { topic: 'alert' } })).toBe(6);
  });

  it('sends to the staff list when there is no admin, and nothing without e-mail configured', async () => {
    await allCausesLive();
    expect(await checkAlerts(now)).toHaveLength(3);
    const rows = await db().outbox.findMany({ where: { topic: 'alert' } });
    expect(rows.map((r) => r.to)).toEqual(Array(3).fill('office@example.com'));
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    expect(await checkAlerts(now + 24 * HOUR)).toHaveLength(3); // still live: the banner shows them
    expect(await db().outbox.count({ where: { topic: 'alert' } })).toBe(3);
  });
});

describe('interval workers', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await useDatabase(database.url);
    forgetJobsForTests();
  });
  afterAll(async () => {
    forgetJobsForTests();
    await useDatabase('file:/nonexistent/unused.db');
    await database.drop();
  });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('record each pass under its tag, never run two at once, and wait for the running one when stopped', async () => {
    let passes = 0;
    let finished = 0;
    let overlapped = false;
    const pass = async () => {
      if (passes > finished) overlapped = true;
      passes++;
      await sleep(80);
      finished++;
    };
    expect(startIntervalWorker('probe', 30, pass)).toBe(true);
    expect(startIntervalWorker('probe', 30, pass)).toBe(false); // once per process
    expect(registeredJobs().map((j) => [j.name, j.everyMs])).toEqual([['probe', 30]]);
    for (let i = 0; i < 100 && finished < 2; i++) await sleep(20);
    const row = await db().jobRun.findUniqueOrThrow({ where: { name: 'probe' } });
    expect(row.everyMs).toBe(30);
    expect(row.lastSuccessAt).not.toBeNull();
    for (let i = 0; i < 100 && passes === finished; i++) await sleep(5);
    expect(passes).toBe(finished + 1); // a pass is running now
    await stopIntervalWorkers();
    expect(finished).toBe(passes); // and was waited for
    await sleep(100);
    expect(passes).toBe(finished); // no pass after the stop
    expect(overlapped).toBe(false);
  });

  it('start no pass once the instance is shutting down (last: the flag stays for the process)', async () => {
    markShuttingDown();
    let passes = 0;
    startIntervalWorker('after-sigterm', 10, async () => void passes++);
    await sleep(80);
    expect(passes).toBe(0);
    await stopIntervalWorkers();
  });
});
