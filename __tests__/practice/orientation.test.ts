import {
  blockPassMark,
  orientationItems,
  selfAssessment,
} from '@/content/practice/orientation-test';
import type { ChoiceItem } from '@/content/practice/types';
import {
  answersTaken,
  blocksOf,
  orientationProgress,
  progressFraction,
  selfAssessedLevel,
  type Answers,
} from '@/lib/practice/orientation';

const blocks = blocksOf(orientationItems);
const block = (level: 'A1' | 'A2' | 'B1' | 'B2') => blocks.get(level)!;

/** Answers to a block with exactly `right` correct (the first ones), the rest wrong. */
function answer(items: ChoiceItem[], right: number): Answers {
  return Object.fromEntries(
    items.map((item, i) => [
      item.id,
      i < right ? item.answer : (item.answer + 1) % item.options.length,
    ]),
  );
}

const allRight = (level: 'A1' | 'A2' | 'B1' | 'B2') => answer(block(level), block(level).length);

describe('orientation test scoring', () => {
  it('has four blocks of 8-10 items and a pass mark within a block', () => {
    for (const level of ['A1', 'A2', 'B1', 'B2'] as const) {
      expect(block(level).length).toBeGreaterThanOrEqual(8);
      expect(block(level).length).toBeLessThanOrEqual(10);
      expect(blockPassMark).toBeLessThanOrEqual(block(level).length);
    }
  });

  it('starts at the first A1 item', () => {
    const p = orientationProgress(orientationItems, {}, blockPassMark);
    expect(p).toMatchObject({ status: 'in-progress', level: 'A1', index: 0, blocks: [] });
  });

  it('moves to the next unanswered item; "I don\'t know" (null) counts as answered', () => {
    const first = block('A1')[0]!;
    const p = orientationProgress(orientationItems, { [first.id]: null }, blockPassMark);
    expect(p).toMatchObject({ status: 'in-progress', level: 'A1', index: 1 });
  });

  it('goes on to A2 after a passed A1 block, reporting the A1 score', () => {
    const p = orientationProgress(
      orientationItems,
      answer(block('A1'), blockPassMark),
      blockPassMark,
    );
    expect(p).toMatchObject({
      status: 'in-progress',
      level: 'A2',
      index: 0,
      blocks: [{ level: 'A1', correct: blockPassMark, total: 8, passed: true }],
    });
  });

  it('stops at a failed A1 block: beginner, A1 course', () => {
    const p = orientationProgress(
      orientationItems,
      answer(block('A1'), blockPassMark - 1),
      blockPassMark,
    );
    expect(p).toEqual({
      status: 'done',
      result: {
        band: 'pre-A1',
        course: 'a1',
        blocks: [{ level: 'A1', correct: blockPassMark - 1, total: 8, passed: false }],
      },
    });
  });

  it('stops at the first failed block and ignores answers past it', () => {
    const answers = {
      ...allRight('A1'),
      ...answer(block('A2'), blockPassMark),
      ...answer(block('B1'), 2),
      ...allRight('B2'), // never reached: must not count
    };
    const p = orientationProgress(orientationItems, answers, blockPassMark);
    expect(p.status).toBe('done');
    if (p.status !== 'done') return;
    expect(p.result.band).toBe('A2');
    expect(p.result.course).toBe('b1');
    expect(p.result.blocks.map((b) => [b.level, b.correct, b.passed])).toEqual([
      ['A1', 8, true],
      ['A2', blockPassMark, true],
      ['B1', 2, false],
    ]);
    expect(Object.keys(answersTaken(orientationItems, answers, blockPassMark))).toHaveLength(24);
  });

  it.each([
    ['A1', 'a2'],
    ['A2', 'b1'],
    ['B1', 'b2'],
  ] as const)('a learner who reaches %s is sent to the %s course', (band, course) => {
    const levels = ['A1', 'A2', 'B1', 'B2'] as const;
    const upTo = levels.indexOf(band);
    let answers: Answers = {};
    for (const [i, level] of levels.entries())
      if (i <= upTo) answers = { ...answers, ...allRight(level) };
      else if (i === upTo + 1) answers = { ...answers, ...answer(block(level), 0) };
    const p = orientationProgress(orientationItems, answers, blockPassMark);
    expect(p).toMatchObject({ status: 'done', result: { band, course } });
  });

  it('passing every block gives B2 and the exam focus course', () => {
    const answers = { ...allRight('A1'), ...allRight('A2'), ...allRight('B1'), ...allRight('B2') };
    const p = orientationProgress(orientationItems, answers, blockPassMark);
    expect(p).toMatchObject({ status: 'done', result: { band: 'B2', course: 'exam-focus' } });
    if (p.status === 'done') expect(p.result.blocks.every((b) => b.passed)).toBe(true);
    expect(progressFraction(orientationItems, answers)).toBe(1);
  });

  it('an out-of-range or missing answer never counts as right', () => {
    const items = block('A1');
    const answers = Object.fromEntries(items.map((item) => [item.id, 99]));
    const p = orientationProgress(orientationItems, answers, blockPassMark);
    expect(p).toMatchObject({ status: 'done', result: { band: 'pre-A1' } });
  });
});

describe('self-assessment', () => {
  const ids = (level: string) => selfAssessment.filter((s) => s.level === level).map((s) => s.id);

  it.each([
    [[], null],
    [ids('A1').slice(0, 1), null],
    [ids('A1'), 'A1'],
    [[...ids('A1'), ...ids('A2'), ...ids('B1')], 'B1'],
    // a gap: B1 ticked without A2 stops at A1
    [[...ids('A1'), ...ids('B1')], 'A1'],
    [selfAssessment.map((s) => s.id), 'B2'],
  ])('%j → %s', (ticked, level) => {
    expect(selfAssessedLevel(selfAssessment, ticked)).toBe(level);
  });
});
