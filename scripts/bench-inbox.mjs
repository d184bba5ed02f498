// npm run bench:inbox [-- --rows 100000 --runs 40]
// The back office's inbox with a large table (issue 10): seeds 100,000 leads (and 2,000
// enrolments) into a fresh SQLite file and a throw-away PostgreSQL database, then times the
// inbox's own query function (lib/admin/inbox.ts: one page of 50 plus the status counts, as the
// page asks for them) for typical views: the default view, a status, a kind, 'assigned to nobody',
// a course and date range, follow-up due, a search by e-mail and a search in message text.
// Prints p50/p95 per view and the ratio to a floor measured in the same run: one lead read by its
// primary key. Not a test: numbers vary with the machine; the budget is p95 < 150 ms.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { appModules } from './lib/app-modules.mjs';
import { prepareDatabase } from './lib/db-setup.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const ROWS = arg('rows', 100_000);
const RUNS = arg('runs', 40);
const only = process.argv.includes('--sqlite')
  ? 'sqlite'
  : process.argv.includes('--postgres')
    ? 'postgresql'
    : null;

const kinds = [
  'contact',
  'callback',
  'reservation',
  'enquiry-translation',
  'placement-result',
  'application',
];
const statuses = ['new', 'new', 'new', 'contacted', 'qualified', 'closed', 'spam'];
const courses = ['a1', 'a2', 'b1', 'b2', null];
const first = [
  'Asha',
  'Rohan',
  'Meera',
  'Kabir',
  'Priya',
  'Arjun',
  'Zoë',
  'Łukasz',
  'प्रिया',
  'Ananya',
];
const last = [
  'Verma',
  'Mehta',
  'Nair',
  'Singh',
  'Sharma',
  'Rao',
  'Dubois',
  'Kowalski',
  'शर्मा',
  'Iyer',
];

function leadRow(i, t0) {
  return {
    kind: kinds[i % kinds.length],
    status: statuses[i % statuses.length],
    name: `${first[i % 10]} ${last[Math.floor(i / 10) % 10]}`,
    email: `person${i}@example.com`,
    phone: `+91 9${String(100000000 + i).slice(-9)}`,
    course: courses[i % 5],
    subject: i % 3 ? 'Course and batch details' : 'Fees',
    message: `Message ${i}: bonjour, I would like to know about the ${['evening', 'morning', 'weekend'][i % 3]} batch.`,
    page: '/ContactUs',
    createdAt: new Date(t0 - i * 60_000),
    followUpAt: i % 50 === 0 ? new Date(t0 - (i % 7) * 86_400_000) : null,
    assigneeId: i % 4 === 0 ? 'staff-1' : null,
  };
}

const views = (target) => [
  ['default view (open, newest)', {}],
  ['status = contacted', { status: 'contacted' }],
  ['type = callback', { type: 'callback' }],
  ['assigned to nobody', { assignee: 'none' }],
  ['course b1, one month', { course: 'b1', from: '2026-08-01', to: '2026-08-31' }],
  ['follow-up due', { due: true }],
  ['search by e-mail', { q: `person${Math.floor(target / 2)}@example.com` }],
  ['search in message text', { q: 'weekend batch' }],
];

/** A distinct enrolment reference per number, in the references' alphabet. */
function ref(n) {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  let s = '';
  for (let i = 0; i < 8; i++) {
    s = alphabet[n % 30] + s;
    n = Math.floor(n / 30);
  }
  return s;
}

function pct(values, p) {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

async function measure(label, url) {
  process.env.DATABASE_URL = url;
  const load = appModules();
  const { resetEnvForTests } = await load('lib/env.ts');
  resetEnvForTests();
  const { db, disconnectDb } = await load('lib/db.ts');
  const { inboxPage, statusCounts } = await load('lib/admin/inbox.ts');
  const { emptyFilters } = await load('lib/admin/filters.ts');
  const client = db();
  const t0 = Date.parse('2026-11-22T06:00:00Z');
  const started = Date.now();
  for (let i = 0; i < ROWS; i += 500) {
    const n = Math.min(500, ROWS - i);
    await client.lead.createMany({ data: Array.from({ length: n }, (_, k) => leadRow(i + k, t0)) });
  }
  for (let j = 0; j < 2000; j += 500) {
    await client.enrolment.createMany({
      data: Array.from({ length: 500 }, (_, k) => k + j).map((i) => ({
        reference: `FS-${ref(i)}`,
        course: 'b1',
        cohort: String(i),
        batch: i % 5,
        fullName: `${first[i % 10]} ${last[i % 10]}`,
        email: `learner${i}@example.com`,
        phone: `+91 8${String(100000000 + i).slice(-9)}`,
        amountPaise: 2999900,
        mrpPaise: 2999900,
        quotedAt: new Date(t0 - i * 3_600_000),
        quoteExpiresAt: new Date(t0 - i * 3_600_000 + 1_800_000),
        status: ['pending_payment', 'awaiting_confirmation', 'paid'][i % 3],
        createdAt: new Date(t0 - i * 3_600_000),
      })),
    });
  }
  await client.$executeRawUnsafe('ANALYZE');
  console.log(
    `${label}: seeded ${ROWS.toLocaleString('en-IN')} leads and 2,000 enrolments in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const someId = (await client.lead.findFirst({ select: { id: true } })).id;
  const time = async (fn) => {
    const t = performance.now();
    await fn();
    return performance.now() - t;
  };
  // warm-up
  for (let i = 0; i < 5; i++) await inboxPage(emptyFilters, 'staff-1');
  const floor = [];
  for (let i = 0; i < RUNS; i++)
    floor.push(await time(() => client.lead.findUnique({ where: { id: someId } })));
  const floorP95 = pct(floor, 95);
  console.log(
    `${label}: floor (one lead by primary key) p50 ${pct(floor, 50).toFixed(1)} ms, p95 ${floorP95.toFixed(1)} ms`,
  );
  const results = [];
  for (const [name, f] of views(ROWS)) {
    const filters = { ...emptyFilters, ...f };
    const samples = [];
    for (let i = 0; i < RUNS; i++) {
      samples.push(
        await time(() =>
          Promise.all([inboxPage(filters, 'staff-1'), statusCounts(filters, 'staff-1')]),
        ),
      );
    }
    const p95 = pct(samples, 95);
    results.push({ name, p50: pct(samples, 50), p95 });
    console.log(
      `${label}: ${name.padEnd(28)} p50 ${pct(samples, 50).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  (${(p95 / floorP95).toFixed(0)}× the floor) ${p95 < 150 ? 'ok' : 'OVER 150 ms'}`,
    );
  }
  await disconnectDb();
  return results.every((r) => r.p95 < 150);
}

let ok = true;
if (only !== 'postgresql') {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
  const url = 'file:' + path.join(dir, 'inbox.db');
  await prepareDatabase(url);
  try {
    ok = (await measure('SQLite', url)) && ok;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
if (only !== 'sqlite') {
  const admin = process.env.BENCH_PG_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const name = `site_bench_inbox_${Date.now()}`;
  const c = new pg.Client({ connectionString: admin });
  try {
    await c.connect();
    await c.query(`CREATE DATABASE "${name}"`);
    const u = new URL(admin);
    u.pathname = '/' + name;
    await prepareDatabase(u.toString());
    ok = (await measure('PostgreSQL', u.toString())) && ok;
  } catch (e) {
    console.error('PostgreSQL:', e.message);
    ok = false;
  } finally {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => {});
    await c.end().catch(() => {});
  }
}
process.exit(ok ? 0 : 1);
