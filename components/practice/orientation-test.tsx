'use client';

import { buttonClass } from '@/components/ui/button';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { CourseSlug } from '@/content/course-catalogue';
import {
  blockPassMark,
  orientationIntro as intro,
  orientationItems,
} from '@/content/practice/orientation-test';
import { blocksOf, orientationProgress, progressFraction } from '@/lib/practice/orientation';
import { Result } from './orientation-result';
import { Indicative, Question, RestartButton, SelfAssessment } from './orientation-steps';
import { store, type Saved } from './orientation-store';
import { StepHeading } from './step-heading';
import { panelClass } from './panel';

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
      <section aria-labelledby="ot-start" className={panelClass}>
        <StepHeading id="ot-start" headingRef={headingRef}>
          How it works
        </StepHeading>
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
    <section aria-labelledby="ot-question-heading" className={panelClass}>
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
