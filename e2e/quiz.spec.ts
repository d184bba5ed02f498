import { expect, test, type Page } from '@playwright/test';
import { quizQuestions, type QuizQuestion } from '../content/practice/quizzes';
import { expectNoAxeViolations, shoot } from './practice-support';

const ofLevel = (level: string) => quizQuestions.filter((q) => q.level === level);

/** Answers the current question right or wrong and presses Check. */
async function answer(page: Page, q: QuizQuestion, right: boolean) {
  const form = page.getByRole('form', { name: 'Quiz question' });
  if (q.type === 'choice') {
    const i = right ? q.answer : (q.answer + 1) % q.options.length;
    await form.getByRole('radio', { name: q.options[i], exact: true }).check();
  } else if (q.type === 'gap') {
    await form.getByLabel('The missing word').fill(right ? q.answer.toUpperCase() : 'zzz');
  } else {
    for (const [i, pair] of q.pairs.entries()) {
      const pick = right ? pair.right : q.pairs[(i + 1) % q.pairs.length]!.right;
      await form.getByLabel(pair.left, { exact: true }).selectOption(pick);
    }
  }
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByRole('status')).toContainText(right ? 'Right!' : 'Not quite.');
  await expect(form.getByRole('status')).toContainText(q.explanation);
}

async function next(page: Page) {
  await page
    .getByRole('form', { name: 'Quiz question' })
    .getByRole('button', { name: /Next question|See my score/ })
    .click();
}

test('an A2 quiz with right and wrong answers of every type ends with the score and the course', async ({
  page,
}) => {
  await page.goto('/Quiz');
  await page.getByRole('button', { name: 'A2 Elementary' }).click();
  await expect(page.getByRole('button', { name: 'A2 Elementary' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const questions = ofLevel('A2');
  // Check with nothing chosen asks for an answer.
  await page
    .getByRole('form', { name: 'Quiz question' })
    .getByRole('button', { name: 'Check' })
    .click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Answer the question first' }),
  ).toBeVisible();
  let right = 0;
  for (const [i, q] of questions.entries()) {
    const ok = i % 3 !== 1; // a wrong answer of each type along the way
    await answer(page, q, ok);
    if (ok) right++;
    await next(page);
  }
  const score = page.getByRole('heading', { name: `Your A2 score: ${right} / 10` });
  await expect(score).toBeFocused();
  await expect(page.getByRole('link', { name: 'See the A2 course' })).toHaveAttribute(
    'href',
    '/elimentary-french',
  );
});

test('a typed answer without its accents is "almost", and counts as wrong', async ({ page }) => {
  await page.goto('/Quiz');
  await page.getByRole('button', { name: 'A2 Elementary' }).click();
  const questions = ofLevel('A2');
  const accented = questions.findIndex((q) => q.type === 'gap' && q.answer === 'lève');
  for (const q of questions.slice(0, accented)) {
    await answer(page, q, true);
    await next(page);
  }
  const form = page.getByRole('form', { name: 'Quiz question' });
  await form.getByLabel('The missing word').fill('leve');
  await form.getByRole('button', { name: 'Check' }).click();
  await expect(form.getByRole('status')).toContainText('Almost: check the accents.');
  await expect(form.getByRole('status')).toContainText('The answer is lève.');
});

test('keyboard only: choose a level and answer a question', async ({ page }) => {
  await page.goto('/Quiz');
  await page.getByRole('button', { name: 'B1 Intermediate' }).focus();
  await page.keyboard.press('Enter');
  const q = ofLevel('B1')[0]! as Extract<QuizQuestion, { type: 'choice' }>;
  await page.keyboard.press('Tab'); // B2
  await page.keyboard.press('Tab'); // into the radio group
  for (let i = 0; i < q.answer; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Check' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Right!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'B1 quiz: question 2 of 10' })).toBeFocused();
});

for (const width of [390, 1440]) {
  test(`quiz screenshots and axe at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/Quiz');
    const questions = ofLevel('A1');
    for (const q of questions.slice(0, 8)) {
      await answer(page, q, true);
      await next(page);
    }
    await answer(page, questions[8]!, false); // a match, answered wrong
    await shoot(page, testInfo, `quiz-mid-${width}`);
    await expectNoAxeViolations(page, `quiz mid ${width}`);
    await next(page);
    await answer(page, questions[9]!, true);
    await next(page);
    await expect(page.getByRole('heading', { name: 'Your A1 score: 9 / 10' })).toBeVisible();
    await shoot(page, testInfo, `quiz-result-${width}`);
    await expectNoAxeViolations(page, `quiz result ${width}`);
  });
}
