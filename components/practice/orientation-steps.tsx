'use client';

/**
 * The orientation test's steps the visitor answers (the self-assessment, one question) and what
 * every screen of it shares (the indicative note, the restart button).
 */
import { buttonClass } from '@/components/ui/button';
import { ArrowRight, Info, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  orientationIntro as intro,
  orientationItems,
  selfAssessment,
} from '@/content/practice/orientation-test';
import { ChoiceQuestion } from './choice-question';
import { StepHeading } from './step-heading';
import { panelClass } from './panel';

export function Question({
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

export function SelfAssessment({
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
      className={panelClass}
    >
      <fieldset>
        <StepHeading as="legend" id="ot-self" headingRef={headingRef}>
          Step 1: what can you already do in French?
        </StepHeading>
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

export function Indicative() {
  return (
    <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm leading-relaxed text-amber-950 ring-1 ring-amber-200">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{intro.indicative}</span>
    </p>
  );
}

export function RestartButton({ onRestart }: { onRestart: () => void }) {
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
