import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { supportUs, upiLink } from '../content/support-us';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const pages: [path: string, h1: string][] = [
  ['/WhoWeAre', 'Who We Are'],
  ['/MeetTheTeam', 'Meet the Team'],
  ['/outTeachingApproach', 'Our Teaching Approach'],
  ['/faqs', 'Frequently Asked Questions'],
  ['/blog', 'The French School Blog'],
  ['/blog/delf-or-tef-which-exam', 'DELF or TEF? Choosing the right French exam'],
  ['/TranslationAndInterpretation', 'Translation and Interpretation'],
  ['/recruitAssistance', 'Recruitment Assistance for Organisations'],
  ['/corpTrainingServices', 'Corporate French Training'],
  ['/freeCC', 'Free Career Counselling'],
  ['/ReserveSessionPage', 'Reserve Your FREE Session'],
  ['/JoinUsPage', 'Teach French with Us'],
  ['/BuyMeCoffee', 'Support our free French material'],
  ['/RefundPolicy', 'Refund and Cancellation Policy'],
];

for (const [path, h1] of pages) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px: title, canonical, JSON-LD, axe`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(/\| Gurugram French School$/);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${path.replace(/[/]/g, '\\/')}$`),
      );
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = ld.flatMap((t) =>
        [JSON.parse(t)].flat().map((o: { '@type': string }) => o['@type']),
      );
      expect(types).toContain('BreadcrumbList');
      // reveal everything that fades in, then look
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(900);
      await testInfo.attach(`${path.replace(/\W+/g, '_')}-${width}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
      const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    });
  }
}

test('JSON-LD of the kind each page needs', async ({ page }) => {
  const typesOf = async (path: string) => {
    await page.goto(path);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    return ld.flatMap((t) => [JSON.parse(t)].flat().map((o: { '@type': string }) => o['@type']));
  };
  expect(await typesOf('/WhoWeAre')).toContain('EducationalOrganization');
  expect(await typesOf('/freeCC')).toContain('Service');
  expect(await typesOf('/blog/french-for-kids')).toContain('Article');
  expect(await typesOf('/faqs')).toContain('FAQPage');
});

test('the FAQ accordion works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/faqs');
  const q = page.getByText('How many students are in a batch?');
  const answer = page.getByText(/^Between 6 and 15\./);
  await expect(answer).toBeHidden();
  await q.click();
  await expect(answer).toBeVisible();
  await context.close();
});

test('the blog lists every post, a post reads, and the RSS feed lists them', async ({
  page,
  request,
}) => {
  await page.goto('/blog');
  const titles = page.getByRole('heading', { level: 2 });
  await expect(titles).toHaveCount(5);
  await page
    .getByRole('link', { name: 'Preparing TEF Canada or TCF Canada for immigration' })
    .click();
  await expect(page).toHaveURL(/\/blog\/tef-tcf-for-canada$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Preparing TEF Canada or TCF Canada for immigration',
  );
  await expect(page.getByText(/min read/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'free career counselling session' })).toHaveAttribute(
    'href',
    '/freeCC',
  );
  expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  const rss = await request.get('/blog/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const xml = await rss.text();
  expect(xml.match(/<item>/g)).toHaveLength(5);
  expect(xml).toContain('/blog/tef-tcf-for-canada</link>');
});

test('BuyMeCoffee offers a UPI link and QR code once the UPI ID is set, and collects nothing', async ({
  page,
}) => {
  await page.goto('/BuyMeCoffee');
  await expect(page.locator('form')).toHaveCount(0);
  if (!upiLink()) {
    // content/support-us.ts has no UPI ID yet: no code, no link, and the page says so.
    await expect(page.getByRole('heading', { name: supportUs.notOpen.heading })).toBeVisible();
    await expect(page.getByRole('img', { name: /UPI QR code/ })).toHaveCount(0);
    await expect(page.locator('a[href^="upi:"]')).toHaveCount(0);
    return;
  }
  const link = page.getByRole('link', { name: 'Open my UPI app' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^upi:\/\/pay\?pa=[^&]+&pn=[^&]+&cu=INR&tn=/);
  expect(href).not.toContain('am=');
  await expect(page.getByRole('img', { name: /UPI QR code/ })).toBeVisible();
  await expect(page.locator('form')).toHaveCount(0);
});

test('the sitemap lists the new pages and the posts', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const p of [
    '/WhoWeAre',
    '/faqs',
    '/ReserveSessionPage',
    '/RefundPolicy',
    '/blog/french-for-kids',
  ]) {
    expect(xml).toContain(`${p}</loc>`);
  }
});
