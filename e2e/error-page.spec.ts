import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { errorPage } from '../content/errors';
import { site, whatsappLink } from '../content/site';
import { e2eServerLog } from '../playwright.config';

// app/(site)/e2e-render-error/page.e2e.tsx (only in the e2e suite's build) throws while rendering
// when the e2e server sets E2E_RENDER_ERROR=1.
test('a page that fails to render shows the site error page, Try again and the phone line when set; the server logs it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto('/e2e-render-error');
  expect(res?.status()).toBe(500);

  const alert = page.getByRole('alert').filter({ hasText: errorPage.title });
  await expect(alert.getByRole('heading', { level: 1, name: errorPage.title })).toBeVisible();
  await expect(alert).toContainText(errorPage.body);
  // In the site's look: its header and footer are around it.
  await expect(page.getByRole('region', { name: 'Trending now' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  // The phone / WhatsApp line comes from content/site.ts, and is left out while it is unset.
  const phone = site.contact.phone;
  const chat = whatsappLink();
  if (phone) {
    await expect(alert.getByRole('link', { name: `Call ${phone}` })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/\s+/g, '')}`,
    );
  } else {
    await expect(alert.getByRole('link', { name: /^Call/ })).toHaveCount(0);
    await expect(alert.locator('a[href^="tel:"]')).toHaveCount(0);
  }
  if (chat)
    await expect(alert.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('href', chat);
  else await expect(alert.locator('a[href*="wa.me"]')).toHaveCount(0);
  // No framework error screen, no raw error text.
  await expect(page.getByText('Application error')).toHaveCount(0);
  await expect(page.getByText('thrown on purpose')).toHaveCount(0);

  // The reference on the page is the request's id (its X-Request-Id): the server's JSON log line
  // of the error carries it, with the stack and Next's digest.
  const requestId = res?.headers()['x-request-id'];
  expect(requestId).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}(?:-[2-9A-HJKMNP-TV-Z]{4}){3}$/);
  await expect(alert).toContainText(`${errorPage.requestReference} ${requestId}`);
  await expect(alert.locator('code')).toHaveText(requestId!);
  await expect
    .poll(() =>
      readFileSync(e2eServerLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(
          (l) =>
            JSON.parse(l) as {
              requestId?: string;
              err?: { message?: string; stack?: string; digest?: string };
            },
        )
        .find(
          (l) => l.requestId === requestId && l.err?.message?.includes('E2E render error probe'),
        ),
    )
    .toMatchObject({
      level: 'error',
      err: {
        stack: expect.stringMatching(/thrown on purpose[^\n]*\n\s+at /),
        digest: expect.stringMatching(/^\w+$/),
      },
    });

  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  // Try again asks the server for the page again (it fails again here: the error stays shown).
  const again = page.waitForRequest(
    (r) => r.url().includes('/e2e-render-error') && r.method() === 'GET',
  );
  await alert.getByRole('button', { name: errorPage.tryAgain }).click();
  await again;
  await expect(
    page.getByRole('alert').getByRole('heading', { name: errorPage.title }),
  ).toBeVisible();
});

// app/(site)/error.tsx loads the view only once a page has failed; if that load fails as well (the
// connection dropped), the error goes up to app/global-error.tsx, whose scripts every page has.
test('when the error view cannot be loaded either, the global error page shows it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const html = await (await request.get('/e2e-render-error')).text();
  const served = new Set(
    [...html.matchAll(/\/_next\/static\/chunks\/[^"'\s]+\.js/g)].map((m) => m[0]),
  );
  const refused: string[] = [];
  await page.route('**/_next/static/chunks/**/*.js', (route) => {
    const { pathname } = new URL(route.request().url());
    if (served.has(pathname)) return route.continue();
    refused.push(pathname);
    return route.abort('internetdisconnected');
  });
  await page.goto('/e2e-render-error');

  const alert = page.getByRole('alert').filter({ hasText: errorPage.title });
  await expect(alert.getByRole('heading', { level: 1, name: errorPage.title })).toBeVisible();
  await expect(alert.getByRole('button', { name: errorPage.tryAgain })).toBeVisible();
  // The global error page replaces the site's layout: no header around it.
  await expect(page.getByRole('region', { name: 'Trending now' })).toHaveCount(0);
  expect(refused.length).toBeGreaterThan(0);
});
