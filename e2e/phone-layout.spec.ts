import { expect, test, type Page } from '@playwright/test';
import { b1OnSale, onSale } from './cohort-data';
import { hydrated } from './hydrated';

/**
 * What a phone visitor sees (issue 21): no page scrolls sideways at 360, 390 and 414 px, the
 * course pages' bottom bar fits inside the screen with none of its buttons cut, and it leaves the
 * footer's last line readable; at 1280 px the open 'More' menu stays inside the window.
 */

const PHONES = [360, 390, 414] as const;

const PAGES = [
  '/',
  '/B2-level',
  '/intermediate-course',
  '/beginer-french',
  '/checkout?course=b2',
  '/checkout?course=b1&batch=2',
  '/FrenchKidsPage',
  '/your-french-level',
  '/Quiz',
  '/ContactUs',
  '/faqs',
  '/log-in',
  '/no-such-page',
] as const;

/**
 * The widest the document gets while the page is scrolled from top to bottom: sections below the
 * fold are laid out (content-visibility: auto) and revealed only as they come near, so a
 * measurement at the top alone misses them.
 */
async function widestScroll(page: Page): Promise<{ scrollWidth: number; clientWidth: number }> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    let widest = root.scrollWidth;
    for (let y = 0; y <= root.scrollHeight; y += Math.round(innerHeight / 2)) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
      widest = Math.max(widest, root.scrollWidth);
    }
    window.scrollTo(0, 0);
    return { scrollWidth: widest, clientWidth: root.clientWidth };
  });
}

for (const width of PHONES) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of PAGES) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('load');
        const { scrollWidth, clientWidth } = await widestScroll(page);
        expect(
          scrollWidth,
          `${path} is ${scrollWidth - clientWidth} px wider than the screen`,
        ).toBe(clientWidth);
      });
    }

    test("'Why Choose Us': the card and its arrows lie inside the screen, its text uncut", async ({
      page,
    }) => {
      // The section clips what sticks out, so the page does not widen: measure the boxes instead.
      await page.goto('/');
      const carousel = page.getByRole('region', { name: 'Our benefits' });
      await carousel.scrollIntoViewIfNeeded();
      const card = carousel.locator('[data-active]');
      await expect(card).toBeVisible();
      const next = await hydrated(page.getByRole('button', { name: 'Next slide' }));
      for (let step = 0; step < 3; step++) {
        for (const [name, box] of [
          ['the card', await card.boundingBox()],
          [
            'Previous slide',
            await page.getByRole('button', { name: 'Previous slide' }).boundingBox(),
          ],
          ['Next slide', await next.boundingBox()],
        ] as const) {
          expect(box, name).not.toBeNull();
          expect(box!.x, `${name} starts off the left edge`).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, `${name} runs off the right edge`).toBeLessThanOrEqual(width);
        }
        const cut = await card.evaluate((el) =>
          [el, ...el.querySelectorAll('*')].some(
            (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible',
          ),
        );
        expect(cut, 'the card cuts its text').toBe(false);
        if (!(await next.isEnabled())) break;
        await next.click();
      }
    });

    for (const path of ['/B2-level', '/intermediate-course']) {
      test(`${path}: the bottom bar and its buttons are inside the screen, uncut`, async ({
        page,
      }) => {
        await page.goto(path);
        const bar = page.locator('[data-bottom-bar]');
        await expect(bar).toBeVisible();
        // Hydrated: the bar has published its height, which the page keeps free below the footer.
        await expect
          .poll(() =>
            page.evaluate(() =>
              document.documentElement.style.getPropertyValue('--bottom-bar-height'),
            ),
          )
          .toMatch(/^\d+(\.\d+)?px$/);
        // Past the watched section, so the bar shows 'Enrol Now' too (once its observer has seen
        // the section leave, which a loaded machine may take a moment to report).
        await page.locator('#learn-title').scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 600);
        await expect(bar.getByRole('link', { name: 'Enrol Now' })).toBeVisible();
        const controls = bar.locator('a:visible, button:visible');
        expect(await controls.count()).toBeGreaterThanOrEqual(1);
        for (const control of await controls.all()) {
          const box = (await control.boundingBox())!;
          const name = (await control.getAttribute('aria-label')) ?? (await control.innerText());
          expect(box.x, name).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, name).toBeLessThanOrEqual(width);
          expect(box.y + box.height, name).toBeLessThanOrEqual(800);
          // its text is not cut inside the button either
          const clipped = await control.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
          expect(clipped, `${name} is cut`).toBe(false);
        }
        // The WhatsApp button, when the school has set the number, is a full circle on screen.
        const chat = bar.getByTestId('bottom-bar-whatsapp');
        if (await chat.count()) {
          const box = (await chat.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        // A slim bar: the sticky logo row and the bar take at most a sixth of the screen.
        const barBox = (await bar.boundingBox())!;
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((h) => Math.max(0, h.getBoundingClientRect().bottom));
        expect(barBox.height + headerBottom).toBeLessThanOrEqual(800 / 6);

        // At the very bottom the footer's last line is above the bar.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const last = page.locator('footer').last().locator('p').last();
        await expect(last).toContainText('©');
        // (within a pixel: boxes are measured in fractions of one)
        await expect
          .poll(
            async () => {
              const lastBox = (await last.boundingBox())!;
              const barTop = (await bar.boundingBox())!.y;
              return Math.round(lastBox.y + lastBox.height - barTop);
            },
            { message: "px by which the bar covers the footer's last line" },
          )
          .toBeLessThanOrEqual(1);
      });
    }
  });
}

// B1 and B2 on sale (e2e/cohort-data.ts).
test.beforeAll(() => {
  b1OnSale();
  onSale('b2', 34_999);
});

test('the checkout batch choice shows the inline error, not the browser bubble', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/checkout?course=b2');
  await page.getByRole('button', { name: 'Continue to your details' }).click();
  await expect(page.getByText('Choose one of the batch times')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?course=b2$/);
  const first = page.getByRole('radio').first();
  await expect(first).toBeFocused();
  // the group's legend is below the sticky header, not under it (once the scroll to the focused
  // radio has settled: measured at once, a loaded machine may catch it mid-way)
  await expect
    .poll(
      async () => {
        const headerBottom = await page
          .locator('header')
          .first()
          .evaluate((h) => h.getBoundingClientRect().bottom);
        const legend = (await page.locator('#checkout-form legend').boundingBox())!;
        return Math.round(legend.y - headerBottom);
      },
      { message: "px from the header's foot down to the legend" },
    )
    .toBeGreaterThanOrEqual(0);
  await page.getByRole('radio', { name: '4:00-6:30 PM' }).check();
  await expect(page.getByText('Choose one of the batch times')).toBeHidden();
});

test('the 404 page has the site header and footer', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('region', { name: 'Trending now' })).toBeVisible();
  await expect(page.locator('footer')).toContainText(/© 2024–\d{4}/);
});

for (const width of [1280, 1366, 1440]) {
  test(`at ${width} px the open More menu is inside the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'More' }).click();
    const menu = nav.locator('ul[data-menu="More"]');
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}
