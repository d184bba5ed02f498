import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from '../content/routes';
import { hydrated } from './hydrated';

// With the Content-Security-Policy on (scripts/server.mjs, lib/security/csp.mjs), no page logs a
// violation, and Next's scripts run: a policy that blocked them would leave pages unhydrated
// without failing anything else.

/** Collects every CSP violation of the page, in any frame: console messages and events. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) {
      seen.push(`console: ${m.text()}`);
    }
  });
  await page.exposeBinding('__cspViolation', (_source, v: string) => {
    seen.push(`event: ${v}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: string): void }).__cspViolation(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} on ${e.documentURI}`,
      );
    });
  });
  return seen;
}

/** Scrolls to the bottom in steps, so that everything shown on scroll loads. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
}

/** Marks the current document; a full page load forgets the mark, a client-side one keeps it. */
const mark = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __doc: number }).__doc = 1));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __doc?: number }).__doc === 1);

for (const path of publicRoutes.map((r) => r.path)) {
  test(`${path}: no CSP violation, and its scripts run`, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    // A prerendered page: its inline scripts by hash; a page rendered per request (live course
    // prices) adds this response's nonce. Never an unsafe script source.
    const policy = res?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( '(sha256|nonce)-[^']+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    await scrollThrough(page);
    // Hydrated: the header's menu, a client component, opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(violations).toEqual([]);
  });
}

test('the 404 page: no CSP violation, and its link navigates client-side', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await mark(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(violations).toEqual([]);
});

test('the landing page works with the policy: menu, carousels, video, contact form', async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await scrollThrough(page);
  const wcu = page.locator('#why-choose-us');
  await wcu.scrollIntoViewIfNeeded();
  await (await hydrated(wcu.getByRole('button', { name: 'Next slide' }))).click();
  await expect(wcu.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await form.getByLabel('First name').fill('Csp');
  await form.getByLabel('Last name').fill('Check');
  await form.getByLabel('Email').fill(`csp-${Date.now()}@example.com`);
  await form.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option').first().click();
  await form.getByLabel('Message').fill('Checking the site with its security policy on.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a link into a page that needs more of the policy loads it in full; back is client-side', async ({
  page,
}) => {
  // /Brochure embeds the PDF (object-src and frame-src 'self', lib/security/csp.mjs); the landing
  // page's policy has neither, and a client-side navigation would keep the landing page's policy.
  const violations = await watchCsp(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await mark(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'More' }).click();
  await menu.getByRole('link', { name: 'Brochure', exact: true }).click();
  await expect(page).toHaveURL(/\/Brochure$/);
  await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  await page.waitForLoadState('networkidle');
  // From the brochure page, a page needing less stays client-side.
  await mark(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'More' }).click();
  await menu.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/ContactUs$/);
  expect(await sameDocument(page)).toBe(true);
  expect(violations).toEqual([]);
});
