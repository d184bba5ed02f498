/**
 * Scoring of the orientation test: pure functions of the bank and the visitor's answers, used by
 * the page (to move on and show a result) and by the server (to recompute the result of a lead;
 * a result sent by the browser is never trusted).
 */
import type { CourseSlug } from '@/content/course-catalogue';
import type { CefrCode } from '@/content/courses-overview';
import type { Band, CanDo } from '@/content/practice/orientation-test';
import type { ChoiceItem } from '@/content/practice/types';

export const LEVELS: readonly CefrCode[] = ['A1', 'A2', 'B1', 'B2'];

/** Item id → the option chosen, or null for “I don't know” (counts as wrong). */
export type Answers = Record<string, number | null>;

export type BlockScore = { level: CefrCode; correct: number; total: number; passed: boolean };

export type OrientationResult = {
  band: Band;
  /** The blocks taken, in order; the last one is the one failed unless every block was passed. */
  blocks: BlockScore[];
  /** The course we suggest for this band (content/course-catalogue.ts). */
  course: CourseSlug;
};

export type OrientationProgress =
  | {
      status: 'in-progress';
      level: CefrCode;
      /** Index of the next unanswered item in its block. */
      index: number;
      /** The item to show. */
      item: ChoiceItem;
      blocks: BlockScore[];
    }
  | { status: 'done'; result: OrientationResult };

/** The bank's items grouped by level, in the order they appear. */
export function blocksOf(bank: readonly ChoiceItem[]): Map<CefrCode, ChoiceItem[]> {
  const blocks = new Map<CefrCode, ChoiceItem[]>(LEVELS.map((l) => [l, []]));
  for (const item of bank) blocks.get(item.level)!.push(item);
  return blocks;
}

export function isCorrect(item: ChoiceItem, answer: number | null | undefined): boolean {
  return answer === item.answer;
}

export function scoreBlock(
  level: CefrCode,
  items: readonly ChoiceItem[],
  answers: Answers,
  passMark: number,
): BlockScore {
  const correct = items.filter((item) => isCorrect(item, answers[item.id])).length;
  return { level, correct, total: items.length, passed: correct >= passMark };
}

/** The course to suggest: the level above the one reached (a beginner starts at A1). */
export const courseForBand: Record<Band, CourseSlug> = {
  'pre-A1': 'a1',
  A1: 'a2',
  A2: 'b1',
  B1: 'b2',
  B2: 'exam-focus',
};

/**
 * Where the visitor is: blocks are taken in order, A1 first; a block is finished when each of its
 * items has an answer (null counts); the test stops at the first block failed. Answers to items
 * past that point are ignored.
 */
export function orientationProgress(
  bank: readonly ChoiceItem[],
  answers: Answers,
  passMark: number,
): OrientationProgress {
  const blocks: BlockScore[] = [];
  let band: Band = 'pre-A1';
  for (const [level, items] of blocksOf(bank)) {
    if (items.length === 0) continue;
    const index = items.findIndex((item) => !(item.id in answers));
    if (index !== -1) return { status: 'in-progress', level, index, item: items[index]!, blocks };
    const score = scoreBlock(level, items, answers, passMark);
    blocks.push(score);
    if (!score.passed) break;
    band = level;
  }
  return { status: 'done', result: { band, blocks, course: courseForBand[band] } };
}

/** The answers the result rests on: those of the blocks taken, in bank order. */
export function answersTaken(bank: readonly ChoiceItem[], answers: Answers, passMark: number) {
  const progress = orientationProgress(bank, answers, passMark);
  const levels = new Set(
    progress.status === 'done'
      ? progress.result.blocks.map((b) => b.level)
      : [...progress.blocks.map((b) => b.level), progress.level],
  );
  const taken: Answers = {};
  for (const item of bank)
    if (levels.has(item.level) && item.id in answers) taken[item.id] = answers[item.id] ?? null;
  return taken;
}

/**
 * The level the visitor claims: the highest level whose statements are all ticked, with every
 * level below it ticked too; null when not even A1 is.
 */
export function selfAssessedLevel(
  statements: readonly CanDo[],
  ticked: readonly string[],
): CefrCode | null {
  const set = new Set(ticked);
  let reached: CefrCode | null = null;
  for (const level of LEVELS) {
    const ofLevel = statements.filter((s) => s.level === level);
    if (ofLevel.length === 0 || !ofLevel.every((s) => set.has(s.id))) break;
    reached = level;
  }
  return reached;
}

/** How far through the test the visitor is, 0 to 1, counting every block that may still come. */
export function progressFraction(bank: readonly ChoiceItem[], answers: Answers): number {
  if (bank.length === 0) return 1;
  return bank.filter((item) => item.id in answers).length / bank.length;
}
