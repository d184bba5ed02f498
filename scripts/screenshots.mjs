// node scripts/screenshots.mjs [baseURL] [path ...]: full-page PNGs at 390, 768 and 1440 px in
// test-results/screenshots, to look at what a page shows.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from './lib/chromium.mjs';
import { root } from '../lib/db/migrate.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/'];
const out = path.join(root, 'test-results', 'screenshots');
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined });
for (const width of [390, 768, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'load' });
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 150));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1500);
    // Sections with content-visibility: auto (.below-fold) are painted only near the viewport, as a
    // visitor scrolls; a full-page capture would show them blank. Paint them all for the picture.
    await page.addStyleTag({ content: '.below-fold{content-visibility:visible!important}' });
    await page.waitForTimeout(300);
    const name =
      (p === '/' ? 'home' : p.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_/, '')) + `-${width}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true });
    console.log(path.join('test-results/screenshots', name));
  }
  await page.close();
}
await browser.close();
