/**
 * Scoring of the exam readiness check (/TestExamReadyPage): pure, shared by the page and the tests.
 */
import type { CourseSlug } from '@/content/course-catalogue';
import { examFocusHref, levelCourse, suggestedCourse } from '@/content/practice/courses';
import {
  examLevels,
  readinessExams,
  readinessSkills,
  type ExamLevel,
  type ExamSection,
  type ReadinessExam,
  type ReadinessExamId,
  type ReadinessItem,
  type Verdict,
} from '@/content/practice/readiness';
import { weakestSection } from './paper';

export type { Verdict };

export function readinessExam(id: ReadinessExamId): ReadinessExam {
  return readinessExams.find((e) => e.id === id)!;
}

/** The exam's sections at a level, in the exam's order. */
export function examSections(exam: ReadinessExam, level: ExamLevel): readonly ExamSection[] {
  return exam.sectionsAt?.[level] ?? exam.sections;
}

/** The items of a level, in the order of the exam's sections (then of the skills within one). */
export function checkItems(
  bank: readonly ReadinessItem[],
  exam: ReadinessExam,
  level: ExamLevel,
): { section: ExamSection; items: ReadinessItem[] }[] {
  const ofLevel = bank.filter((i) => i.level === level);
  return examSections(exam, level).map((section) => ({
    section,
    items: readinessSkills
      .filter((s) => section.skills.includes(s))
      .flatMap((s) => ofLevel.filter((i) => i.skill === s)),
  }));
}

export type SectionResult = { id: string; name: string; correct: number; total: number };

export type ReadinessResult = {
  sections: SectionResult[];
  correct: number;
  total: number;
  percent: number;
  verdict: Verdict;
  /** The section to work on first (lowest share right, the first on a tie); null if all right. */
  weak: SectionResult | null;
};

/** Share of the whole check needed for 'ready', and of each section (as the DELF's minimum). */
export const READY_PERCENT = 75;
export const READY_SECTION_SHARE = 0.5;
export const NEARLY_PERCENT = 50;

/**
 * Ready: at least 75 % overall and at least half of every section (the exams also fail a candidate
 * on one very weak section). Nearly: at least half overall. Otherwise not yet.
 */
export function readinessVerdict(sections: readonly SectionResult[]): Verdict {
  const correct = sections.reduce((n, s) => n + s.correct, 0);
  const total = sections.reduce((n, s) => n + s.total, 0);
  const percent = total ? (correct / total) * 100 : 0;
  if (percent >= READY_PERCENT && sections.every((s) => s.correct >= s.total * READY_SECTION_SHARE))
    return 'ready';
  return percent >= NEARLY_PERCENT ? 'nearly' : 'not-yet';
}

/** Item id → the option chosen; a missing answer counts as wrong. */
export type ReadinessAnswers = Readonly<Record<string, number | undefined>>;

export function scoreReadiness(
  bank: readonly ReadinessItem[],
  exam: ReadinessExam,
  level: ExamLevel,
  answers: ReadinessAnswers,
): ReadinessResult {
  const sections = checkItems(bank, exam, level).map(({ section, items }) => ({
    id: section.id,
    name: section.name,
    correct: items.filter((i) => answers[i.id] === i.answer).length,
    total: items.length,
  }));
  const correct = sections.reduce((n, s) => n + s.correct, 0);
  const total = sections.reduce((n, s) => n + s.total, 0);
  return {
    sections,
    correct,
    total,
    percent: total ? Math.round((correct / total) * 100) : 0,
    verdict: readinessVerdict(sections),
    weak: weakestSection(sections),
  };
}

/** The unanswered items, in the order shown. */
export function unanswered(items: readonly ReadinessItem[], answers: ReadinessAnswers) {
  return items.filter((i) => answers[i.id] === undefined);
}

export type NextStep =
  /** A full mock test (booked through a callback about the exam focus course). */
  | { kind: 'mock-test'; course: CourseSlug; practicePaper: boolean }
  /** A course with a page: the exam focus course, or the level's own course. */
  | { kind: 'course'; course: CourseSlug; title: string; href: string }
  /** No course page at this level (C1, C2): a call about private coaching. */
  | { kind: 'callback'; course: CourseSlug; title: string };

const levelCourses = new Set<ExamLevel>(['A1', 'A2', 'B1', 'B2']);

/**
 * What to take next. Ready: a full mock test (and, for the DELF, the free timed practice paper).
 * Nearly: the exam focus course, which works on the format and the weak sections. Not yet: the
 * course of the level aimed at (A1 to B2), or, above B2 where there is no level course, private
 * coaching.
 */
export function nextStep(exam: ReadinessExam, level: ExamLevel, verdict: Verdict): NextStep {
  if (verdict === 'ready')
    return {
      kind: 'mock-test',
      course: 'exam-focus',
      practicePaper: exam.id === 'delf',
    };
  if (verdict === 'nearly') {
    const c = suggestedCourse('exam-focus');
    return { kind: 'course', course: c.slug, title: c.title, href: examFocusHref };
  }
  if (levelCourses.has(level)) {
    const c = levelCourse(level as 'A1' | 'A2' | 'B1' | 'B2');
    return { kind: 'course', course: c.slug, title: c.title, href: c.href };
  }
  const c = suggestedCourse('private-coaching');
  return { kind: 'callback', course: c.slug, title: c.title };
}

/** The level kept when the visitor switches exam: the same, or the nearest the exam offers. */
export function closestLevel(levels: readonly ExamLevel[], level: ExamLevel): ExamLevel {
  const at = examLevels.indexOf(level);
  const distance = (l: ExamLevel) => Math.abs(examLevels.indexOf(l) - at);
  return [...levels].sort((a, b) => distance(a) - distance(b))[0]!;
}
