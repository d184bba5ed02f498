import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { benefits } from '../content/benefits';
import { careers } from '../content/careers';
import { industries } from '../content/industries';
import { reasons } from '../content/reasons';
import { publicRoutes } from '../content/routes';
import { services } from '../content/services';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { pdfText } from '../__tests__/support/pdf-text';
import { hydrated } from './hydrated';

const existing = new Set(publicRoutes.map((r) => r.path));
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els.map((e) => e.getAttribute('href') ?? '').filter((h) => h.startsWith('/')),
    );
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
}

test('header, mobile-menu and footer links of existing routes lead to 200 pages', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const desktop = await hrefs(page, 'header a');
  const footer = await hrefs(page, 'footer a');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const mobile = await hrefs(page, '#mobile-menu a');
  expect(mobile).toContain('/ReserveSessionPage');
  expect(footer).toEqual(
    expect.arrayContaining(['/', '/course-curriculum', '/privacy-policy', '/t&c', '/RefundPolicy']),
  );
  const all = [...new Set([...desktop, ...footer, ...mobile])];
  const checked = all.filter(
    (h) => existing.has(h.split('#')[0]!) || h.startsWith('/brochure.pdf'),
  );
  expect(checked.length).toBeGreaterThanOrEqual(4);
  for (const href of checked) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
  }
});

test('the Download Brochure entry downloads a PDF with the school name', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'More' })
    .click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Download Brochure' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('Gurugram-French-School-Brochure.pdf');
  const pdf = readFileSync((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain(site.name);
});

test('desktop dropdowns open on hover and Enter (not on focus), close on Escape, and mark the active group', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/ContactUs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toHaveClass(/bg-brand/); // /ContactUs is in More
  await nav.getByRole('button', { name: 'Courses' }).hover();
  await expect(nav.getByRole('link', { name: 'Course Curriculum' })).toBeVisible();
  await page.mouse.move(5, 600);
  await expect(nav.getByRole('link', { name: 'Course Curriculum' })).toBeHidden();
  const exams = nav.getByRole('button', { name: 'Exams' });
  await exams.focus();
  await expect(exams).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(exams).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Orientation Test' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(exams).toBeFocused();
  await expect(exams).toHaveAttribute('aria-expanded', 'false');
});

test('the mobile menu opens, expands a group, closes with Escape and returns focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('button', { name: 'Services' }).click();
  await expect(menu.getByRole('link', { name: 'FREE Career Counseling' })).toBeVisible();
  await menu.getByRole('button', { name: 'Services' }).click();
  await expect(menu.getByRole('link', { name: 'FREE Career Counseling' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Reserve Your FREE Session' })).toHaveAttribute(
    'href',
    '/ReserveSessionPage',
  );
  await expectNoAxeViolations(page, 'mobile menu open');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  // choosing a link closes it
  await burger.click();
  await menu.getByRole('button', { name: 'More' }).click();
  await menu.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/ContactUs$/);
  await expect(menu).toBeHidden();
});

test('the landing page shows every card of every section', async ({ page }) => {
  await page.goto('/');
  const within = async (section: string, texts: string[], exact = true) => {
    const s = page.locator(section);
    for (const t of texts)
      await expect(s.getByText(t, { exact }).first(), `${section}: ${t}`).toBeAttached();
  };
  await within(
    '#services',
    services.map((s) => s.title),
  );
  await within(
    '#reasons',
    reasons.map((r) => r.heading),
  );
  await within(
    '#why-choose-us',
    benefits.map((b) => b.title),
  );
  await within(
    'section[aria-labelledby="careers-heading"]',
    careers.map((c) => c.title),
  );
  await within(
    'section[aria-labelledby="industries-heading"]',
    industries.map((i) => i.title),
  );
  await within(
    '#testimonials',
    testimonials.map((t) => t.name),
    false,
  );
  expect([
    services.length,
    reasons.length,
    benefits.length,
    careers.length,
    industries.length,
    testimonials.length,
  ]).toEqual([11, 8, 12, 5, 7, 17]);
  // linked service cards are links; the others are not
  const serviceLinks = await hrefs(page, '#services a');
  for (const s of services.filter((s) => s.path)) expect(serviceLinks).toContain(s.path);
  // the final figures are in the server HTML
  const html = await (await page.request.get('/')).text();
  for (const figure of ['35k+', '500+', '$1,000']) expect(html).toContain(figure);
});

test('carousels move by button and keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // Why Choose Us: next/previous slide
  const wcu = page.locator('#why-choose-us');
  await wcu.scrollIntoViewIfNeeded();
  const prev = wcu.getByRole('button', { name: 'Previous slide' });
  const next = wcu.getByRole('button', { name: 'Next slide' });
  await expect(prev).toBeDisabled();
  await (await hydrated(next)).click();
  await expect(prev).toBeEnabled();
  // Testimonials: previous disabled at the start, next moves
  const t = page.locator('#testimonials');
  await t.scrollIntoViewIfNeeded();
  await expect(t.getByRole('button', { name: 'Previous testimonial' })).toBeDisabled();
  await (await hydrated(t.getByRole('button', { name: 'Next testimonial' }))).click();
  await expect(t.getByRole('button', { name: 'Previous testimonial' })).toBeEnabled();
  // Reasons: the next button moves, and is locked during the 300 ms move
  const r = page.locator('#reasons');
  await r.scrollIntoViewIfNeeded();
  const rn = await hydrated(r.getByRole('button', { name: 'Next reasons' }));
  await rn.focus();
  await page.keyboard.press('Enter');
  await expect(rn).toBeDisabled();
  await expect(rn).toBeEnabled();
});

for (const width of [390, 768, 1440]) {
  test(`screenshot and axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 500) {
        window.scrollTo(0, y);
        await new Promise((res) => setTimeout(res, 80));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(1200);
    // Paint the content-visibility: auto sections (painted as they near the viewport) for the picture.
    await page.addStyleTag({ content: '.below-fold{content-visibility:visible!important}' });
    await testInfo.attach(`home-${width}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    if (width !== 768) await expectNoAxeViolations(page, `home ${width}`);
  });
}

test('axe with the desktop dropdown and the thank-you dialog open', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Courses' })
    .click();
  await expectNoAxeViolations(page, 'dropdown open');
  await page.keyboard.press('Escape');
  await page.route('**/api/form/leaveUsAMessage', (route) =>
    route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: '{"success":true,"id":"x"}',
    }),
  );
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await (await hydrated(form.getByLabel('First name'))).fill('Asha');
  await form.getByLabel('Last name').fill('Verma');
  await form.getByLabel('Email').fill('asha@example.com');
  await form.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await form.getByLabel('Message').fill('Bonjour');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  await expectNoAxeViolations(page, 'thank-you dialog open');
});

test('sitemap.xml and robots.txt are served', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/ContactUs</loc>');
  const robots = await request.get('/robots.txt');
  expect(await robots.text()).toContain('Sitemap:');
});

test('/ is prerendered', async ({ request }) => {
  // (Its JavaScript is measured beside an empty Next page by `npm run budgets`, not here.)
  const res = await request.get('/');
  expect(res.headers()['x-nextjs-prerender']).toBeTruthy();
  // And never regenerated on a timer (its cohort dates are read by the browser): no visitor's
  // request sets off a render that the server then does while that visitor's page loads.
  const maxAge = Number(/s-maxage=(\d+)/.exec(res.headers()['cache-control'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 3600);
});

test('every public page has its own title, description, canonical URL and Open Graph tags', async ({
  request,
}) => {
  const seen = new Map<string, string>();
  for (const { path } of publicRoutes) {
    const html = await (await request.get(path)).text();
    const meta = (attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title, path).toBeTruthy();
    expect(seen.get(title!), `${path} repeats the title of ${seen.get(title!)}`).toBeUndefined();
    seen.set(title!, path);
    expect(meta('name', 'description'), path).toBeTruthy();
    expect(meta('property', 'og:title'), path).toBe(title);
    expect(meta('property', 'og:description'), path).toBeTruthy();
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], path).toMatch(/^https?:\/\//);
  }
});
