import { expect, test, type Page } from '@playwright/test';
import { readinessItems, type ReadinessItem } from '../content/practice/readiness';
import { expectNoAxeViolations, shoot } from './practice-support';

const SKILL_ORDER = ['listening', 'reading', 'writing', 'speaking'] as const;

/** A level's items in the order the check shows them (the exam's sections; four skills). */
const itemsOf = (level: string) =>
  SKILL_ORDER.flatMap((s) => readinessItems.filter((i) => i.level === level && i.skill === s));

/** DALF C2 groups listening with speaking, reading with writing. */
const c2Order = () =>
  (['listening', 'speaking', 'reading', 'writing'] as const).flatMap((s) =>
    readinessItems.filter((i) => i.level === 'C2' && i.skill === s),
  );

/** Answers the first `count` of a check's items, right where `right` says so. */
async function answer(
  page: Page,
  items: ReadinessItem[],
  right: (item: ReadinessItem) => boolean,
  count = items.length,
) {
  for (const [n, item] of items.slice(0, count).entries()) {
    const i = right(item) ? item.answer : (item.answer + 1) % item.options.length;
    await page
      .getByRole('group', { name: new RegExp(`^Question ${n + 1} of ${items.length}\\.`) })
      .getByRole('radio', { name: item.options[i], exact: true })
      .check();
  }
}

test('a DELF B1 check: every answer needed, then the result names the weak section and the course', async ({
  page,
}) => {
  await page.goto('/TestExamReadyPage');
  await expect(page.getByRole('button', { name: 'DELF', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'DELF B1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'DELF B1 readiness check' })).toBeVisible();
  const items = itemsOf('B1');

  // Nothing answered: an alert, and focus on the first question.
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(
    page.getByRole('form', { name: 'DELF B1 readiness check' }).getByRole('alert'),
  ).toHaveText(/8 questions have no answer yet/);
  await expect(
    page.getByRole('group', { name: /^Question 1 of 8\./ }).locator('legend'),
  ).toBeFocused();

  // The listening transcript opens.
  await page.getByText('Transcript of recording 1').click();
  await expect(page.getByText(items[0]!.audio!)).toBeVisible();

  // Right everywhere but in writing.
  await answer(page, items, (item) => item.skill !== 'writing');
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('heading', { name: 'DELF B1 readiness: 6 / 8 (75%)' })).toBeFocused();
  await expect(page.getByText('Nearly ready.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Score by section' });
  await expect(table.getByRole('row', { name: 'Writing (production écrite) 0 / 2' })).toBeVisible();
  await expect(
    table.getByRole('row', { name: 'Listening (compréhension de l’oral) 2 / 2' }),
  ).toBeVisible();
  await expect(
    page.getByText('Your weakest section: Writing (production écrite). Work on it first.'),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^See the course\s?: Exam Focus Course/ }),
  ).toHaveAttribute('href', '/FocusFrenchCourse');
  await expect(
    page.getByRole('link', { name: /^See the exam’s format\s?: DELF$/ }),
  ).toHaveAttribute('href', '/delf-dalf-mock-tests#delf-h');
  // Each answer is explained.
  await expect(page.getByText(items[4]!.explanation)).toBeVisible();
});

test('DALF C2 is scored by paper; far from ready, it suggests private coaching', async ({
  page,
}) => {
  await page.goto('/TestExamReadyPage');
  await page.getByRole('button', { name: 'DALF', exact: true }).click();
  // B1 was chosen: the nearest DALF level is C1.
  await expect(page.getByRole('button', { name: 'DALF C1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'DALF C2' }).click();
  await expect(
    page.getByRole('heading', { name: /^Paper 1: listening and speaking/ }),
  ).toBeVisible();
  await answer(page, c2Order(), (item) => item.skill === 'reading');
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('heading', { name: 'DALF C2 readiness: 2 / 8 (25%)' })).toBeFocused();
  await expect(page.getByText('Not ready yet.')).toBeVisible();
  await expect(
    page.getByText(/^Your weakest section: Paper 1: listening and speaking/),
  ).toBeVisible();
  const result = page.getByRole('region', { name: /^DALF C2 readiness/ });
  await expect(result.getByRole('link', { name: 'Request a callback' })).toHaveAttribute(
    'href',
    '/request-a-callback?course=private-coaching',
  );
});

test('ready for the TEF: a full mock test, and the check can be taken again', async ({ page }) => {
  await page.goto('/TestExamReadyPage');
  await page.getByRole('button', { name: 'TEF', exact: true }).click();
  await page.getByRole('button', { name: 'TEF B2' }).click();
  await answer(page, itemsOf('B2'), () => true);
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page.getByRole('heading', { name: 'TEF B2 readiness: 8 / 8 (100%)' })).toBeVisible();
  await expect(page.getByText('Ready for a full mock test.')).toBeVisible();
  await expect(page.getByText('No weak section in this check')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a full mock test' })).toHaveAttribute(
    'href',
    '/request-a-callback?course=exam-focus',
  );
  // The free practice paper is a DELF paper: not offered for the TEF.
  await expect(page.getByRole('link', { name: /practice paper/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Try this check again' }).click();
  await expect(page.getByRole('heading', { name: 'TEF B2 readiness check' })).toBeVisible();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
});

for (const width of [390, 1440]) {
  test(`readiness screenshots and axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/TestExamReadyPage');
    await page.getByRole('button', { name: 'DELF A2' }).click();
    const items = itemsOf('A2');
    await answer(page, items, () => true, 3);
    await page.getByText('Transcript of recording 2').click();
    await shoot(page, testInfo, `readiness-mid-${width}`);
    await expectNoAxeViolations(page, `readiness mid ${width}`);
    await answer(page, items, (item) => item.skill !== 'speaking');
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByRole('heading', { name: /^DELF A2 readiness: 6 \/ 8/ })).toBeVisible();
    await shoot(page, testInfo, `readiness-result-${width}`);
    await expectNoAxeViolations(page, `readiness result ${width}`);
  });
}
