// Finds a Chromium for the browser tests, or says in one line how to get one.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function findChromium() {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && existsSync(p)) return p;
  }
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    const p = chromium.executablePath();
    if (p && existsSync(p)) return p;
  } catch {}
  return null;
}

export const NO_CHROMIUM =
  'No Chromium found for the browser tests: install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.';
