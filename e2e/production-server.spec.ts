import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startOwnServer } from './own-server';

// The production build is served by the project's own server (scripts/server.mjs): it sets each
// page's Content-Security-Policy and the client address. `next start` would serve the same build
// without either, so it refuses to run (instrumentation-node.ts) instead of serving half-protected.
test('`next start` on the production build refuses to serve, saying why', async () => {
  const root = path.join(__dirname, '..');
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', '3987'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SCHOOL_SERVER: '', PORT: '3987' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 45_000);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(output).toContain('must be started with `npm start`');
  expect(code).toBe(1);
  // It never answered a request.
  await expect(fetch('http://localhost:3987/').then((r) => r.status)).rejects.toThrow();
});

/** Path, size and modification time of every file in `.next` (the build the server serves). */
function buildListing(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const st = statSync(file);
    out.push(`${path.relative(dir, file)} ${st.size} ${st.mtimeMs}`);
  }
  return out.sort();
}

// Nothing is written into the build at start: a read-only image serves it as built.
test('starting the production server twice from the same build changes no file in .next', async () => {
  test.setTimeout(120_000);
  const root = path.join(__dirname, '..');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-start-twice-'));
  const before = buildListing(path.join(root, '.next'));
  try {
    for (const port of [3988, 3989]) {
      const child = await startOwnServer(port, { DATABASE_URL: `file:${dir}/start-${port}.db` });
      expect((await fetch(`http://127.0.0.1:${port}/api/getYoutubeData`)).status).toBe(200);
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  expect(buildListing(path.join(root, '.next'))).toEqual(before);
});

// A lead the server acknowledged is on disk: killed with SIGKILL in the middle of a stream of
// submissions (no shutdown, no flush), the SQLite file still holds every lead that was answered
// 201, and nothing that was not sent.
test('a server killed with SIGKILL under load keeps every lead it acknowledged', async () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-kill-'));
  const port = 3990;
  const file = path.join(dir, 'kill.db');
  let child: ChildProcess | undefined;
  try {
    child = await startOwnServer(port, {
      DATABASE_URL: `file:${file}`,
      RATE_LIMIT_PER_IP_10_MIN: '1000000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000000',
    });
    const server = child;
    const exited = new Promise<NodeJS.Signals | null>((r) => server.once('exit', (_c, s) => r(s)));
    const acknowledged = new Set<string>();
    const sent = new Set<string>();
    const refused: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const email = `killed-${next++}@example.com`;
        sent.add(email);
        const res = await fetch(`http://127.0.0.1:${port}/api/form/leaveUsAMessage`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Kill Test',
            email,
            subject: '',
            purpose: 'General enquiry',
            message: 'Sent while the server is killed; kept if it was acknowledged.',
            contactingFor: 'Leave us a message',
          }),
        }).catch(() => null);
        if (res?.status === 201) acknowledged.add(email);
        else if (res) refused.push(`${res.status} ${await res.text().catch(() => '')}`);
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    // Kill it once it has acknowledged a good number, with requests still in flight.
    await expect.poll(() => acknowledged.size, { timeout: 60_000 }).toBeGreaterThan(150);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(refused).toEqual([]);

    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file, { readonly: true });
    const stored = new Set(
      (db.prepare('SELECT email FROM "Lead"').all() as { email: string }[]).map((r) => r.email),
    );
    db.close();
    for (const email of acknowledged) expect(stored, `${email} was acknowledged`).toContain(email);
    for (const email of stored) expect(sent).toContain(email);
    expect(acknowledged.size).toBeGreaterThan(150);
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
