'use client';

import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { levelCourse } from '@/content/practice/courses';
import { quizPage, quizQuestions } from '@/content/practice/quizzes';
import type { CefrCode } from '@/content/practice/types';
import {
  checkQuizAnswer,
  quizNextStep,
  quizScore,
  scoreMessage,
  type QuizResponse,
  type Verdict,
} from '@/lib/practice/quiz';
import { Feedback, isAnswered, QuestionBody } from './quiz-question';
import { panelClass } from './panel';

const LEVELS: CefrCode[] = ['A1', 'A2', 'B1', 'B2'];

/**
 * The level quizzes (/Quiz): pick a level, answer ten questions one at a time with immediate
 * feedback and an explanation, then a score and the level's course.
 */
export function LevelQuiz() {
  const [level, setLevel] = useState<CefrCode>('A1');
  const [run, setRun] = useState(0);
  return (
    <div className="grid gap-6">
      <div role="group" aria-label="Choose a level" className="flex flex-wrap gap-2">
        {LEVELS.map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={l === level}
            onClick={() => {
              setLevel(l);
              setRun((r) => r + 1);
            }}
            className={buttonClass(
              l === level ? 'primary' : 'outline',
              'px-5 py-2 text-sm sm:text-base',
            )}
          >
            {l} {quizPage.levelNames[l]}
          </button>
        ))}
      </div>
      <Quiz
        key={`${level}-${run}`}
        level={level}
        onRestart={() => setRun((r) => r + 1)}
        onLevel={(to) => {
          setLevel(to);
          setRun((r) => r + 1);
        }}
      />
    </div>
  );
}

function Quiz({
  level,
  onRestart,
  onLevel,
}: {
  level: CefrCode;
  onRestart: () => void;
  /** Opens another level's quiz (the one a result suggests). */
  onLevel: (level: CefrCode) => void;
}) {
  const questions = quizQuestions.filter((q) => q.level === level);
  const [index, setIndex] = useState(0);
  const [responses, setResponses] = useState<Record<string, QuizResponse>>({});
  const [checked, setChecked] = useState(false);
  const [missing, setMissing] = useState(false);
  const [draft, setDraft] = useState<QuizResponse | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const finished = index >= questions.length;

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [index]);

  if (finished) {
    const { correct, total } = quizScore(questions, responses);
    const course = levelCourse(level);
    // A high score suggests the next level's quiz, a low one the level below's: never a harder
    // quiz after a result that says this level is still new.
    const step = quizNextStep(correct, total);
    const at = LEVELS.indexOf(level);
    const suggested =
      step === 'next' ? LEVELS[at + 1] : step === 'below' ? LEVELS[at - 1] : undefined;
    return (
      <section aria-labelledby="quiz-score" className={panelClass}>
        <QuizHeading id="quiz-score" size="text-3xl" headingRef={headingRef}>
          Your {level} score: {correct} / {total}
        </QuizHeading>
        <p className="mt-3 text-lg">{scoreMessage(correct, total)}</p>
        <div className="mt-6 rounded-2xl bg-cream p-5">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">
            The course for this level
          </p>
          <p className="mt-1 font-display text-xl font-bold">{course.title}</p>
          <RouteLink href={course.href} className={buttonClass('primary', 'mt-4 px-6 py-2')}>
            See the {level} course
            <ArrowRight aria-hidden="true" className="size-5" />
          </RouteLink>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <button type="button" onClick={onRestart} className={buttonClass('outline', 'px-6')}>
            <RotateCcw aria-hidden="true" className="size-4" />
            Try the {level} quiz again
          </button>
          {suggested ? (
            <button
              type="button"
              onClick={() => onLevel(suggested)}
              className={buttonClass('outline', 'px-6')}
            >
              {step === 'next' ? 'Next level quiz' : `Try the ${suggested} quiz`}
              <ArrowRight aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  const q = questions[index]!;
  const verdict: Verdict | null = checked ? checkQuizAnswer(q, responses[q.id]) : null;

  const submit = () => {
    if (!checked) {
      if (!isAnswered(q, draft)) return setMissing(true);
      setResponses((r) => ({ ...r, [q.id]: draft! }));
      setChecked(true);
      return;
    }
    moved.current = true;
    setChecked(false);
    setDraft(undefined);
    setIndex((i) => i + 1);
  };

  return (
    <section aria-labelledby="quiz-q" className={panelClass}>
      <QuizHeading id="quiz-q" size="text-xl" headingRef={headingRef}>
        {level} quiz: question {index + 1} of {questions.length}
      </QuizHeading>
      <progress
        max={questions.length}
        value={index}
        aria-label="Progress through the quiz"
        className="mt-3 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
      />
      <form
        className="mt-6"
        aria-label="Quiz question"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <QuestionBody
          key={q.id}
          q={q}
          value={draft}
          checked={checked}
          onChange={(v) => {
            if (checked) return;
            setDraft(v);
            setMissing(false);
          }}
        />
        <div role="status" className="mt-4">
          {verdict ? <Feedback q={q} verdict={verdict} /> : null}
        </div>
        <p role="alert" className="min-h-5 text-sm text-red-700">
          {missing ? 'Answer the question first (choose, type or match).' : null}
        </p>
        <button type="submit" className={buttonClass('primary', 'mt-2 px-8 py-3')}>
          {checked ? (index + 1 < questions.length ? 'Next question' : 'See my score') : 'Check'}
          {checked ? <ArrowRight aria-hidden="true" className="size-5" /> : null}
        </button>
      </form>
    </section>
  );
}

/** The quiz's heading (the question, then the score), which takes the focus at each step. */
function QuizHeading({
  id,
  size,
  headingRef,
  children,
}: {
  id: string;
  size: 'text-xl' | 'text-3xl';
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <h2
      id={id}
      ref={headingRef}
      tabIndex={-1}
      className={`scroll-mt-8 font-display ${size} font-bold text-brand outline-none`}
    >
      {children}
    </h2>
  );
}
