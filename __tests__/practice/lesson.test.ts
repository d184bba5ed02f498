import { z } from 'zod';
import { line } from '@/__tests__/support/practice-schemas';
import { dialogue, flashcards, matchPairs } from '@/content/practice/lesson';
import {
  checkDialogue,
  checkMatching,
  englishColumn,
  isGap,
  keepRight,
  lineText,
  pairUp,
} from '@/lib/practice/lesson';

/** French typography: a space before ? ! ; and a curly apostrophe. */
function frenchTypography(text: string) {
  expect(text).not.toMatch(/'/);
  expect(text).not.toMatch(/\S[?!;]/);
}

describe('lesson content', () => {
  const cardSchema = z
    .object({
      id: z.string().regex(/^[a-z-]+$/),
      fr: line,
      en: line,
      soundsLike: line,
      note: line.max(140),
      say: z.optional(line),
    })
    .strict();

  it.each(flashcards.map((c) => [c.id, c] as const))('flashcard %s is valid', (_id, card) => {
    expect(cardSchema.safeParse(card).error?.issues ?? []).toEqual([]);
    frenchTypography(card.fr);
  });

  it('has ten cards with distinct ids and phrases', () => {
    expect(flashcards).toHaveLength(10);
    expect(new Set(flashcards.map((c) => c.id)).size).toBe(10);
    expect(new Set(flashcards.map((c) => c.fr)).size).toBe(10);
  });

  it('matching: both columns distinct, so there is exactly one right pairing', () => {
    expect(matchPairs.length).toBeGreaterThanOrEqual(4);
    for (const key of ['id', 'fr', 'en'] as const)
      expect(new Set(matchPairs.map((p) => p[key])).size).toBe(matchPairs.length);
    for (const p of matchPairs) frenchTypography(p.fr);
  });

  it('matching: the English column’s order gives nothing away', () => {
    const order = englishColumn(matchPairs).map((p) => p.id);
    expect([...order].sort()).toEqual(matchPairs.map((p) => p.id).sort());
    // no pair sits level with its partner
    matchPairs.forEach((p, i) => expect(order[i]).not.toBe(p.id));
  });

  const gapSchema = z
    .object({
      id: z.string(),
      speaker: z.enum(['Asha', 'Lucas']),
      before: z.string(),
      after: z.optional(z.string().min(1)),
      options: z.array(z.string().min(1)).min(3).max(4),
      answer: z.number().int().nonnegative(),
      explanation: line.max(140),
    })
    .strict()
    .refine((g) => g.answer < g.options.length, 'answer points at an option')
    .refine((g) => new Set(g.options).size === g.options.length, 'options are distinct');

  it('dialogue: every gap has distinct options and one answer; the other lines are plain', () => {
    expect(new Set(dialogue.map((l) => l.id)).size).toBe(dialogue.length);
    const gaps = dialogue.filter(isGap);
    expect(gaps.length).toBeGreaterThanOrEqual(4);
    for (const g of gaps) expect(gapSchema.safeParse(g).error?.issues ?? []).toEqual([]);
    for (const l of dialogue.filter((l) => !isGap(l))) {
      expect(l.options).toBeUndefined();
      expect(l.answer).toBeUndefined();
      expect(l.before.length).toBeGreaterThan(2);
    }
    for (const l of dialogue) frenchTypography(lineText(l));
    // the right answers are not always in the same place
    expect(new Set(gaps.map((g) => g.answer)).size).toBeGreaterThanOrEqual(2);
  });
});

describe('matching', () => {
  const [a, b, c] = matchPairs;

  it('pairUp puts one meaning next to one phrase at most', () => {
    let m = pairUp({}, a!.id, b!.id);
    expect(m).toEqual({ [a!.id]: b!.id });
    // the same meaning moved to another phrase leaves the first
    m = pairUp(m, c!.id, b!.id);
    expect(m).toEqual({ [c!.id]: b!.id });
    // a phrase re-paired drops its old meaning
    m = pairUp(m, c!.id, c!.id);
    expect(m).toEqual({ [c!.id]: c!.id });
  });

  it('checks each pair, counts the right ones and says when every phrase has a partner', () => {
    const all = Object.fromEntries(matchPairs.map((p) => [p.id, p.id]));
    expect(checkMatching(matchPairs, all)).toMatchObject({
      correct: matchPairs.length,
      total: matchPairs.length,
      complete: true,
    });
    // swap two
    const swapped = { ...all, [a!.id]: b!.id, [b!.id]: a!.id };
    const r = checkMatching(matchPairs, swapped);
    expect(r.correct).toBe(matchPairs.length - 2);
    expect(r.right[a!.id]).toBe(false);
    expect(r.right[c!.id]).toBe(true);
    expect(keepRight(matchPairs, swapped)).not.toHaveProperty(a!.id);
    expect(keepRight(matchPairs, swapped)[c!.id]).toBe(c!.id);
    // incomplete
    expect(checkMatching(matchPairs, { [a!.id]: a!.id })).toMatchObject({
      correct: 1,
      complete: false,
    });
  });
});

describe('dialogue', () => {
  const gaps = dialogue.filter(isGap);

  it('checks each gap', () => {
    const right = Object.fromEntries(gaps.map((g) => [g.id, g.answer]));
    expect(checkDialogue(dialogue, right)).toMatchObject({
      correct: gaps.length,
      total: gaps.length,
      complete: true,
    });
    const oneWrong = { ...right, [gaps[0]!.id]: (gaps[0]!.answer + 1) % gaps[0]!.options.length };
    const r = checkDialogue(dialogue, oneWrong);
    expect(r.correct).toBe(gaps.length - 1);
    expect(r.right[gaps[0]!.id]).toBe(false);
    const missing = { ...right, [gaps[1]!.id]: undefined };
    expect(checkDialogue(dialogue, missing)).toMatchObject({ complete: false });
  });

  it('writes a completed line as it is said', () => {
    const byId = Object.fromEntries(dialogue.map((l) => [l.id, l]));
    expect(lineText(byId.d2!)).toBe('Salut Asha ! Je m’appelle Lucas.');
    expect(lineText(byId.d3!)).toBe('Enchantée, Lucas !');
    expect(lineText(byId.d3!, 'Au revoir')).toBe('Au revoir, Lucas !');
    expect(lineText(byId.d1!)).toBe(byId.d1!.before);
  });
});
