import { expect, test, type Page } from '@playwright/test';
import { dialogue, flashcards, lessonPage, matchPairs } from '../content/practice/lesson';
import { englishColumn, isGap } from '../lib/practice/lesson';
import { expectNoAxeViolations, shoot } from './practice-support';

/**
 * The browser's speech synthesis, replaced before the page loads: with `french`, one fr-FR voice
 * whose utterances are recorded in window.__spoken; without, no voice at all.
 */
async function fakeSpeech(page: Page, french: boolean) {
  await page.addInitScript((withFrench) => {
    const spoken: { text: string; lang: string }[] = [];
    (window as unknown as { __spoken: typeof spoken }).__spoken = spoken;
    const voices = withFrench ? [{ lang: 'fr-FR', name: 'Test French', default: false }] : [];
    class Utterance {
      text: string;
      lang = '';
      rate = 1;
      voice: unknown = null;
      constructor(text: string) {
        this.text = text;
      }
    }
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance });
    Object.defineProperty(window, 'speechSynthesis', {
      value: {
        getVoices: () => voices,
        speak: (u: Utterance) => spoken.push({ text: u.text, lang: u.lang }),
        cancel: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
  }, french);
}

const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken);

const cards = (page: Page) => page.getByRole('region', { name: lessonPage.steps.cards.heading });
const matching = (page: Page) =>
  page.getByRole('region', { name: lessonPage.steps.matching.heading });
const talk = (page: Page) => page.getByRole('form', { name: 'Dialogue' });

test('flashcards by keyboard: the meaning, the arrows, and the French voice', async ({ page }) => {
  await fakeSpeech(page, true);
  await page.goto('/InteractiveFrenchLesson');
  const region = cards(page);
  await expect(region.getByText('Card 1 of 10')).toBeVisible();
  const listen = region.getByRole('button', { name: /^Listen/ });
  await expect(listen).toBeEnabled();
  await listen.focus();
  await page.keyboard.press('Enter');
  expect(await spoken(page)).toEqual([{ text: flashcards[0]!.fr, lang: 'fr-FR' }]);

  await page.keyboard.press('Tab');
  const show = region.getByRole('button', { name: 'Show meaning' });
  await expect(show).toBeFocused();
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Space');
  await expect(region.getByText(flashcards[0]!.en)).toBeVisible();
  await expect(region.getByRole('button', { name: 'Hide meaning' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Arrow keys move between cards; the meaning hides again.
  await page.keyboard.press('ArrowRight');
  await expect(region.getByText('Card 2 of 10')).toBeVisible();
  await expect(region.getByText(flashcards[1]!.fr, { exact: true })).toBeVisible();
  await expect(region.getByText(flashcards[1]!.en)).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft'); // already the first: stays
  await expect(region.getByText('Card 1 of 10')).toBeVisible();
  // The buttons beside the card come before Listen in the tab order.
  await page.keyboard.press('Shift+Tab'); // Listen
  await page.keyboard.press('Shift+Tab'); // next card
  await expect(region.getByRole('button', { name: 'Next card' })).toBeFocused();
  for (let i = 0; i < flashcards.length + 2; i++) await page.keyboard.press('Enter');
  await expect(region.getByText(`Card 10 of 10`)).toBeVisible();
  await expect(region.getByRole('button', { name: 'Next card' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The card with a different spoken form says it.
  const enchante = flashcards.findIndex((c) => c.say);
  for (let i = 9; i > enchante; i--) await page.keyboard.press('ArrowLeft');
  await listen.click();
  expect((await spoken(page)).at(-1)?.text).toBe(flashcards[enchante]!.say);
});

test('flashcards: a swipe moves on; with no French voice, the fallback shows', async ({ page }) => {
  await fakeSpeech(page, false);
  await page.goto('/InteractiveFrenchLesson');
  const region = cards(page);
  await expect(region.getByText(lessonPage.noVoice)).toBeVisible();
  await expect(region.getByRole('button', { name: /^Listen/ })).toBeDisabled();
  await expect(region.getByText(`Sounds like: ${flashcards[0]!.soundsLike}`)).toBeVisible();
  // A swipe to the left (pointer events, as a finger sends them).
  await region.getByText('Card 1 of 10').scrollIntoViewIfNeeded();
  const box = (await region.getByText('Card 1 of 10').boundingBox())!;
  await page.mouse.move(box.x + 200, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + 50, box.y + 45, { steps: 5 });
  await page.mouse.up();
  await expect(region.getByText('Card 2 of 10')).toBeVisible();
});

test('matching by keyboard: pair, re-pair, check, and try the wrong ones again', async ({
  page,
}) => {
  await page.goto('/InteractiveFrenchLesson');
  const region = matching(page);
  const fr = (p: (typeof matchPairs)[number]) =>
    region.getByRole('button', { name: new RegExp(`^${p.fr.replace(/[?!.]/g, '\\$&')}`) });
  const en = (p: (typeof matchPairs)[number]) =>
    region.getByRole('button', { name: new RegExp(`^${p.en.replace(/[?!.]/g, '\\$&')}`) });
  const english = englishColumn(matchPairs);

  // Check with nothing paired.
  await region.getByRole('button', { name: 'Check the pairs' }).click();
  await expect(region.getByRole('alert')).toHaveText(
    /Give every French phrase a partner first: 6 left/,
  );

  // The first pair by Tab order: French phrase, then on through the columns to its meaning.
  const [first, second] = matchPairs;
  await fr(first!).focus();
  await page.keyboard.press('Enter');
  await expect(fr(first!)).toHaveAttribute('aria-pressed', 'true');
  await expect(region.getByRole('status')).toContainText('chosen: now choose its meaning');
  const steps = matchPairs.length - 1 + english.findIndex((p) => p.id === first!.id) + 1;
  for (let i = 0; i < steps; i++) await page.keyboard.press('Tab');
  await expect(en(first!)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(region.getByRole('status')).toHaveText(`${first!.fr} paired with ${first!.en}`);
  await expect(fr(first!)).toContainText(`= ${first!.en}`);

  // Second phrase given the first one's meaning: it moves over; then put right.
  await fr(second!).focus();
  await page.keyboard.press('Enter');
  await en(first!).focus();
  await page.keyboard.press('Enter');
  await expect(fr(first!)).not.toContainText('=');
  await expect(fr(second!)).toContainText(`= ${first!.en}`);
  // English first, then French, also pairs.
  await en(first!).focus();
  await page.keyboard.press('Enter');
  await fr(first!).focus();
  await page.keyboard.press('Enter');

  // The rest: all right but two swapped.
  const rest = matchPairs.slice(1);
  for (const [i, p] of rest.entries()) {
    const partner = i === 0 ? rest[1]! : i === 1 ? rest[0]! : p;
    await fr(p).focus();
    await page.keyboard.press('Enter');
    await en(partner).focus();
    await page.keyboard.press('Enter');
  }
  await region.getByRole('button', { name: 'Check the pairs' }).focus();
  await page.keyboard.press('Enter');
  await expect(region.getByRole('status')).toHaveText(
    `4 of 6 pairs are right. The right pairs stay when you try again.`,
  );
  await expect(fr(first!)).toContainText('(right)');
  await expect(fr(rest[0]!)).toContainText('(not right)');
  await expect(region.getByRole('button', { name: 'Try the others again' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(fr(first!)).toContainText(`= ${first!.en}`);
  await expect(fr(rest[0]!)).not.toContainText('=');
  for (const p of [rest[0]!, rest[1]!]) {
    await fr(p).focus();
    await page.keyboard.press('Enter');
    await en(p).focus();
    await page.keyboard.press('Enter');
  }
  await region.getByRole('button', { name: 'Check the pairs' }).click();
  await expect(region.getByRole('status')).toHaveText('All 6 pairs are right. Well done!');
});

test('the dialogue by keyboard: fill the gaps, check, hear it', async ({ page }) => {
  await fakeSpeech(page, true);
  await page.goto('/InteractiveFrenchLesson');
  const form = talk(page);
  const gaps = dialogue.filter(isGap);
  await form.getByRole('button', { name: 'Check the dialogue' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Fill every gap first: ${gaps.length} left.`);
  // Each gap: focus, then arrow down to the option (the first wrong for gap 1).
  for (const [n, gap] of gaps.entries()) {
    const select = form.getByRole('combobox', { name: new RegExp(`^Gap ${n + 1} of`) });
    if (n === 0) await select.focus();
    else await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    const target = n === 0 ? (gap.answer + 1) % gap.options.length : gap.answer;
    for (let i = 0; i <= target; i++) await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue(String(target));
  }
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Check the dialogue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('status')).toHaveText(
    `${gaps.length - 1} of ${gaps.length} gaps are right.`,
  );
  await expect(form.getByText(gaps[0]!.explanation!)).toBeVisible();
  // Try again keeps the right answers.
  await page.keyboard.press('Enter');
  await expect(form.getByRole('combobox', { name: /^Gap 2 of/ })).toHaveValue(
    String(gaps[1]!.answer),
  );
  await expect(form.getByRole('combobox', { name: /^Gap 1 of/ })).toHaveValue('');
  await form.getByRole('combobox', { name: /^Gap 1 of/ }).selectOption(String(gaps[0]!.answer));
  await form.getByRole('button', { name: 'Check the dialogue' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `All ${gaps.length} gaps are right. Well done!`,
  );
  await form.getByRole('button', { name: 'Listen to the dialogue' }).click();
  const said = (await spoken(page)).at(-1)!.text;
  expect(said).toContain('Salut Asha ! Je m’appelle Lucas.');
  expect(said).toContain('Enchantée, Lucas !');
});

for (const width of [390, 1440]) {
  test(`lesson screenshots and axe at ${width} px`, async ({ page }, testInfo) => {
    await fakeSpeech(page, false);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/InteractiveFrenchLesson');
    // Mid-exercise: a card's meaning shown, two pairs made and one phrase chosen, two gaps filled.
    await cards(page).getByRole('button', { name: 'Show meaning' }).click();
    await expect(cards(page).getByText(lessonPage.noVoice)).toBeVisible();
    const region = matching(page);
    for (const p of matchPairs.slice(0, 2)) {
      await region.getByRole('button', { name: p.fr, exact: true }).click();
      await region.getByRole('button', { name: p.en, exact: true }).click();
    }
    await region.getByRole('button', { name: matchPairs[2]!.fr, exact: true }).click();
    const gaps = dialogue.filter(isGap);
    for (const [n, gap] of gaps.slice(0, 2).entries())
      await talk(page)
        .getByRole('combobox', { name: new RegExp(`^Gap ${n + 1} of`) })
        .selectOption(String(gap.answer));
    await shoot(page, testInfo, `lesson-mid-${width}`);
    await expectNoAxeViolations(page, `lesson mid ${width}`);

    // Results: matching with two swapped, the dialogue with one wrong.
    await region.getByRole('button', { name: matchPairs[2]!.fr, exact: true }).click();
    const rest = matchPairs.slice(2);
    for (const [i, p] of rest.entries()) {
      await region
        .getByRole('button', { name: new RegExp(`^${p.fr.replace(/[?!.]/g, '\\$&')}`) })
        .click();
      const partner = i === 0 ? rest[1]! : i === 1 ? rest[0]! : p;
      await region
        .getByRole('button', { name: new RegExp(`^${partner.en.replace(/[?!.]/g, '\\$&')}`) })
        .click();
    }
    await region.getByRole('button', { name: 'Check the pairs' }).click();
    await expect(region.getByRole('status')).toContainText('4 of 6 pairs are right');
    for (const [n, gap] of gaps.entries())
      if (n >= 2)
        await talk(page)
          .getByRole('combobox', { name: new RegExp(`^Gap ${n + 1} of`) })
          .selectOption(String(n === 2 ? (gap.answer + 1) % gap.options.length : gap.answer));
    await talk(page).getByRole('button', { name: 'Check the dialogue' }).click();
    await expect(talk(page).getByRole('status')).toContainText('gaps are right');
    await shoot(page, testInfo, `lesson-result-${width}`);
    await expectNoAxeViolations(page, `lesson result ${width}`);
  });
}
