// npm run budgets [-- --lighthouse] [--paint] [--runs 3] [--requests 3000] [--skip js,memory] [--port 3320]
//                   [--as-built: measure the build in .next as it is, without rebuilding]
//
// What a visitor feels, measured beside the framework floor (bench/floor: an empty Next page of
// the same version) in one run, so both see the same machine:
// - JavaScript: every script a page makes a phone's browser download while it is loaded and
//   scrolled to the bottom (gzip), minus the same for the empty page; a budget per kind of page.
// - Memory: one instance of `npm start` on a fresh SQLite file, resident memory at rest and after
//   a mixed load (the public pages, the course pages, lead posts), beside the floor under the same
//   number of requests (its page and its insert handler).
// - With --lighthouse: Lighthouse (mobile), runs alternating floor, pages, floor, …; the median
//   of each, performance within 3 points of the floor's (and at least 95 whenever the floor
//   scores 98 or more), accessibility, best practices and SEO 100, CLS at most 0.02.
// - With --paint: first paint and LCP on a 4G phone under real throttling, beside the empty page,
//   with each page's critical path (scripts/lib/paint.mjs; issue 53).
// Exits non-zero when a budget is missed. Records nothing itself: copy the figures into
// BENCHMARKS.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { findChromium, NO_CHROMIUM } from './lib/chromium.mjs';
import { startFloor } from './lib/floor.mjs';
import { CATEGORIES, lighthouse } from './lib/lighthouse.mjs';
import { measurePaint, PAINT_PATHS } from './lib/paint.mjs';
import { treeRssMb } from './lib/process-memory.mjs';
import { startCommand } from './lib/start-command.mjs';
import { visitorJs } from './lib/visitor-js.mjs';
import { root } from '../lib/db/migrate.mjs';

/** KB of JavaScript (gzip) a page may add to the empty page, by kind of page (issue 22). */
const JS_BUDGETS = [
  { kind: 'landing page', kb: 60, paths: ['/'] },
  {
    kind: 'course page',
    kb: 70,
    paths: ['/intermediate-course', '/B2-level', '/beginer-french', '/elimentary-french'],
  },
  {
    kind: 'form page',
    kb: 50,
    paths: ['/ContactUs', '/request-a-callback', '/ReserveSessionPage'],
  },
  { kind: 'content page', kb: 40, paths: ['/blog', '/faqs', '/WhoWeAre', '/privacy-policy'] },
];
const MEMORY_BUDGET_MB = 200;
const LIGHTHOUSE_PATHS = ['/', '/intermediate-course', '/ContactUs', '/blog'];
const LIGHTHOUSE_GAP = 3;
const CLS_BUDGET = 0.02;

/** The mixed load: public pages, course pages and lead posts, in turn. */
const LOAD_PAGES = [
  '/',
  '/intermediate-course',
  '/B2-level',
  '/beginer-french',
  '/elimentary-french',
  '/checkout?course=b2',
  '/your-french-level',
  '/ContactUs',
  '/blog',
  '/faqs',
  '/WhoWeAre',
  '/FrenchKidsPage',
  '/Quiz',
  '/MeetTheTeam',
];
const LEAD = JSON.stringify({
  name: 'Budget Run',
  email: 'budget@example.com',
  subject: '',
  purpose: 'General enquiry',
  message: 'A message sent by the memory budget, stored like any other.',
  contactingFor: 'Leave us a message',
});

const VALUE_FLAGS = new Set(['port', 'floor-port', 'runs', 'requests', 'skip']);
const flags = {};
for (let i = 2; i < process.argv.length; i++) {
  const [name, inline] = process.argv[i].replace(/^--/, '').split('=', 2);
  if (name === 'lighthouse' || name === 'as-built' || name === 'paint') flags[name] = true;
  else if (VALUE_FLAGS.has(name)) flags[name] = inline ?? process.argv[++i];
  else {
    console.error(`Unknown option ${process.argv[i]}`);
    process.exit(2);
  }
}
const port = Number(flags.port ?? 3320);
const floorPort = Number(flags['floor-port'] ?? 3330);
const runs = Number(flags.runs ?? 3);
const requests = Number(flags.requests ?? 3000);
const skip = new Set((flags.skip ?? '').split(',').filter(Boolean));

const chrome = findChromium();
if (!chrome) {
  console.error(NO_CHROMIUM);
  process.exit(1);
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let ok = true;
const check = (pass) => {
  ok &&= pass;
  return pass ? 'ok' : 'OVER BUDGET';
};

/**
 * The production server on a fresh SQLite file, started as `npm start` starts it (package.json's
 * settings and Node options; the environment checked and the database migrated in processes of
 * their own, then scripts/server.mjs), without its build step.
 */
async function startSite(dir) {
  const { env, nodeArgs } = startCommand();
  const child = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'scripts', 'e2e-server.mjs')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        PORT: String(port),
        DATABASE_URL: `file:${dir}/site.db`,
        NEXT_TELEMETRY_DISABLED: '1',
        // The limits stay on (their counters are part of the path), above what one client sends.
        RATE_LIMIT_PER_IP_10_MIN: '1000000',
        RATE_LIMIT_PER_CONTACT_10_MIN: '1000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('e2e server on') && resolve());
    child.once('exit', (c) => reject(new Error(`the site exited (${c})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** `count` requests, 10 at a time, `pick(i)` giving each one's [url, init]. */
async function load(count, pick) {
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < count) {
      const [url, init] = pick(next++);
      const res = await fetch(url, init).catch(() => null);
      if (!res?.ok) failed++;
      await res?.arrayBuffer().catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: 10 }, worker));
  return failed;
}

async function measureJs(site, floor) {
  const browser = await visitorJs(chrome);
  try {
    const floorKb = median(
      [await browser.measure(`${floor.base}/`), await browser.measure(`${floor.base}/`)].map(
        (r) => r.kb,
      ),
    );
    console.log(`\nJavaScript (gzip) loaded while scrolled to the bottom, at 390 px:`);
    console.log(`  the empty Next page (floor): ${floorKb.toFixed(1)} KB`);
    for (const { kind, kb, paths } of JS_BUDGETS) {
      for (const p of paths) {
        const r = await browser.measure(site.base + p);
        const extra = r.kb - floorKb;
        console.log(
          `  ${p} (${kind}): ${r.kb.toFixed(1)} KB in ${r.files} files, ${extra.toFixed(1)} KB above the floor (budget ${kb}) ${check(extra <= kb)}`,
        );
      }
    }
  } finally {
    await browser.close();
  }
}

async function measureMemory(site, floor) {
  await sleep(3000);
  const siteRest = treeRssMb(site.pid);
  const floorRest = treeRssMb(floor.pid);
  const leadEvery = 6;
  const siteFailed = await load(requests, (i) =>
    i % leadEvery === leadEvery - 1
      ? [
          `${site.base}/api/form/leaveUsAMessage`,
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: LEAD },
        ]
      : [`${site.base}${LOAD_PAGES[i % LOAD_PAGES.length]}`, undefined],
  );
  const floorFailed = await load(requests, (i) =>
    i % leadEvery === leadEvery - 1
      ? [`${floor.base}/api/lead`, { method: 'POST', body: LEAD }]
      : [`${floor.base}/`, undefined],
  );
  await sleep(3000);
  const siteAfter = treeRssMb(site.pid);
  const floorAfter = treeRssMb(floor.pid);
  console.log(`\nResident memory, at rest and after ${requests} mixed requests (1 in 6 a lead):`);
  console.log(
    `  empty Next page (floor): ${floorRest.toFixed(0)} MB → ${floorAfter.toFixed(0)} MB (${floorFailed} failed)`,
  );
  console.log(
    `  npm start on SQLite: ${siteRest.toFixed(0)} MB → ${siteAfter.toFixed(0)} MB (${siteFailed} failed; budget ${MEMORY_BUDGET_MB}) ${check(siteAfter < MEMORY_BUDGET_MB && siteFailed === 0)}`,
  );
}

function measureLighthouse(site, floor) {
  const targets = [
    { name: 'empty page (floor)', url: `${floor.base}/` },
    ...LIGHTHOUSE_PATHS.map((p) => ({ name: p, url: site.base + p })),
  ];
  const results = new Map(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      const r = lighthouse(t.url, chrome);
      results.get(t.name).push(r);
      console.log(
        `  run ${run} ${t.name}: performance ${r.performance}, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)} (first paint seen at ${Math.round(r.seenPaint)} ms)`,
      );
    }
  }
  const floorPerf = median(results.get(targets[0].name).map((r) => r.performance));
  console.log(`\nLighthouse (mobile), median of ${runs}: floor performance ${floorPerf}`);
  for (const p of LIGHTHOUSE_PATHS) {
    const rs = results.get(p);
    const perf = median(rs.map((r) => r.performance));
    const perfOk = perf >= floorPerf - LIGHTHOUSE_GAP && (floorPerf < 98 || perf >= 95);
    const cls = Math.max(...rs.map((r) => r.cls));
    console.log(
      `  ${p}: performance ${perf} (${check(perfOk)}), LCP ${Math.round(median(rs.map((r) => r.lcp)))} ms, TBT ${Math.round(median(rs.map((r) => r.tbt)))} ms, CLS worst ${cls.toFixed(3)} (${check(cls <= CLS_BUDGET)})`,
    );
    for (const id of CATEGORIES) {
      const score = median(rs.map((r) => r[id]));
      console.log(`  ${p}: ${id} ${score} ${check(score === 100)}`);
      if (score < 100)
        for (const l of new Set(rs.flatMap((r) => r.failing[id]))) console.log(`    - ${l}`);
    }
  }
}

let site;
let floor;
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-budgets-'));
try {
  if (!flags['as-built']) ensureBuild();
  site = await startSite(dir);
  floor = await startFloor(floorPort);
  console.log(
    `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
  );
  if (!skip.has('js')) await measureJs(site, floor);
  if (!skip.has('memory')) await measureMemory(site, floor);
  if (flags.lighthouse) measureLighthouse(site, floor);
  if (flags.paint) {
    await measurePaint(
      { name: 'empty page (floor)', url: `${floor.base}/` },
      PAINT_PATHS.map((p) => ({ name: p, url: site.base + p })),
      { chrome, runs, check },
    );
  }
} finally {
  await floor?.stop();
  await site?.stop();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
