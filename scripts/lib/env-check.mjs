// Validates the environment with the app's own schema (lib/env.ts) before anything starts, in a
// child process (env-report.mjs), so the server that follows does not keep jiti in memory.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const reporter = path.join(path.dirname(fileURLToPath(import.meta.url)), 'env-report.mjs');

function report(args) {
  const r = spawnSync(process.execPath, [reporter, ...args], {
    env: process.env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 2 ** 20,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
  return JSON.parse(r.stdout);
}

/** The parsed environment (lib/env.ts); exits with its message when it is invalid. */
export async function checkEnv() {
  return report([]).env;
}

/**
 * The parsed environment and the launch checklist (lib/launch-checklist.ts): what the school has
 * still to set in content/ and what a live site's configuration lacks, one line each; empty when
 * nothing is missing.
 * @returns {Promise<{ env: any, checklist: string[] }>}
 */
export async function checkEnvWithChecklist() {
  return report(['--checklist']);
}

/**
 * The warning `npm start` prints when a production server runs without SITE_URL: canonical links,
 * the sitemap and the QR code would point at localhost. Null when there is nothing to say.
 */
export function siteUrlWarning(processEnv, effectiveUrl) {
  if (processEnv.SITE_URL || processEnv.NODE_ENV !== 'production') return null;
  return (
    `\n! SITE_URL is not set: canonical links, the sitemap, robots.txt and the footer's QR code will point to ${effectiveUrl}.\n` +
    "  On a public server, set SITE_URL to the site's address, e.g. SITE_URL=https://www.example.com npm start -- --rebuild\n"
  );
}
