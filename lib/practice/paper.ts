/** Scoring and timing of the practice papers: pure, shared by the page and the tests. */
import type { PaperItem } from '@/content/practice/papers';

export type SectionScore = { section: 'listening' | 'reading'; correct: number; total: number };

/** Score by section (listening first, as in the exam) and overall; unanswered is wrong. */
export function scorePaper(items: readonly PaperItem[], answers: Readonly<Record<string, number>>) {
  const sections: SectionScore[] = (['listening', 'reading'] as const)
    .map((section) => {
      const of = items.filter((i) => i.skill === section);
      return {
        section,
        correct: of.filter((i) => answers[i.id] === i.answer).length,
        total: of.length,
      };
    })
    .filter((s) => s.total > 0);
  const correct = sections.reduce((n, s) => n + s.correct, 0);
  const total = sections.reduce((n, s) => n + s.total, 0);
  return { sections, correct, total, percent: total ? Math.round((correct / total) * 100) : 0 };
}

/** The section to work on: the lowest share right (the first one on a tie), or null if all right. */
export function weakestSection<S extends { correct: number; total: number }>(
  sections: readonly S[],
) {
  let weakest: S | null = null;
  for (const s of sections)
    if (s.correct < s.total && (!weakest || s.correct / s.total < weakest.correct / weakest.total))
      weakest = s;
  return weakest;
}

/** Milliseconds left as m:ss, never below 0:00. */
export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
