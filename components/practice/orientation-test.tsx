'use client';

import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { ArrowRight, Info, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PlacementResultForm } from '@/components/forms/placement-result-form';
import type { CourseSlug } from '@/content/course-catalogue';
import { suggestedCourse } from '@/content/practice/courses';
import {
  bandDescriptions,
  blockPassMark,
  orientationIntro as intro,
  orientationItems,
  resultText,
  selfAssessment,
} from '@/content/practice/orientation-test';
import {
  blocksOf,
  orientationProgress,
  progressFraction,
  selfAssessedLevel,
  type Answers,
  type OrientationResult,
} from '@/lib/practice/orientation';
import { createSessionStore } from '@/lib/practice/session-store';
import { ChoiceQuestion } from './choice-question';

type Saved = { v: 1; phase: 'self' | 'test'; self: string[]; answers: Answers };

const knownItems = new Set(orientationItems.map((i) => i.id));
const knownStatements = new Set(selfAssessment.map((s) => s.id));

/** A stored state from an older bank or a hand-edited tab keeps only what still makes sense. */
function parseSaved(raw: unknown): Saved | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<Saved>;
  if (r.v !== 1 || (r.phase !== 'self' && r.phase !== 'test')) return null;
  const self = Array.isArray(r.self) ? r.self.filter((s) => knownStatements.has(s)) : [];
  const answers: Answers = {};
  if (typeof r.answers === 'object' && r.answers !== null)
    for (const [k, v] of Object.entries(r.answers))
      if (knownItems.has(k) && (v === null || Number.isInteger(v))) answers[k] = v as number | null;
  return { v: 1, phase: r.phase, self, answers };
}

const store = createSessionStore<Saved>('orientation-test', parseSaved);
const blockSizes = new Map([...blocksOf(orientationItems)].map(([l, items]) => [l, items.length]));

/**
 * The orientation test (spec §1, issue 11): self-assessment, then the level blocks until the first
 * one failed, then the result. Every step is kept in sessionStorage, so a reload resumes it.
 */
export function OrientationTest({ prices }: { prices: Partial<Record<CourseSlug, ReactNode>> }) {
  const saved = useSyncExternalStore(store.subscribe, store.read, store.serverSnapshot);
  const headingRef = useRef<HTMLElement | null>(null);
  const moved = useRef(false);

  // After a step the visitor took (not on load), focus the new step's heading so keyboard and
  // screen-reader users carry on from the top of it.
  const step = saved
    ? saved.phase === 'self'
      ? 'self'
      : (() => {
          const p = orientationProgress(orientationItems, saved.answers, blockPassMark);
          return p.status === 'done' ? 'result' : p.item.id;
        })()
    : 'intro';
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [step]);

  const go = (next: Saved | null) => {
    moved.current = true;
    store.write(next);
  };

  if (!saved) {
    return (
      <section
        aria-labelledby="ot-start"
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h2
          id="ot-start"
          ref={(el) => {
            headingRef.current = el;
          }}
          tabIndex={-1}
          className="scroll-mt-40 font-display text-2xl font-bold text-ink outline-none"
        >
          How it works
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 leading-relaxed">
          {intro.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <Indicative />
        <button
          type="button"
          onClick={() => go({ v: 1, phase: 'self', self: [], answers: {} })}
          className={buttonClass('primary', 'mt-6 px-8 py-3')}
        >
          {intro.start}
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
      </section>
    );
  }

  if (saved.phase === 'self')
    return (
      <SelfAssessment
        initial={saved.self}
        headingRef={headingRef}
        onDone={(self) => go({ ...saved, phase: 'test', self })}
      />
    );

  const progress = orientationProgress(orientationItems, saved.answers, blockPassMark);
  if (progress.status === 'done')
    return (
      <Result
        result={progress.result}
        saved={saved}
        prices={prices}
        headingRef={headingRef}
        onRestart={() => go(null)}
      />
    );

  const { item, level, index, blocks } = progress;
  const total = blockSizes.get(level) ?? 0;
  const lastBlock = blocks.at(-1);
  return (
    <section
      aria-labelledby="ot-question-heading"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="ot-question-heading" className="font-display text-xl font-bold text-brand">
          Level {level} block: question {index + 1} of {total}
        </h2>
        <RestartButton onRestart={() => go(null)} />
      </div>
      <progress
        max={1}
        value={progressFraction(orientationItems, saved.answers)}
        aria-label="Progress through the test"
        className="mt-3 h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand"
      />
      {index === 0 && lastBlock ? (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          Well done: you passed the {lastBlock.level} block ({lastBlock.correct} of{' '}
          {lastBlock.total}). Now the {level} block.
        </p>
      ) : null}
      <Question
        key={item.id}
        item={item}
        legendPrefix={`Level ${level} block, question ${index + 1} of ${total}.`}
        headingRef={headingRef}
        onAnswer={(choice) => go({ ...saved, answers: { ...saved.answers, [item.id]: choice } })}
      />
    </section>
  );
}

function Question({
  item,
  legendPrefix,
  headingRef,
  onAnswer,
}: {
  item: (typeof orientationItems)[number];
  legendPrefix: string;
  headingRef: React.RefObject<HTMLElement | null>;
  onAnswer: (choice: number | null) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="mt-6"
      aria-label="Question"
      onSubmit={(e) => {
        e.preventDefault();
        if (choice === null) return setMissing(true);
        onAnswer(choice);
      }}
    >
      <div
        ref={(el) => {
          headingRef.current = el?.querySelector('legend') ?? null;
        }}
      >
        <ChoiceQuestion
          item={item}
          name={`${id}-choice`}
          value={choice}
          legendPrefix={legendPrefix}
          onChange={(i) => {
            setChoice(i);
            setMissing(false);
          }}
        />
      </div>
      <p role="alert" className="mt-3 min-h-5 text-sm text-red-700">
        {missing ? 'Choose an answer, or press “I don’t know”.' : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="submit" className={buttonClass('primary', 'px-8 py-3')}>
          Next
          <ArrowRight aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => onAnswer(null)}
          className={buttonClass('outline', 'px-6 py-3')}
        >
          I don’t know
        </button>
      </div>
    </form>
  );
}

function SelfAssessment({
  initial,
  headingRef,
  onDone,
}: {
  initial: string[];
  headingRef: React.RefObject<HTMLElement | null>;
  onDone: (ticked: string[]) => void;
}) {
  const [ticked, setTicked] = useState(() => new Set(initial));
  return (
    <form
      aria-labelledby="ot-self"
      onSubmit={(e) => {
        e.preventDefault();
        onDone(selfAssessment.filter((s) => ticked.has(s.id)).map((s) => s.id));
      }}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <fieldset>
        <legend
          id="ot-self"
          ref={(el) => {
            headingRef.current = el;
          }}
          tabIndex={-1}
          className="scroll-mt-40 font-display text-2xl font-bold text-ink outline-none"
        >
          Step 1: what can you already do in French?
        </legend>
        <p className="mt-2 text-muted">
          Tick every statement that is true for you. Leave them all empty if you are starting from
          zero.
        </p>
        <div className="mt-4 grid gap-2">
          {selfAssessment.map((s) => (
            <label
              key={s.id}
              className="flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border-2 border-slate-300 bg-white px-4 py-3 hover:border-brand has-[:checked]:border-brand has-[:checked]:bg-brand-light"
            >
              <input
                type="checkbox"
                checked={ticked.has(s.id)}
                onChange={(e) => {
                  const next = new Set(ticked);
                  if (e.target.checked) next.add(s.id);
                  else next.delete(s.id);
                  setTicked(next);
                }}
                className="mt-1 size-5 shrink-0 accent-brand"
              />
              <span>{s.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'mt-6 px-8 py-3')}>
        Step 2: the questions
        <ArrowRight aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}

function Result({
  result,
  saved,
  prices,
  headingRef,
  onRestart,
}: {
  result: OrientationResult;
  saved: Saved;
  prices: Partial<Record<CourseSlug, ReactNode>>;
  headingRef: React.RefObject<HTMLElement | null>;
  onRestart: () => void;
}) {
  const band = bandDescriptions[result.band];
  const course = suggestedCourse(result.course);
  const self = selfAssessedLevel(selfAssessment, saved.self);
  return (
    <section aria-labelledby="ot-result" className="grid gap-6">
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-sm font-semibold tracking-wide text-muted uppercase">
            {resultText.heading}
          </p>
          <RestartButton onRestart={onRestart} />
        </div>
        <h2
          id="ot-result"
          ref={(el) => {
            headingRef.current = el;
          }}
          tabIndex={-1}
          className="mt-1 scroll-mt-40 font-display text-3xl font-bold text-brand outline-none sm:text-4xl"
        >
          {band.title}
        </h2>
        <Indicative />
        <h3 className="mt-6 font-semibold text-ink">{resultText.blocksHeading}</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {result.blocks.map((b) => (
            <li
              key={b.level}
              className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ${
                b.passed
                  ? 'bg-emerald-50 text-emerald-900 ring-emerald-300'
                  : 'bg-amber-50 text-amber-900 ring-amber-300'
              }`}
            >
              {b.level}: {b.correct} of {b.total} {b.passed ? 'passed' : '(stopped here)'}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">
          {self
            ? resultText.selfRated(self)
            : saved.self.length
              ? resultText.selfRatedPartial
              : resultText.selfRatedNone}{' '}
          A block is passed with {blockPassMark} correct answers.
        </p>
        <h3 className="mt-6 font-semibold text-ink">{resultText.canDoHeading}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-6 leading-relaxed">
          {band.canDo.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-3xl bg-cream p-6 ring-1 ring-ink/10 sm:p-8">
        <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">
          {resultText.courseHeading}
        </h3>
        <p className="mt-1 font-display text-2xl font-bold text-ink">{course.title}</p>
        <p className="mt-2 leading-relaxed">{band.next}</p>
        <div className="mt-3">{prices[course.slug]}</div>
        <RouteLink href={course.href} className={buttonClass('primary', 'mt-4 px-8 py-3')}>
          {resultText.courseLink}
          <span className="sr-only">: {course.title}</span>
          <ArrowRight aria-hidden="true" className="size-5" />
        </RouteLink>
      </div>
      <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h3 className="font-display text-2xl font-bold text-ink">{resultText.confirmHeading}</h3>
        <p className="mt-2 mb-5 leading-relaxed text-muted">{resultText.confirmIntro}</p>
        <PlacementResultForm answers={saved.answers} selfAssessment={saved.self} />
      </div>
    </section>
  );
}

function Indicative() {
  return (
    <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm leading-relaxed text-amber-950 ring-1 ring-amber-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{intro.indicative}</span>
    </p>
  );
}

function RestartButton({ onRestart }: { onRestart: () => void }) {
  return (
    <button
      type="button"
      onClick={() => {
        if (window.confirm('Start the test again? Your answers so far will be cleared.'))
          onRestart();
      }}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand underline-offset-4 hover:underline"
    >
      <RotateCcw aria-hidden="true" className="size-4" />
      {intro.restart}
    </button>
  );
}
