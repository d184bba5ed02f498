import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { navGroups, trendingLinks } from '../content/navigation';
import { site } from '../content/site';
import { isSet } from '../content/school-values';

const submenuLinkCount = navGroups.reduce((n, g) => n + (g.links?.length ?? 0), 0);

/** Presses Tab from the top of the page until focus is inside `target`; returns the count. */
async function tabsUntil(page: Page, target: string, max = 80) {
  const visited: string[] = [];
  await page.locator('body').focus();
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate((sel) => {
      const el = document.activeElement;
      return {
        inTarget: !!el?.closest(sel),
        inSubmenu: !!el?.closest('nav[aria-label="Main"] li ul'),
        name: `${el?.tagName} ${el?.getAttribute('aria-label') ?? el?.textContent?.trim().slice(0, 30)}`,
      };
    }, target);
    visited.push(where.name);
    if (where.inSubmenu) throw new Error(`Tab ${n} entered a closed submenu: ${where.name}`);
    if (where.inTarget) return { count: n, visited };
  }
  throw new Error(`not reached in ${max} Tabs: ${visited.join(' → ')}`);
}

test.describe('desktop menus (1440 px)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test(`Tab walks past the ${submenuLinkCount} submenu links to the contact form`, async ({
    page,
  }) => {
    expect(submenuLinkCount).toBe(23);
    await page.goto('/ContactUs');
    const { count, visited } = await tabsUntil(page, 'form[aria-label="Leave a message for us"]');
    // skip link, 4 banner controls, logo, 7 top-level entries, the contact lines (the address,
    // and the phone and e-mail once the school has set them), first field
    // (before: the 23 submenu links too, as each menu opened on focus)
    const contactLines = 1 + [site.contact.phone, site.contact.email].filter(isSet).length;
    expect(count, visited.join(' → ')).toBe(14 + contactLines);
    // no menu opened on the way
    await expect(page.locator('nav[aria-label="Main"] [aria-expanded="true"]')).toHaveCount(0);
  });

  test('a menu opens with Enter, Space and the arrow keys, not on focus, and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const courses = nav.getByRole('button', { name: 'Courses' });
    const exams = nav.getByRole('button', { name: 'Exams' });
    const services = nav.getByRole('button', { name: 'Services' });
    const about = nav.getByRole('button', { name: 'About' });

    // Focus alone opens nothing.
    await nav.getByRole('link', { name: 'Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(courses).toBeFocused();
    await expect(courses).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Course Curriculum' })).toBeHidden();

    // Enter opens; Tab goes into the open menu; Escape closes and returns focus.
    await page.keyboard.press('Enter');
    await expect(courses).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Course Curriculum' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(courses).toBeFocused();
    await expect(courses).toHaveAttribute('aria-expanded', 'false');

    // Tab from a closed menu's button goes to the next entry; Space toggles.
    await page.keyboard.press('Tab');
    await expect(exams).toBeFocused();
    await expect(exams).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(exams).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(exams).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown opens on the first link; arrows, Home and End move and wrap.
    await page.keyboard.press('Tab');
    await expect(services).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const links = navGroups.find((g) => g.label === 'Services')!.links!;
    const link = (i: number) => nav.getByRole('link', { name: links.at(i)!.label, exact: true });
    await expect(link(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(link(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(link(-1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(link(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(link(-1)).toBeFocused();
    // Tab out of the menu closes it.
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    // ArrowUp opens on the last link.
    await page.keyboard.press('ArrowUp');
    await expect(
      nav.getByRole('link', { name: 'Our Teaching Approach', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeFocused();

    // Enter on a link follows it.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/WhoWeAre$/);
  });

  test('a menu still opens on hover and on click', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Exams' }).hover();
    await expect(nav.getByRole('link', { name: 'Orientation Test' })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(nav.getByRole('link', { name: 'Orientation Test' })).toBeHidden();
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(nav.getByRole('link', { name: 'FAQs' })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('trending banner on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows each course level and name in full, at one height', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Trending now' });
    await banner.getByRole('button', { name: 'Pause trending links' }).click();
    const heights = new Set<number>();
    for (const { label, href } of trendingLinks) {
      const link = banner.locator(`a[href="${href}"]`);
      await expect(link).toHaveText(label);
      const fit = await link.evaluate((el) => ({
        clippedX: el.scrollWidth > el.clientWidth,
        clippedY: el.scrollHeight > el.clientHeight,
        ellipsis: getComputedStyle(el).textOverflow === 'ellipsis',
        // every line box of the text lies inside the link and the viewport
        inside: [...el.getClientRects()].every((r) => r.left >= 0 && r.right <= innerWidth),
      }));
      expect(fit, label).toEqual({
        clippedX: false,
        clippedY: false,
        ellipsis: false,
        inside: true,
      });
      heights.add(Math.round((await banner.boundingBox())!.height));
      await banner.getByRole('button', { name: 'Next trending link' }).click();
    }
    // Rotating does not change the banner's height (nothing below it moves).
    expect([...heights]).toHaveLength(1);
  });
});
