import { z } from 'zod';
import { line } from '@/__tests__/support/practice-schemas';
import {
  examLevels,
  readinessExams,
  readinessItems,
  readinessSkills,
  type ReadinessItem,
} from '@/content/practice/readiness';
import {
  checkItems,
  closestLevel,
  examSections,
  nextStep,
  readinessExam,
  readinessVerdict,
  scoreReadiness,
  unanswered,
} from '@/lib/practice/readiness';

/** French typography the items keep: a space before ? ! ; : and a curly apostrophe. */
function frenchTypography(text: string) {
  expect(text).not.toMatch(/'/);
  expect(text).not.toMatch(/\S[?!;:]/);
}

const itemSchema = z
  .object({
    id: z.string().regex(/^rd-[a-c][12]-[lrws][12]$/),
    level: z.enum(examLevels as [string, ...string[]]),
    skill: z.enum(readinessSkills as [string, ...string[]]),
    instruction: line,
    passage: z.optional(line),
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
  )
  .refine((i) => (i.skill === 'listening') === (i.audio !== undefined), 'audio on listening only')
  .refine((i) => i.skill !== 'reading' || i.passage !== undefined, 'a reading item has a text');

describe('readiness bank', () => {
  it.each(readinessItems.map((i) => [i.id, i] as const))('%s is a valid item', (_id, item) => {
    expect(itemSchema.safeParse(item).error?.issues ?? []).toEqual([]);
    for (const t of [item.prompt, item.passage ?? '', item.audio ?? '', ...item.options])
      frenchTypography(t);
    // the id says the level and the skill
    expect(item.id.slice(3, 5)).toBe(item.level.toLowerCase());
    expect(item.id[6]).toBe(item.skill[0]);
  });

  it('has unique ids and exactly two items per skill at every level', () => {
    expect(new Set(readinessItems.map((i) => i.id)).size).toBe(readinessItems.length);
    for (const level of examLevels)
      for (const skill of readinessSkills)
        expect(
          readinessItems.filter((i) => i.level === level && i.skill === skill).map((i) => i.id),
        ).toHaveLength(2);
  });

  it('does not favour one position for the right answer', () => {
    const counts = [0, 1, 2, 3].map((p) => readinessItems.filter((i) => i.answer === p).length);
    for (const c of counts) expect(c).toBeGreaterThanOrEqual(readinessItems.length / 8);
  });
});

describe('readiness exams', () => {
  it.each(readinessExams.map((e) => [e.name, e] as const))(
    '%s: every level has its items, and its sections ask about each skill once',
    (_name, exam) => {
      for (const level of exam.levels) {
        expect(examLevels).toContain(level);
        const skills = examSections(exam, level).flatMap((s) => s.skills);
        expect([...skills].sort()).toEqual([...readinessSkills].sort());
        const groups = checkItems(readinessItems, exam, level);
        expect(groups.flatMap((g) => g.items)).toHaveLength(8);
        for (const g of groups) expect(g.items.length).toBeGreaterThan(0);
      }
      expect(exam.formatHref).toMatch(/^\/delf-dalf-mock-tests#[a-z-]+-h$/);
    },
  );

  it('DALF C2 is marked in its two papers, C1 in four sections', () => {
    const dalf = readinessExam('dalf');
    expect(examSections(dalf, 'C2').map((s) => s.id)).toEqual(['oral', 'written']);
    expect(examSections(dalf, 'C1').map((s) => s.id)).toEqual([
      'listening',
      'reading',
      'writing',
      'speaking',
    ]);
    const oral = checkItems(readinessItems, dalf, 'C2')[0]!;
    expect(oral.items.map((i) => i.skill)).toEqual([
      'listening',
      'listening',
      'speaking',
      'speaking',
    ]);
  });

  it('names the sections as each exam does', () => {
    const names = (id: 'delf' | 'tef', l: 'B1') => examSections(readinessExam(id), l)[0]!.name;
    expect(names('delf', 'B1')).toBe('Listening (compréhension de l’oral)');
    expect(names('tef', 'B1')).toBe('Listening (compréhension orale)');
  });
});

/** Answers for a level: right except in the skills listed, where `wrong` items are wrong. */
function answersFor(level: string, wrong: Partial<Record<ReadinessItem['skill'], number>> = {}) {
  const answers: Record<string, number> = {};
  for (const skill of readinessSkills) {
    const items = readinessItems.filter((i) => i.level === level && i.skill === skill);
    items.forEach((item, n) => {
      answers[item.id] =
        n < (wrong[skill] ?? 0) ? (item.answer + 1) % item.options.length : item.answer;
    });
  }
  return answers;
}

describe('readiness scoring', () => {
  const delf = readinessExam('delf');

  it('scores by section in the exam’s order and names the weakest', () => {
    const r = scoreReadiness(
      readinessItems,
      delf,
      'B1',
      answersFor('B1', { writing: 2, reading: 1 }),
    );
    expect(r.sections.map((s) => [s.id, s.correct, s.total])).toEqual([
      ['listening', 2, 2],
      ['reading', 1, 2],
      ['writing', 0, 2],
      ['speaking', 2, 2],
    ]);
    expect(r).toMatchObject({ correct: 5, total: 8, percent: 63, verdict: 'nearly' });
    expect(r.weak?.name).toBe('Writing (production écrite)');
  });

  it('takes the first section on a tie, and none when all is right', () => {
    const tie = scoreReadiness(
      readinessItems,
      delf,
      'A2',
      answersFor('A2', { speaking: 1, listening: 1 }),
    );
    expect(tie.weak?.id).toBe('listening');
    const all = scoreReadiness(readinessItems, delf, 'A2', answersFor('A2'));
    expect(all).toMatchObject({ correct: 8, percent: 100, verdict: 'ready', weak: null });
  });

  it('counts an unanswered item as wrong, and lists the unanswered', () => {
    const answers = answersFor('A1');
    const first = readinessItems.find((i) => i.level === 'A1' && i.skill === 'speaking')!;
    delete answers[first.id];
    const r = scoreReadiness(readinessItems, delf, 'A1', answers);
    expect(r.sections.find((s) => s.id === 'speaking')).toMatchObject({ correct: 1 });
    const items = checkItems(readinessItems, delf, 'A1').flatMap((g) => g.items);
    expect(unanswered(items, answers).map((i) => i.id)).toEqual([first.id]);
  });

  it('scores DALF C2 by paper: wrong listening and speaking items weigh on paper 1', () => {
    const r = scoreReadiness(
      readinessItems,
      readinessExam('dalf'),
      'C2',
      answersFor('C2', { listening: 2, speaking: 1 }),
    );
    expect(r.sections.map((s) => [s.id, s.correct, s.total])).toEqual([
      ['oral', 1, 4],
      ['written', 4, 4],
    ]);
    expect(r.weak?.id).toBe('oral');
    expect(r.verdict).toBe('nearly');
  });

  it.each([
    // [correct per section, verdict]
    [[2, 2, 2, 2], 'ready'],
    [[2, 2, 1, 1], 'ready'], // 75 %, every section at least half
    [[2, 2, 2, 0], 'nearly'], // 75 % but one section empty: not ready
    [[1, 1, 1, 1], 'nearly'], // 50 %
    [[2, 1, 0, 0], 'not-yet'], // 37.5 %
    [[0, 0, 0, 0], 'not-yet'],
  ] as const)('verdict of %j is %s', (correct, verdict) => {
    const sections = correct.map((c, i) => ({ id: `s${i}`, name: `S${i}`, correct: c, total: 2 }));
    expect(readinessVerdict(sections)).toBe(verdict);
  });

  it('suggests a mock test when ready, the exam focus course when nearly, the level first when not yet', () => {
    const tef = readinessExam('tef');
    expect(nextStep(delf, 'B2', 'ready')).toEqual({
      kind: 'mock-test',
      course: 'exam-focus',
      practicePaper: true,
    });
    expect(nextStep(tef, 'B2', 'ready')).toMatchObject({ kind: 'mock-test', practicePaper: false });
    expect(nextStep(tef, 'B1', 'nearly')).toMatchObject({
      kind: 'course',
      course: 'exam-focus',
      href: '/FocusFrenchCourse',
    });
    expect(nextStep(delf, 'A2', 'not-yet')).toMatchObject({
      kind: 'course',
      course: 'a2',
      href: '/elimentary-french',
    });
    expect(nextStep(readinessExam('dalf'), 'C1', 'not-yet')).toMatchObject({
      kind: 'callback',
      course: 'private-coaching',
    });
  });

  it('keeps the level, or the nearest one, when the exam changes', () => {
    expect(closestLevel(['A1', 'A2', 'B1', 'B2'], 'B1')).toBe('B1');
    expect(closestLevel(['C1', 'C2'], 'B1')).toBe('C1');
    expect(closestLevel(['A1', 'A2', 'B1', 'B2'], 'C2')).toBe('B2');
    expect(closestLevel(['A2', 'B1', 'B2', 'C1'], 'A1')).toBe('A2');
  });
});
