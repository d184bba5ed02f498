import { practicePapers } from '@/content/practice/papers';
import { formatClock, scorePaper, weakestSection } from '@/lib/practice/paper';
import { choiceItemSchema } from '@/__tests__/support/practice-schemas';

describe('practice papers', () => {
  it('one paper per DELF level, each with listening (with audio) and reading items', () => {
    expect(practicePapers.map((p) => p.level)).toEqual(['A1', 'A2', 'B1', 'B2']);
    for (const paper of practicePapers) {
      expect(paper.minutes).toBeGreaterThan(0);
      for (const item of paper.items) {
        expect(item.level).toBe(paper.level);
        expect(choiceItemSchema.safeParse(item).error?.issues ?? []).toEqual([]);
        if (item.skill === 'listening') expect(item.audio?.length).toBeGreaterThan(20);
        else expect(item.passage?.length).toBeGreaterThan(20);
      }
      expect(new Set(paper.items.map((i) => i.skill))).toEqual(new Set(['listening', 'reading']));
    }
    const ids = practicePapers.flatMap((p) => p.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('scores by section, listening first; unanswered and wrong count as wrong', () => {
    const items = practicePapers[0]!.items;
    const answers: Record<string, number> = {};
    for (const i of items) if (i.skill === 'reading') answers[i.id] = i.answer;
    const listening = items.filter((i) => i.skill === 'listening');
    answers[listening[0]!.id] = listening[0]!.answer;
    answers[listening[1]!.id] = (listening[1]!.answer + 1) % 4;
    const score = scorePaper(items, answers);
    expect(score.sections).toEqual([
      { section: 'listening', correct: 1, total: listening.length },
      {
        section: 'reading',
        correct: items.length - listening.length,
        total: items.length - listening.length,
      },
    ]);
    expect(score.correct).toBe(1 + items.length - listening.length);
    expect(score.percent).toBe(Math.round((score.correct / items.length) * 100));
    expect(weakestSection(score.sections)?.section).toBe('listening');
  });

  it('has no weakest section when all is right, and picks the first on a tie', () => {
    expect(weakestSection([{ correct: 3, total: 3 }])).toBeNull();
    expect(
      weakestSection([
        { id: 'a', correct: 1, total: 2 },
        { id: 'b', correct: 2, total: 4 },
      ])?.id,
    ).toBe('a');
  });

  it.each([
    [15 * 60_000, '15:00'],
    [61_000, '1:01'],
    [59_001, '1:00'],
    [999, '0:01'],
    [0, '0:00'],
    [-5000, '0:00'],
  ])('formatClock(%d) = %s', (ms, text) => {
    expect(formatClock(ms)).toBe(text);
  });
});
