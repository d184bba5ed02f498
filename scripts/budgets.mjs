// npm run budgets [-- / /ContactUs] [--port 3320] [--floor-port 3330] [--runs 3] [--url http://…]
//
// The site's pages against the framework floor (bench/floor: an empty page of the same Next
// version), measured side by side in one session so both see the same machine load:
// - JavaScript (gzip) each page adds to an empty page of this build (the 404: root layout only);
// - Lighthouse (12.x, mobile defaults), runs alternating floor, page, page…, floor, page, …, and
//   the median of each: performance score, LCP and its gap to the floor's LCP, the other
//   categories, CLS.
// Starts the production site (built if stale) on --port and the floor on --floor-port, unless
// --url points at a running site. Exits non-zero when a budget is missed. Records nothing by
// itself: copy the figures into BENCHMARKS.md.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';
import { findChromium, NO_CHROMIUM } from './lib/chromium.mjs';
import { startFloor } from './lib/floor.mjs';
import { jsWeight, pageJsKb } from './lib/js-weight.mjs';
import { root } from '../lib/db/migrate.mjs';

const JS_BUDGET_KB = 60;
const PERFORMANCE_BUDGET = 95;
const OTHER_BUDGETS = { accessibility: 100, 'best-practices': 100, seo: 100 };
const LCP_GAP_BUDGET_MS = 1500;
const CLS_BUDGET = 0.05;

const VALUE_FLAGS = new Set(['port', 'floor-port', 'runs', 'url']);
const flags = {};
const paths = [];
for (let i = 2; i < process.argv.length; i++) {
  const a = process.argv[i];
  if (a.startsWith('--')) {
    const [name, inline] = a.slice(2).split('=', 2);
    if (!VALUE_FLAGS.has(name)) {
      console.error(`Unknown option --${name}`);
      process.exit(2);
    }
    flags[name] = inline ?? process.argv[++i];
  } else if (a.startsWith('/')) paths.push(a);
  else {
    console.error(`A page path starts with "/": ${a}`);
    process.exit(2);
  }
}
if (paths.length === 0) paths.push('/');
const port = Number(flags.port ?? 3320);
const floorPort = Number(flags['floor-port'] ?? 3330);
const runs = Number(flags.runs ?? process.env.LIGHTHOUSE_RUNS ?? 3);

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
const ms = (x) => `${(x / 1000).toFixed(2)} s`;

/** One Lighthouse run (its own Chromium), reduced to the figures we report. */
function lighthouse(url) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const lh = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-path=${chrome}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync',
    ],
    { stdio: 'inherit', env: { ...process.env, CHROME_PATH: chrome } },
  );
  if (lh.status !== 0) throw new Error(`lighthouse failed on ${url}`);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const num = (id) => r.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((r.categories[id]?.score ?? 0) * 100);
  const observed = r.audits.metrics?.details?.items?.[0] ?? {};
  const lcpNode =
    r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const failing = {};
  for (const id of Object.keys(OTHER_BUDGETS)) {
    failing[id] = r.categories[id].auditRefs
      .map((ref) => ({ ref, a: r.audits[ref.id] }))
      .filter(({ ref, a }) => ref.weight > 0 && a.score !== null && a.score < 1)
      .map(({ a }) => `${a.id}: ${a.title} ${a.displayValue ?? ''}`.trim());
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    si: num('speed-index'),
    cls: num('cumulative-layout-shift'),
    observedFcp: observed.observedFirstContentfulPaint,
    observedLcp: observed.observedLargestContentfulPaint,
    lcpNode,
    failing,
  };
}

let site;
let floor;
let tmp;
let ok = true;
try {
  let base = flags.url;
  if (!base) {
    ensureBuild();
    tmp = mkdtempSync(path.join(os.tmpdir(), 'site-budgets-'));
    site = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `file:${tmp}/b.db`,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((resolve, reject) => {
      site.stdout.on('data', (d) => String(d).includes('e2e server on') && resolve());
      site.once('exit', (c) => reject(new Error(`site server exited (${c})`)));
    });
    base = `http://localhost:${port}`;
  }
  floor = await startFloor(floorPort);
  // Both servers answer each page once before anything is timed.
  for (const p of paths) await fetch(base + p);

  const floorJs = await pageJsKb(floor.base, '/');
  console.log(`JS (gzip) the empty Next page (floor) loads: ${floorJs.toFixed(1)} KB`);
  for (const p of paths) {
    const { pageKb, emptyKb, extraKb } = await jsWeight(base, p);
    const pass = extraKb <= JS_BUDGET_KB;
    ok &&= pass;
    console.log(
      `JS (gzip) ${p}: ${pageKb.toFixed(1)} KB; an empty page of this build ${emptyKb.toFixed(1)} KB; above it ${extraKb.toFixed(1)} KB (budget ${JS_BUDGET_KB}) ${pass ? 'ok' : 'OVER'}`,
    );
  }

  // Alternating runs, so a slower stretch of the machine hits the floor and the pages alike.
  const targets = [
    { name: 'empty page (floor)', url: `${floor.base}/` },
    ...paths.map((p) => ({ name: p, url: base + p })),
  ];
  const results = new Map(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      const r = lighthouse(t.url);
      results.get(t.name).push(r);
      console.log(
        `run ${run} ${t.name}: performance ${r.performance}, FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)} (observed FCP ${r.observedFcp} ms, LCP ${r.observedLcp} ms)`,
      );
    }
  }

  const summary = (name) => {
    const rs = results.get(name);
    return {
      rs,
      performance: median(rs.map((r) => r.performance)),
      lcp: median(rs.map((r) => r.lcp)),
      fcp: median(rs.map((r) => r.fcp)),
      tbt: median(rs.map((r) => r.tbt)),
      cls: Math.max(...rs.map((r) => r.cls)),
    };
  };
  const f = summary(targets[0].name);
  console.log(
    `\n${targets[0].name}: performance median ${f.performance} (runs ${f.rs.map((r) => r.performance).join(', ')}), LCP median ${ms(f.lcp)}, FCP ${ms(f.fcp)}, TBT ${Math.round(f.tbt)} ms`,
  );
  for (const p of paths) {
    const s = summary(p);
    const gap = s.lcp - f.lcp;
    const perfOk = s.performance >= PERFORMANCE_BUDGET;
    const gapOk = gap <= LCP_GAP_BUDGET_MS;
    const clsOk = s.cls <= CLS_BUDGET;
    ok &&= perfOk && gapOk && clsOk;
    console.log(
      `${p}: performance median ${s.performance} (runs ${s.rs.map((r) => r.performance).join(', ')}; budget ${PERFORMANCE_BUDGET}) ${perfOk ? 'ok' : 'UNDER'}`,
    );
    console.log(
      `${p}: LCP median ${ms(s.lcp)}, ${ms(gap)} after the empty page's (budget ${ms(LCP_GAP_BUDGET_MS)}) ${gapOk ? 'ok' : 'OVER'}; FCP ${ms(s.fcp)}, TBT ${Math.round(s.tbt)} ms`,
    );
    console.log(
      `${p}: CLS worst ${s.cls.toFixed(3)} (budget ${CLS_BUDGET}) ${clsOk ? 'ok' : 'OVER'}`,
    );
    console.log(`${p}: LCP element ${s.rs.at(-1).lcpNode ?? '?'}`);
    for (const [id, min] of Object.entries(OTHER_BUDGETS)) {
      const score = median(s.rs.map((r) => r[id]));
      const pass = score >= min;
      ok &&= pass;
      console.log(`${p}: Lighthouse ${id} ${score} (budget ${min}) ${pass ? 'ok' : 'UNDER'}`);
      if (!pass)
        for (const line of new Set(s.rs.flatMap((r) => r.failing[id]))) console.log(`  - ${line}`);
    }
  }
} finally {
  await floor?.stop();
  if (site) {
    site.kill('SIGTERM');
    await new Promise((r) => site.once('exit', r));
  }
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
