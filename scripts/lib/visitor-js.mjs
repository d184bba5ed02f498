// The JavaScript a visitor's browser downloads on one page, loading it and scrolling it to the
// bottom (sections below the fold load their code as they come near), measured in Chromium at a
// phone's width: every script response of the page's origin, gzip-compressed here (what a proxy
// in front serves), each URL counted once.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/**
 * @param {string} executablePath Chromium
 * @returns {Promise<{ measure(url: string): Promise<{ kb: number, files: number }>, close(): Promise<void> }>}
 */
export async function visitorJs(executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  return {
    async measure(url) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const origin = new URL(url).origin;
      const bodies = new Map();
      const pending = [];
      page.on('response', (res) => {
        const req = res.request();
        if (req.resourceType() !== 'script' || !res.url().startsWith(origin)) return;
        if (bodies.has(res.url())) return;
        bodies.set(res.url(), 0);
        pending.push(
          res
            .body()
            .then((b) => bodies.set(res.url(), gzipSync(b).length))
            .catch(() => {}),
        );
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(async () => {
        const step = Math.round(innerHeight * 0.8);
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 150));
        }
        window.scrollTo(0, document.documentElement.scrollHeight);
      });
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(500);
      await Promise.all(pending);
      await context.close();
      let total = 0;
      for (const n of bodies.values()) total += n;
      return { kb: total / 1024, files: bodies.size };
    },
    close: () => browser.close(),
  };
}
