import { expect, test, type Response } from '@playwright/test';
import { testimonials } from '../content/testimonials';
import { hydrated } from './hydrated';

// What made the hero paint late (BENCHMARKS.md, issue 6) and what keeps above-the-fold content
// from waiting for JavaScript.

test('nothing below the fold is fetched with the first paint (video poster and captions wait)', async ({
  page,
}) => {
  const index = testimonials.findIndex((t) => t.media.type === 'video');
  const { media } = testimonials[index]!;
  if (media.type !== 'video') throw new Error('no video testimonial');
  const later = [media.poster!, media.captions.src];
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(500);
  for (const url of later) expect(fetched).not.toContain(url);
  // …and both come once its card is in view.
  const section = page.locator('#testimonials');
  await section.scrollIntoViewIfNeeded();
  await (
    await hydrated(section.getByRole('button', { name: `Go to testimonial ${index + 1}` }))
  ).click();
  await expect(section.locator('video').first()).toHaveAttribute('poster', media.poster!);
  for (const url of later) await expect.poll(() => fetched).toContain(url);
});

test("the landing page names only the first screen's scripts; the form's loads when the visitor comes near it", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const named = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0]);
  expect(named.length).toBeGreaterThan(3);
  const code = await Promise.all(
    [...new Set(named)].map(async (u) => (await request.get(u)).text()),
  );
  // The contact form's endpoint and the carousels' slide labels are in none of them…
  for (const marker of ['/api/form/leaveUsAMessage', 'Go to testimonial']) {
    expect(code.filter((c) => c.includes(marker))).toHaveLength(0);
  }
  // …and every section's HTML is in place as served: nothing sent after the page to be moved in.
  expect(html).not.toContain('<template');
  // In the browser their scripts load only when the visitor comes within a screen of them, and the
  // parts then work.
  const later: string[] = [];
  const reading: Promise<void>[] = [];
  const onResponse = (r: Response) => {
    if (r.url().includes('/_next/static/chunks/') && !named.some((n) => r.url().endsWith(n))) {
      reading.push(
        r.text().then((body) => {
          if (body.includes('/api/form/leaveUsAMessage')) later.push(r.url());
        }),
      );
    }
  };
  page.on('response', onResponse);
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForTimeout(1000);
  expect(later).toHaveLength(0);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await expect.poll(() => later).toHaveLength(1);
  const form = page.locator('#contact form');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByLabel('First name')).toBeFocused();
  // Every script body read before the page closes, so none is read after the test ends.
  page.off('response', onResponse);
  await Promise.all(reading);
});

/** Opacity as drawn: the element's own times its ancestors'. */
const drawnOpacity = (el: Element) => {
  let o = 1;
  for (let e: Element | null = el; e; e = e.parentElement) o *= Number(getComputedStyle(e).opacity);
  return o;
};

// 768 × 1024: the About section starts in the first screen, below the hero.
test.describe('first screen at 768 × 1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('content in the first screen is visible before any script runs', async ({ page }) => {
    // The page's scripts never arrive: what shows is what the HTML and CSS alone show.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    expect(await page.locator('#hero-heading').evaluate(drawnOpacity)).toBe(1);
    await expect(page.locator('#about-heading')).toBeInViewport();
    expect(await page.locator('#about-heading').evaluate(drawnOpacity)).toBe(1);
    // Nothing anywhere is hidden waiting for a script.
    const hidden = await page
      .locator('[data-reveal]')
      .evaluateAll((els) => els.filter((e) => getComputedStyle(e).opacity !== '1').length);
    expect(hidden).toBe(0);
  });

  test('after hydration the first screen stays; sections below fade in once on scroll', async ({
    page,
  }) => {
    await page.goto('/');
    const about = page.locator('#about [data-reveal]').first();
    const industries = page
      .locator('section[aria-labelledby="industries-heading"] [data-reveal]')
      .first();
    // hydrated: the reveal below the fold is armed (hidden, out of sight)
    await expect(industries).toHaveAttribute('data-armed', '');
    await expect(about).not.toHaveAttribute('data-armed');
    expect(await about.evaluate(drawnOpacity)).toBe(1);
    await industries.scrollIntoViewIfNeeded();
    await expect(industries).toHaveAttribute('data-shown', '');
    await expect.poll(() => industries.evaluate(drawnOpacity)).toBe(1);
  });
});

test('with reduced motion nothing is hidden or animated', async ({ browser }) => {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-reveal][data-armed]')).toHaveCount(0);
  await context.close();
});

test('without JavaScript every section is visible', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const hidden = await page
    .locator('[data-reveal]')
    .evaluateAll((els) => els.filter((e) => getComputedStyle(e).opacity !== '1').length);
  expect(hidden).toBe(0);
  await context.close();
});
