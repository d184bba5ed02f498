// First paint on a phone over 4G (issue 53), beside the empty Next page in the same run:
// - Lighthouse (mobile) with its real throttling (`--throttling-method=devtools`: Chromium's own
//   network and CPU throttling while the page loads, not Lantern's simulation), FCP and LCP, median
//   of `runs`, floor and pages alternating; each page's critical path from its last run.
// - Chromium through CDP (Playwright): 150 ms round trip, 1.6 Mbps down, 750 kbps up, the CPU 4×
//   slower; DOM interactive, FCP and LCP, median of `runs`, and what arrived and ran before the
//   first paint (requests with start and end, long tasks), from the page's own timeline.
import { chromium } from '@playwright/test';
import { lighthouse } from './lighthouse.mjs';

export const PAINT_PATHS = ['/', '/intermediate-course', '/ContactUs', '/blog'];
/** First paint and LCP at most this far behind the empty page's (ms). */
export const PAINT_GAP_MS = 500;
/** The landing page's DOM interactive at 4× CPU over 4G (ms). */
export const INTERACTIVE_BUDGET_MS = 2500;

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (!s.length) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const ms = (n) => `${Math.round(n)} ms`;
const short = (url) => {
  const u = new URL(url);
  return (u.pathname + u.search).replace(/^\/_next\/static\//, '…/').slice(0, 70);
};

/** Prints a critical path: requests that started before the first paint, long tasks before it. */
function printPath(name, { fcp, requests, tasks }) {
  console.log(`  critical path of ${name} (first paint ${ms(fcp)}):`);
  for (const r of requests.filter((r) => r.start < fcp).sort((a, b) => a.start - b.start)) {
    const late = r.end > fcp ? ' (after the paint)' : '';
    console.log(
      `    ${String(Math.round(r.start)).padStart(5)}–${String(Math.round(r.end)).padEnd(5)} ${r.type.padEnd(10)} ${(r.kb.toFixed(1) + ' KB').padStart(8)} ${short(r.url)}${late}`,
    );
  }
  const before = tasks.filter((t) => t.start < fcp);
  for (const t of before) {
    console.log(
      `    ${String(Math.round(t.start)).padStart(5)}–${String(Math.round(t.start + t.duration)).padEnd(5)} task ${ms(t.duration)}${t.what ? ` ${t.what}` : ''}`,
    );
  }
  if (!before.length) console.log('    (no task of 50 ms or more before the paint)');
}

/** The CDP conditions: 4G as the issue measures it, a mid-range phone's CPU. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** Runs in the page before its own scripts: long tasks and LCP, kept for reading after load. */
const OBSERVE = () => {
  const w = /** @type {any} */ (window);
  w.__paint = { tasks: [], lcp: 0 };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries())
      w.__paint.tasks.push({ start: e.startTime, duration: e.duration, what: '' });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) w.__paint.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

export async function cdpLoad(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(OBSERVE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    const nav = /** @type {PerformanceNavigationTiming} */ (
      performance.getEntriesByType('navigation')[0]
    );
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const requests = [
      {
        url: location.href,
        type: 'document',
        start: nav.startTime,
        end: nav.responseEnd,
        kb: nav.transferSize / 1024,
      },
      ...performance.getEntriesByType('resource').map((e) => {
        const t = /** @type {PerformanceResourceTiming} */ (e);
        return {
          url: t.name,
          type: t.initiatorType,
          start: t.startTime,
          end: t.responseEnd,
          kb: t.transferSize / 1024,
        };
      }),
    ];
    return {
      interactive: nav.domInteractive,
      fcp,
      lcp: w.__paint.lcp || fcp,
      requests,
      tasks: w.__paint.tasks,
    };
  });
  await context.close();
  return r;
}

/**
 * @param {{ name: string, url: string }} floor
 * @param {{ name: string, url: string }[]} pages
 * @param {{ chrome: string, runs: number, check: (pass: boolean) => string }} options
 */
export async function measurePaint(floor, pages, { chrome, runs, check }) {
  const targets = [floor, ...pages];
  console.log(`\nFirst paint under Lighthouse's devtools throttling (mobile), median of ${runs}:`);
  const lh = new Map(targets.map((t) => [t.name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const t of targets) {
      // Lighthouse runs synchronously: between runs, the servers' log lines piped to this process
      // are read, or a full pipe would stop the server on its next line.
      await new Promise((resolve) => setTimeout(resolve, 200));
      let r;
      try {
        r = lighthouse(t.url, chrome, { devtools: true });
      } catch (e) {
        // Reported, and left out of the median (which then says of how many runs it is).
        console.log(`  run ${run} ${t.name}: ${e.message}`);
        continue;
      }
      lh.get(t.name).push(r);
      console.log(`  run ${run} ${t.name}: FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}`);
    }
  }
  const f = lh.get(floor.name);
  const floorFcp = median(f.map((r) => r.fcp));
  const floorLcp = median(f.map((r) => r.lcp));
  console.log(`  ${floor.name}: FCP ${ms(floorFcp)}, LCP ${ms(floorLcp)}`);
  for (const p of pages) {
    const rs = lh.get(p.name);
    const fcp = median(rs.map((r) => r.fcp));
    const lcp = median(rs.map((r) => r.lcp));
    const pass = fcp - floorFcp <= PAINT_GAP_MS && lcp - floorLcp <= PAINT_GAP_MS;
    console.log(
      `  ${p.name}: FCP ${ms(fcp)} (+${ms(fcp - floorFcp)}), LCP ${ms(lcp)} (+${ms(lcp - floorLcp)}) of ${rs.length} runs; within ${PAINT_GAP_MS} ms of the floor: ${check(pass && rs.length === runs)}`,
    );
  }
  for (const t of targets) {
    const last = lh.get(t.name).at(-1);
    if (last) printPath(t.name, last.path);
  }

  console.log(
    `\nCDP throttling (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4× slower), median of ${runs}:`,
  );
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] });
  try {
    const cdp = new Map(targets.map((t) => [t.name, []]));
    for (let run = 1; run <= runs; run++) {
      for (const t of targets) cdp.get(t.name).push(await cdpLoad(browser, t.url));
    }
    for (const t of targets) {
      const rs = cdp.get(t.name);
      const di = median(rs.map((r) => r.interactive));
      const budget =
        t.name === '/'
          ? ` (budget ${INTERACTIVE_BUDGET_MS}) ${check(di < INTERACTIVE_BUDGET_MS)}`
          : '';
      console.log(
        `  ${t.name}: FCP ${ms(median(rs.map((r) => r.fcp)))}, LCP ${ms(median(rs.map((r) => r.lcp)))}, DOM interactive ${ms(di)}${budget}`,
      );
    }
    for (const t of targets) printPath(`${t.name} (CDP)`, cdp.get(t.name).at(-1));
  } finally {
    await browser.close();
  }
}
