// Validates the environment with the app's own schema (lib/env.ts) before anything starts.
import { createJiti } from 'jiti';
import path from 'node:path';
import { root } from '../../lib/db/migrate.mjs';

export async function checkEnv() {
  const jiti = createJiti(import.meta.url);
  const { parseEnv, EnvError } = await jiti.import(path.join(root, 'lib', 'env.ts'));
  try {
    return parseEnv(process.env);
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

/**
 * The launch checklist (lib/launch-checklist.ts): what the school has still to set in content/ and
 * what a live site's configuration lacks, one line each; empty when nothing is missing.
 */
export async function launchChecklist(env) {
  try {
    const jiti = createJiti(import.meta.url, { alias: { '@': root } });
    const mod = await jiti.import(path.join(root, 'lib', 'launch-checklist.ts'));
    return mod.launchChecklist(env);
  } catch (e) {
    // The checklist informs; it never stops the server.
    return [`(the launch checklist could not be made: ${e instanceof Error ? e.message : e})`];
  }
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
