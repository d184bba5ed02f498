import { z } from 'zod';
import { choiceItemSchema, levels, line } from '@/__tests__/support/practice-schemas';
import {
  bandDescriptions,
  orientationItems,
  selfAssessment,
} from '@/content/practice/orientation-test';
import { quizQuestions } from '@/content/practice/quizzes';

/** French typography the items keep: a space before ? ! : ; and a curly apostrophe. */
function frenchTypography(text: string) {
  expect(text).not.toMatch(/'/);
  expect(text).not.toMatch(/\S[?!;]/);
}

describe('orientation bank', () => {
  it.each(orientationItems.map((i) => [i.id, i] as const))('%s is a valid item', (_id, item) => {
    expect(choiceItemSchema.safeParse(item).error?.issues ?? []).toEqual([]);
    for (const t of [item.prompt, item.passage ?? '', ...item.options]) frenchTypography(t);
  });

  it('has unique ids and a mix of grammar, vocabulary and reading per level', () => {
    expect(new Set(orientationItems.map((i) => i.id)).size).toBe(orientationItems.length);
    for (const level of levels) {
      const skills = new Set(orientationItems.filter((i) => i.level === level).map((i) => i.skill));
      expect([...skills].sort()).toEqual(['grammar', 'reading', 'vocabulary']);
    }
  });

  it('does not always put the right answer in the same place', () => {
    const positions = new Set(orientationItems.map((i) => i.answer));
    expect(positions.size).toBeGreaterThanOrEqual(3);
  });

  it('has can-do statements for every level and a description for every band', () => {
    for (const level of levels)
      expect(selfAssessment.filter((s) => s.level === level).length).toBeGreaterThanOrEqual(2);
    expect(new Set(selfAssessment.map((s) => s.id)).size).toBe(selfAssessment.length);
    expect(Object.keys(bandDescriptions).sort()).toEqual(['A1', 'A2', 'B1', 'B2', 'pre-A1']);
  });
});

describe('quiz bank', () => {
  const base = {
    id: z.string().regex(/^qz-[a-z0-9-]+$/),
    level: z.enum(levels),
    instruction: line,
    explanation: line.max(160),
  };
  const quizQuestionSchema = z.discriminatedUnion('type', [
    z
      .object({
        ...base,
        type: z.literal('choice'),
        prompt: line,
        options: z.array(z.string().min(1)).min(3).max(4),
        answer: z.number().int().nonnegative(),
      })
      .strict()
      .refine((q) => q.answer < q.options.length, 'answer points at an option')
      .refine(
        (q) => new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length,
        'options are distinct (exactly one correct answer)',
      ),
    z
      .object({
        ...base,
        type: z.literal('gap'),
        prompt: line.refine((p) => p.split('___').length === 2, 'exactly one gap'),
        answer: z.string().regex(/^\S+$/, 'one word'),
      })
      .strict(),
    z
      .object({
        ...base,
        type: z.literal('match'),
        pairs: z
          .array(z.object({ left: z.string().min(1), right: z.string().min(1) }).strict())
          .min(3)
          .max(5),
      })
      .strict()
      .refine(
        (q) =>
          new Set(q.pairs.map((p) => p.left)).size === q.pairs.length &&
          new Set(q.pairs.map((p) => p.right)).size === q.pairs.length,
        'both columns distinct (exactly one right pairing)',
      ),
  ]);

  it.each(quizQuestions.map((q) => [q.id, q] as const))('%s is a valid question', (_id, q) => {
    expect(quizQuestionSchema.safeParse(q).error?.issues ?? []).toEqual([]);
  });

  it('has ten questions per level, unique ids, and all three types in each level', () => {
    expect(new Set(quizQuestions.map((q) => q.id)).size).toBe(quizQuestions.length);
    for (const level of levels) {
      const ofLevel = quizQuestions.filter((q) => q.level === level);
      expect(ofLevel).toHaveLength(10);
      expect(new Set(ofLevel.map((q) => q.type))).toEqual(new Set(['choice', 'gap', 'match']));
    }
  });
});
