import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pdfText } from '../__tests__/support/pdf-text';
import { expectNoAxeViolations, shoot } from './practice-support';

test('a resource PDF downloads under its descriptive name and its text is right', async ({
  page,
}, testInfo) => {
  await page.goto('/TeachingResources');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download PDF\s*: Conjugation tables/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('french-verb-conjugation-tables-20-common-verbs.pdf');
  const file = testInfo.outputPath('verbs.pdf');
  await download.saveAs(file);
  const text = pdfText(readFileSync(file));
  for (const line of [
    'Conjugation tables',
    'nous sommes allé(e)s',
    'j’étais',
    'ils/elles prendront',
  ])
    expect(text).toContain(line);
});

test('every resource answers a PDF; an unknown one is a 404', async ({ request }) => {
  for (const file of ['french-a1-vocabulary-lists-by-theme.pdf', 'delf-exam-checklists.pdf']) {
    const res = await request.get(`/resources/${file}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toBe(`attachment; filename="${file}"`);
  }
  const text = pdfText(await (await request.get('/resources/delf-exam-checklists.pdf')).body());
  expect(text).toContain('Bring your convocation');
  expect((await request.get('/resources/other.pdf')).status()).toBe(404);
});

for (const width of [390, 1440]) {
  test(`resources screenshot and axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/TeachingResources');
    await shoot(page, testInfo, `resources-${width}`);
    await expectNoAxeViolations(page, `resources ${width}`);
  });
}
