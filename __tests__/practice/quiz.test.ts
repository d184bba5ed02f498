import { quizQuestions, type QuizQuestion } from '@/content/practice/quizzes';
import {
  checkQuizAnswer,
  matchChoices,
  normaliseTyped,
  quizScore,
  quizNextStep,
  scoreMessage,
} from '@/lib/practice/quiz';

const choice = quizQuestions.find((q) => q.type === 'choice')! as Extract<
  QuizQuestion,
  { type: 'choice' }
>;
const gap: QuizQuestion = {
  id: 'qz-t-1',
  level: 'A2',
  type: 'gap',
  instruction: 'Type it.',
  prompt: 'Le matin, je me ___ tôt.',
  answer: 'lève',
  explanation: 'x',
};
const match = quizQuestions.find((q) => q.type === 'match')! as Extract<
  QuizQuestion,
  { type: 'match' }
>;

describe('checkQuizAnswer', () => {
  it('choice: only the answer index is right', () => {
    expect(checkQuizAnswer(choice, choice.answer)).toBe('right');
    expect(checkQuizAnswer(choice, (choice.answer + 1) % choice.options.length)).toBe('wrong');
    expect(checkQuizAnswer(choice, String(choice.answer))).toBe('wrong');
    expect(checkQuizAnswer(choice, undefined)).toBe('wrong');
  });

  it.each([
    ['lève', 'right'],
    ['  Lève ', 'right'],
    ['LÈVE', 'right'],
    ['leve', 'accents'],
    ['lêve', 'accents'],
    ['lave', 'wrong'],
    ['', 'wrong'],
  ])('gap: %j is %s', (typed, verdict) => {
    expect(checkQuizAnswer(gap, typed)).toBe(verdict);
  });

  it('gap: curly and straight apostrophes are the same', () => {
    expect(normaliseTyped('aujourd’hui')).toBe(normaliseTyped("aujourd'hui"));
    expect(checkQuizAnswer({ ...gap, answer: 'aujourd’hui' }, "Aujourd'hui")).toBe('right');
  });

  it('match: right only when every pair is right', () => {
    const right = match.pairs.map((p) => p.right);
    expect(checkQuizAnswer(match, right)).toBe('right');
    const swapped = [right[1]!, right[0]!, ...right.slice(2)];
    expect(checkQuizAnswer(match, swapped)).toBe('wrong');
    expect(checkQuizAnswer(match, right.slice(1))).toBe('wrong');
    expect(checkQuizAnswer(match, [null, ...right.slice(1)])).toBe('wrong');
  });

  it('match: the choices are every right-hand item, in an order that does not give the answer away', () => {
    const choices = matchChoices(match);
    expect([...choices].sort()).toEqual(match.pairs.map((p) => p.right).sort());
    expect(choices).toEqual([...choices].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});

describe('quizScore', () => {
  it('counts right answers only (accents and blanks are not right)', () => {
    const qs = [choice, gap, match];
    expect(quizScore(qs, {})).toEqual({ correct: 0, total: 3 });
    expect(
      quizScore(qs, {
        [choice.id]: choice.answer,
        [gap.id]: 'leve',
        [match.id]: match.pairs.map((p) => p.right),
      }),
    ).toEqual({ correct: 2, total: 3 });
  });

  it('says something different for a high, middle and low score', () => {
    expect(new Set([scoreMessage(9, 10), scoreMessage(6, 10), scoreMessage(2, 10)]).size).toBe(3);
  });
});

describe('the quiz a result suggests', () => {
  it.each([
    [10, 10, 'next'],
    [8, 10, 'next'],
    [7, 10, 'again'],
    [5, 10, 'again'],
    [3, 10, 'below'],
    [0, 10, 'below'],
  ] as const)('%i / %i suggests %s', (correct, total, step) => {
    expect(quizNextStep(correct, total)).toBe(step);
  });

  it('agrees with the score message: only a result that says "Try the next one" moves up', () => {
    for (let correct = 0; correct <= 10; correct++) {
      const movesUp = quizNextStep(correct, 10) === 'next';
      expect(scoreMessage(correct, 10).includes('Try the next one')).toBe(movesUp);
    }
  });
});
