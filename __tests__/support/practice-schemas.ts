// zod schemas of the practice banks (content/practice), shared by the bank tests.
import { z } from 'zod';

export const levels = ['A1', 'A2', 'B1', 'B2'] as const;

export const line = z
  .string()
  .min(3)
  .refine((s) => s.trim() === s && !/\s{2,}/.test(s), 'trimmed, single spaces');

/** A multiple-choice item: distinct options, so the one at `answer` is the only right one. */
export const choiceItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    level: z.enum(levels),
    skill: z.enum(['grammar', 'vocabulary', 'reading', 'listening']),
    instruction: line,
    passage: z.optional(line),
    /** Listening items of the practice papers: the French the browser reads aloud. */
    audio: z.optional(line),
    prompt: line,
    options: z.array(z.string().min(1)).min(3).max(4),
    answer: z.number().int().nonnegative(),
    explanation: line.max(160),
  })
  .strict()
  .refine((i) => i.answer < i.options.length, 'answer points at an option')
  .refine(
    (i) => new Set(i.options.map((o) => o.toLowerCase())).size === i.options.length,
    'options are distinct (exactly one correct answer)',
  );
