/**
 * Checking the interactive lesson's exercises (/InteractiveFrenchLesson): pure, shared by the page
 * and the tests.
 */
import type { DialogueLine, MatchPair } from '@/content/practice/lesson';

/**
 * The English column of the matching exercise: alphabetical, an order that says nothing about the
 * answer (the French column keeps the bank's order).
 */
export function englishColumn(pairs: readonly MatchPair[]): MatchPair[] {
  return [...pairs].sort((a, b) => a.en.localeCompare(b.en, 'en'));
}

/** French pair id → the pair id whose English was put next to it. */
export type Matching = Readonly<Record<string, string | undefined>>;

/**
 * Puts `en` next to `fr`, taking it away from any other French phrase that had it: each English
 * meaning sits next to one French phrase at most.
 */
export function pairUp(matching: Matching, fr: string, en: string): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [k, v] of Object.entries(matching)) if (v !== undefined && v !== en) next[k] = v;
  next[fr] = en;
  return next;
}

export type MatchingResult = {
  /** Per French phrase, in the bank's order: whether its partner is its meaning. */
  right: Record<string, boolean>;
  correct: number;
  total: number;
  /** Every French phrase has a partner. */
  complete: boolean;
};

export function checkMatching(pairs: readonly MatchPair[], matching: Matching): MatchingResult {
  const right: Record<string, boolean> = {};
  for (const p of pairs) right[p.id] = matching[p.id] === p.id;
  const correct = Object.values(right).filter(Boolean).length;
  return {
    right,
    correct,
    total: pairs.length,
    complete: pairs.every((p) => matching[p.id] !== undefined),
  };
}

/** Keeps only the right pairs: a second try starts from what was right. */
export function keepRight(pairs: readonly MatchPair[], matching: Matching): Record<string, string> {
  const next: Record<string, string> = {};
  for (const p of pairs) if (matching[p.id] === p.id) next[p.id] = p.id;
  return next;
}

export type Gap = DialogueLine & { options: readonly string[]; answer: number };

export function isGap(line: DialogueLine): line is Gap {
  return line.options !== undefined && line.answer !== undefined;
}

/** Line id → the option chosen for its gap. */
export type DialogueAnswers = Readonly<Record<string, number | undefined>>;

export type DialogueResult = {
  right: Record<string, boolean>;
  correct: number;
  total: number;
  complete: boolean;
};

export function checkDialogue(
  lines: readonly DialogueLine[],
  answers: DialogueAnswers,
): DialogueResult {
  const gaps = lines.filter(isGap);
  const right: Record<string, boolean> = {};
  for (const g of gaps) right[g.id] = answers[g.id] === g.answer;
  return {
    right,
    correct: Object.values(right).filter(Boolean).length,
    total: gaps.length,
    complete: gaps.every((g) => answers[g.id] !== undefined),
  };
}

/** A line as spoken, its gap filled with `option` (the right one unless given). */
export function lineText(line: DialogueLine, option?: string): string {
  if (!isGap(line)) return line.before;
  const word = option ?? line.options[line.answer]!;
  const after = line.after ?? '';
  const head = [line.before, word].filter(Boolean).join(' ');
  return (head + (/^[,.]/.test(after) ? '' : ' ') + after).trim();
}
