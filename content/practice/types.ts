/** Shared shapes of the practice material (orientation test, quizzes, practice papers). */
import type { CefrCode } from '@/content/courses-overview';

export type { CefrCode };

/** One multiple-choice item: an English instruction, French to read, one correct option. */
export type ChoiceItem = {
  /** Stable id: stored with a lead's answers, so never reuse one for a different item. */
  id: string;
  level: CefrCode;
  skill: 'grammar' | 'vocabulary' | 'reading' | 'listening';
  /** What to do, in English. */
  instruction: string;
  /** A short French text to read first (reading items), shown above the prompt. */
  passage?: string;
  /** The French sentence or question; `___` marks a gap. */
  prompt: string;
  options: readonly string[];
  /** Index into `options` of the one correct answer. */
  answer: number;
  /** One line, in English, on why the answer is right. */
  explanation: string;
};
