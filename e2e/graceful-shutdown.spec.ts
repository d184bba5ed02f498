import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startOwnServer } from './own-server';

// The health endpoints and a graceful stop (scripts/server.mjs, lib/ops/readiness.ts), on a
// production server of the test's own.

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * One request on a connection of its own (no keep-alive), so each one either reaches the server
 * before it stops taking connections or is refused. `trickle` sends the body's second half that
 * many ms after the first.
 */
function request(
  port: number,
  method: string,
  pathname: string,
  body?: string,
  trickle?: { afterFirstHalf: () => Promise<void> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!body) return void req.end();
    if (!trickle) return void req.end(body);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    void trickle.afterFirstHalf().then(() => req.end(body.slice(half)));
  });
}

const lead = (email: string) =>
  JSON.stringify({
    name: 'Shutdown Test',
    email,
    subject: '',
    purpose: 'General enquiry',
    message: 'Sent while the server stops; kept when it was answered 201.',
    contactingFor: 'Leave us a message',
  });

async function storedEmails(file: string): Promise<Set<string>> {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file, { readonly: true });
  try {
    return new Set(
      (db.prepare('SELECT email FROM "Lead"').all() as { email: string }[]).map((r) => r.email),
    );
  } finally {
    db.close();
  }
}

test('/api/health answers without the database, /api/health/ready with it; both no-store and never rate limited', async () => {
  test.setTimeout(90_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-health-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  try {
    child = await startOwnServer(port, {
      DATABASE_URL: `file:${path.join(dir, 'health.db')}`,
      RATE_LIMIT_PER_IP_10_MIN: '2',
    });
    for (let i = 0; i < 12; i++) {
      const live = await request(port, 'GET', '/api/health');
      expect(live.status).toBe(200);
      expect(JSON.parse(live.body)).toEqual({ status: 'ok' });
      expect(live.headers['cache-control']).toBe('no-store');
      expect(live.headers['x-request-id']).toMatch(
        /^[2-9A-HJKMNP-TV-Z]{4}(?:-[2-9A-HJKMNP-TV-Z]{4}){3}$/,
      );
      const ready = await request(port, 'GET', '/api/health/ready');
      expect(ready.status).toBe(200);
      expect(JSON.parse(ready.body)).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');
    }
    // Other methods are refused, in the API's one error shape.
    const post = await request(port, 'POST', '/api/health/ready', '{}');
    expect(post.status).toBe(405);
    // A migration of this build missing from the database: alive, but not ready, and it says why.
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(path.join(dir, 'health.db'), { timeout: 5_000 });
    const last = db
      .prepare('SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name DESC')
      .get() as { name: string };
    db.prepare('DELETE FROM _prisma_migrations WHERE migration_name = ?').run(last.name);
    db.close();
    const pending = await request(port, 'GET', '/api/health/ready');
    expect(pending.status).toBe(503);
    expect(pending.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(pending.body)).toMatchObject({
      status: 'not_ready',
      reason: 'migrations_pending',
      pending: [last.name],
    });
    expect((await request(port, 'GET', '/api/health')).status).toBe(200);
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SIGTERM under a stream of lead submissions: not ready at once, in-flight requests finish, new connections refused, every 201 stored, exit 0', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-sigterm-'));
  const port = await freePort();
  const file = path.join(dir, 'sigterm.db');
  let child: ChildProcess | undefined;
  try {
    child = await startOwnServer(port, {
      DATABASE_URL: `file:${file}`,
      RATE_LIMIT_PER_IP_10_MIN: '1000000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000000',
      SHUTDOWN_GRACE_S: '10',
      // Refused at once, no time for a proxy to notice (e2e/deployment.spec.ts runs the drain).
      SHUTDOWN_DRAIN_S: '0',
    });
    const server = child;
    const exited = new Promise<{ code: number | null; signal: string | null }>((r) =>
      server.once('exit', (code, signal) => r({ code, signal })),
    );
    expect(
      (await request(port, 'POST', '/api/form/leaveUsAMessage', lead('warm@example.com'))).status,
    ).toBe(201);

    const acknowledged = new Set<string>();
    const refusedAtConnection = new Set<string>();
    const answeredOtherwise: string[] = [];
    let next = 0;
    let stopped = false;
    const worker = async () => {
      while (!stopped) {
        const email = `sigterm-${next++}@example.com`;
        try {
          const res = await request(port, 'POST', '/api/form/leaveUsAMessage', lead(email));
          if (res.status === 201) acknowledged.add(email);
          else answeredOtherwise.push(`${res.status} ${res.body}`);
        } catch (e) {
          // Refused: the server no longer takes connections. Keep going until the process is gone.
          refusedAtConnection.add(email);
          const code = (e as NodeJS.ErrnoException).code;
          if (code !== 'ECONNREFUSED' && code !== 'ECONNRESET') answeredOtherwise.push(String(e));
          await sleep(20);
        }
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThan(40);

    // Two requests already in flight when the signal comes: a lead whose body is still arriving,
    // and a readiness check whose headers are not complete yet.
    let signalled!: () => void;
    const signal = new Promise<void>((r) => (signalled = r));
    const slow = request(port, 'POST', '/api/form/leaveUsAMessage', lead('slow@example.com'), {
      afterFirstHalf: async () => {
        await signal;
        await sleep(1_500);
      },
    });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (d) => (raw += d));
    socket.write('GET /api/health/ready HTTP/1.1\r\nHost: localhost\r\n');
    await sleep(300);

    const signalledAt = Date.now();
    child.kill('SIGTERM');
    signalled();
    await sleep(500);
    // A new connection now is refused, not answered with an error.
    await expect(request(port, 'GET', '/api/health')).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    // The readiness check that was in flight: not ready, because the instance is stopping.
    socket.write('\r\n');
    await expect.poll(() => raw, { timeout: 10_000 }).toContain('shutting_down');
    expect(raw).toMatch(/^HTTP\/1\.1 503 /);
    socket.destroy();
    // The lead whose body was still arriving is answered and kept.
    const slowAnswer = await slow;
    expect(slowAnswer.status).toBe(201);
    acknowledged.add('slow@example.com');

    const { code, signal: exitSignal } = await exited;
    stopped = true;
    await Promise.all(workers);
    expect(exitSignal).toBeNull();
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    expect(answeredOtherwise).toEqual([]);

    const stored = await storedEmails(file);
    for (const email of acknowledged) expect(stored, `${email} was answered 201`).toContain(email);
    // What was refused at the connection was never taken in: it can be sent again safely.
    for (const email of refusedAtConnection) expect(stored).not.toContain(email);
    expect(refusedAtConnection.size).toBeGreaterThan(0);

    // The instance recorded its clean stop (it no longer counts as serving).
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file, { readonly: true });
    const rows = db.prepare('SELECT "stoppedAt" FROM "Instance"').all() as { stoppedAt: unknown }[];
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.stoppedAt).not.toBeNull();
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
