import { expect, test, type Page } from '@playwright/test';
import { practicePapers } from '../content/practice/papers';
import { expectNoAxeViolations, shoot } from './practice-support';

const paper = (level: string) => practicePapers.find((p) => p.level === level)!;

async function startPaper(page: Page, level: string) {
  await page.getByRole('button', { name: `DELF ${level}`, exact: true }).click();
  await page.getByRole('button', { name: `Start the ${level} paper` }).click();
  await expect(page.getByRole('timer')).toBeVisible();
}

test('the formats are tables, and a B1 paper is taken to its score by section', async ({
  page,
}) => {
  await page.goto('/delf-dalf-mock-tests');
  for (const name of ['DELF A1', 'DELF B2', 'DALF C1', 'DALF C2', 'TEF Canada', 'TCF Canada'])
    await expect(page.getByRole('table', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a full mock test' }).first()).toHaveAttribute(
    'href',
    '/request-a-callback?course=exam-focus',
  );
  await startPaper(page, 'B1');
  await expect(page.getByRole('timer')).toHaveText('20:00');
  const items = paper('B1').items;
  // The transcript of a recording opens.
  await page.getByText('Transcript of recording 1').click();
  await expect(page.getByText(items[0]!.audio!).first()).toBeVisible();
  // Listening: first right, others wrong; reading: all right.
  for (const [n, item] of items.entries()) {
    const right = item.skill === 'reading' || n === 0;
    const i = right ? item.answer : (item.answer + 1) % item.options.length;
    await page
      .getByRole('group', { name: new RegExp(`Question ${n + 1}\\.`) })
      .getByRole('radio', { name: item.options[i], exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Finish and see my score' }).click();
  const score = page.getByRole('heading', { name: 'DELF B1 practice paper: 4 / 6 (67%)' });
  await expect(score).toBeFocused();
  const table = page.getByRole('table', { name: 'Score by section' });
  await expect(table.getByRole('row', { name: 'Listening 1 / 3' })).toBeVisible();
  await expect(table.getByRole('row', { name: 'Reading 3 / 3' })).toBeVisible();
  await expect(page.getByText('Work on listening first')).toBeVisible();
});

test('when the time is up the paper is marked with the answers given', async ({ page }) => {
  await page.clock.install();
  await page.goto('/delf-dalf-mock-tests');
  await startPaper(page, 'A1');
  const first = paper('A1').items[0]!;
  await page.getByRole('radio', { name: first.options[first.answer], exact: true }).check();
  await page.clock.fastForward('15:01');
  await expect(page.getByText('Time is up')).toBeVisible();
  await expect(page.getByRole('heading', { name: /DELF A1 practice paper: 1 \/ 6/ })).toBeVisible();
});

for (const width of [390, 1440]) {
  test(`mock tests screenshots and axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/delf-dalf-mock-tests');
    await expectNoAxeViolations(page, `formats ${width}`);
    await startPaper(page, 'A2');
    const items = paper('A2').items;
    await page.getByRole('radio', { name: items[0]!.options[0], exact: true }).check();
    await page.getByText('Transcript of recording 1').click();
    await page.getByRole('heading', { name: 'DELF A2 practice paper' }).scrollIntoViewIfNeeded();
    await shoot(page, testInfo, `paper-mid-${width}`);
    await expectNoAxeViolations(page, `paper mid ${width}`);
    await page.getByRole('button', { name: 'Finish and see my score' }).click();
    await expect(
      page.getByRole('heading', { name: /DELF A2 practice paper: 0 \/ 6/ }),
    ).toBeVisible();
    await shoot(page, testInfo, `paper-result-${width}`);
    await expectNoAxeViolations(page, `paper result ${width}`);
  });
}
