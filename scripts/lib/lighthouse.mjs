// One Lighthouse run (12.x, mobile defaults, its own Chromium), reduced to the figures the budgets
// report.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

export const CATEGORIES = ['accessibility', 'best-practices', 'seo'];

/**
 * @param {string} url
 * @param {string} chrome Chromium's path
 * @param {{ devtools?: boolean }} [options] devtools: Chromium's real network and CPU throttling
 *   while the page loads (Lighthouse's devtools method), instead of the simulation (Lantern)
 */
export function lighthouse(url, chrome, { devtools = false } = {}) {
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
      // Real throttling: the performance category only, and no full-page screenshot (it resizes
      // the landing page to its full height, which then loads every section, for minutes at 4x).
      ...(devtools
        ? [
            '--throttling-method=devtools',
            '--only-categories=performance',
            '--disable-full-page-screenshot',
          ]
        : []),
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run --disable-sync',
    ],
    // A run that has not finished in 3 minutes is stuck (seen under devtools throttling: the
    // page's renderer busy for minutes after the load); the caller decides what a failure means.
    {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: chrome },
      timeout: 180_000,
      killSignal: 'SIGKILL',
    },
  );
  if (lh.status !== 0) {
    rmSync(out, { force: true });
    throw new Error(`lighthouse failed on ${url}${lh.signal ? ` (stopped after 3 minutes)` : ''}`);
  }
  const r = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const num = (id) => r.audits[id]?.numericValue ?? NaN;
  const score = (id) => Math.round((r.categories[id]?.score ?? 0) * 100);
  const lcpNode =
    r.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  const failing = {};
  for (const id of CATEGORIES) {
    failing[id] = (r.categories[id]?.auditRefs ?? [])
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
    cls: num('cumulative-layout-shift'),
    // When the page really painted in this unthrottled load (Lantern simulates LCP from it): a
    // first paint near 1.2 or 2.2 s is Chromium holding the first frame (BENCHMARKS.md).
    seenPaint: r.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? NaN,
    lcpNode,
    failing,
    path: criticalPath(r, num('first-contentful-paint')),
  };
}

/**
 * What arrived and ran around the first paint: every request with its start and end, and the
 * long tasks (50 ms or more), in ms from the navigation's start.
 * @param {any} r Lighthouse's result
 * @param {number} fcp
 */
function criticalPath(r, fcp) {
  const requests = (r.audits['network-requests']?.details?.items ?? []).map((i) => ({
    url: i.url,
    type: String(i.resourceType ?? '').toLowerCase(),
    start: i.networkRequestTime,
    end: i.networkEndTime,
    kb: (i.transferSize ?? 0) / 1024,
  }));
  const tasks = (r.audits['long-tasks']?.details?.items ?? [])
    .map((i) => ({
      start: i.startTime,
      duration: i.duration,
      what: /^https?:/.test(i.url) ? new URL(i.url).pathname.split('/').pop() : String(i.url ?? ''),
    }))
    .sort((a, b) => a.start - b.start);
  return { fcp, requests, tasks };
}
