/** Checking and scoring the level quizzes (/Quiz): pure, shared by the page and the tests. */
import type { QuizQuestion } from '@/content/practice/quizzes';

/** What the visitor gave: an option index, a typed word, or one right-hand choice per pair. */
export type QuizResponse = number | string | readonly (string | null)[];

export type Verdict = 'right' | 'accents' | 'wrong';

/** Lower case, one space, curly apostrophes straight, no stray spaces: forgiven differences. */
export function normaliseTyped(s: string): string {
  return s
    .normalize('NFC')
    .replace(/[’ʼ`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const stripAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * Right, wrong, or right but for the accents ('accents' counts as wrong: French accents are
 * spelling, but the feedback can say what is missing).
 */
export function checkQuizAnswer(q: QuizQuestion, response: QuizResponse | undefined): Verdict {
  if (response === undefined) return 'wrong';
  switch (q.type) {
    case 'choice':
      return response === q.answer ? 'right' : 'wrong';
    case 'gap': {
      if (typeof response !== 'string') return 'wrong';
      const given = normaliseTyped(response);
      const expected = normaliseTyped(q.answer);
      if (given === expected) return 'right';
      return stripAccents(given) === stripAccents(expected) ? 'accents' : 'wrong';
    }
    case 'match':
      return Array.isArray(response) &&
        response.length === q.pairs.length &&
        q.pairs.every((p, i) => response[i] === p.right)
        ? 'right'
        : 'wrong';
  }
}

/** The right-hand column of a match, in a fixed order unrelated to the answer (sorted). */
export function matchChoices(q: Extract<QuizQuestion, { type: 'match' }>): string[] {
  return q.pairs.map((p) => p.right).sort((a, b) => a.localeCompare(b, 'fr'));
}

export function quizScore(
  questions: readonly QuizQuestion[],
  responses: Readonly<Record<string, QuizResponse>>,
) {
  const correct = questions.filter((q) => checkQuizAnswer(q, responses[q.id]) === 'right').length;
  return { correct, total: questions.length };
}

/** A line for the score: what to do next. */
/**
 * Which quiz a result points to, with the same bands as `scoreMessage`: 80 % or more, the next
 * level; under 50 %, the level below (this one again at A1); in between, this level again.
 */
export function quizNextStep(correct: number, total: number): 'next' | 'again' | 'below' {
  const ratio = total ? correct / total : 0;
  if (ratio >= 0.8) return 'next';
  if (ratio >= 0.5) return 'again';
  return 'below';
}

export function scoreMessage(correct: number, total: number): string {
  const ratio = total ? correct / total : 0;
  if (ratio >= 0.8) return 'Excellent: this level is comfortable for you. Try the next one.';
  if (ratio >= 0.5)
    return 'Good work: you know the basics of this level; the course will make them solid.';
  return 'This level is still new for you: the course, or the level below, is the place to start.';
}
