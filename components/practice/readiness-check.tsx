'use client';

import { buttonClass } from '@/components/ui/button';
import { useId, useRef, useState } from 'react';
import {
  readinessExams,
  readinessPage as t,
  type ExamLevel,
  type ReadinessExamId,
} from '@/content/practice/readiness';
import { closestLevel, readinessExam } from '@/lib/practice/readiness';
import { Check, type Prices } from './readiness-run';
import { useFrenchVoice } from './use-french-voice';

/**
 * The readiness check (/TestExamReadyPage): pick an exam and a level, answer two questions per
 * skill, then see the score by section, the weakest one and what to take next.
 */
export function ReadinessCheck({ prices }: { prices: Prices }) {
  const [examId, setExamId] = useState<ReadinessExamId>('delf');
  const [level, setLevel] = useState<ExamLevel>('B1');
  const [run, setRun] = useState(0);
  const exam = readinessExam(examId);
  const voice = useFrenchVoice();
  const pickerRef = useRef<HTMLDivElement>(null);
  const id = useId();

  return (
    <div className="grid gap-8">
      <div
        ref={pickerRef}
        tabIndex={-1}
        className="grid scroll-mt-40 gap-5 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 outline-none sm:p-8"
      >
        <div role="group" aria-labelledby={`${id}-exam`}>
          <p id={`${id}-exam`} className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t.examLabel}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {readinessExams.map((e) => (
              <button
                key={e.id}
                type="button"
                aria-pressed={e.id === examId}
                onClick={() => {
                  setExamId(e.id);
                  setLevel((l) => closestLevel(e.levels, l));
                  setRun((r) => r + 1);
                }}
                className={buttonClass(
                  e.id === examId ? 'primary' : 'outline',
                  'px-4 py-2 sm:px-6',
                )}
              >
                {e.name}
              </button>
            ))}
          </div>
        </div>
        <div role="group" aria-labelledby={`${id}-level`}>
          <p
            id={`${id}-level`}
            className="text-sm font-semibold tracking-wide text-muted uppercase"
          >
            {t.levelLabel}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {exam.levels.map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={l === level}
                aria-label={`${exam.name} ${l}`}
                onClick={() => {
                  setLevel(l);
                  setRun((r) => r + 1);
                }}
                className={buttonClass(l === level ? 'primary' : 'outline', 'px-4 py-2 sm:px-6')}
              >
                {l}
              </button>
            ))}
          </div>
        </div>
      </div>
      <Check
        key={`${examId}-${level}-${run}`}
        exam={exam}
        level={level}
        voice={voice}
        prices={prices}
        onRestart={() => setRun((r) => r + 1)}
        onChange={() => {
          pickerRef.current?.scrollIntoView({ block: 'start' });
          pickerRef.current?.focus({ preventScroll: true });
        }}
      />
    </div>
  );
}
