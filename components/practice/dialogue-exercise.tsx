'use client';

import { buttonClass } from '@/components/ui/button';
import { Check, RotateCcw, Volume2, X } from 'lucide-react';
import { useState } from 'react';
import { dialogue, lessonPage } from '@/content/practice/lesson';
import { checkDialogue, isGap, lineText, type DialogueAnswers } from '@/lib/practice/lesson';
import { useFrenchVoice } from './use-french-voice';
import { ExerciseStatus } from './exercise-status';

const gapCount = dialogue.filter(isGap).length;

/**
 * The dialogue to complete: each gap is a native select (keyboard and touch alike). Checking marks
 * each gap and explains the right answer; the completed dialogue can then be heard.
 */
export function DialogueExercise() {
  const voice = useFrenchVoice();
  const [answers, setAnswers] = useState<DialogueAnswers>({});
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const result = checkDialogue(dialogue, answers);
  let gap = 0;

  return (
    <form
      aria-label="Dialogue"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (checked) {
          // Try again: keep the right answers (all clear once everything was right).
          setAnswers(
            result.correct === result.total
              ? {}
              : Object.fromEntries(Object.entries(answers).filter(([k]) => result.right[k])),
          );
          setChecked(false);
          return;
        }
        if (!result.complete) return setTried(true);
        setChecked(true);
      }}
      className="grid gap-4"
    >
      <ol className="grid gap-3">
        {dialogue.map((line) => {
          const asha = line.speaker === 'Asha';
          const bubble = `max-w-[92%] rounded-2xl px-4 py-3 sm:max-w-[80%] ${
            asha ? 'justify-self-start bg-cream' : 'justify-self-end bg-brand-light'
          }`;
          if (!isGap(line))
            return (
              <li key={line.id} className={bubble}>
                <span className="block text-xs font-semibold text-muted">{line.speaker}</span>
                <span lang="fr">{line.before}</span>
              </li>
            );
          gap++;
          const value = answers[line.id];
          const verdict = checked ? result.right[line.id]! : null;
          return (
            <li key={line.id} className={bubble}>
              <span className="block text-xs font-semibold text-muted">{line.speaker}</span>
              <span lang="fr" className="leading-loose">
                {line.before ? `${line.before} ` : null}
                <select
                  aria-label={`Gap ${gap} of ${gapCount}, ${line.speaker}’s line`}
                  value={value ?? ''}
                  disabled={checked}
                  onChange={(e) => {
                    setTried(false);
                    setAnswers((a) => ({
                      ...a,
                      [line.id]: e.target.value === '' ? undefined : Number(e.target.value),
                    }));
                  }}
                  className={`mx-0.5 min-h-11 rounded-lg border-2 bg-white px-2 font-semibold ${
                    verdict === true
                      ? 'border-emerald-600'
                      : verdict === false
                        ? 'border-red-600'
                        : 'border-slate-400'
                  }`}
                >
                  <option value="">Choose…</option>
                  {line.options.map((o, i) => (
                    <option key={o} value={i}>
                      {o}
                    </option>
                  ))}
                </select>
                {line.after && !/^[,.]/.test(line.after) ? ' ' : null}
                {line.after}
              </span>
              {verdict !== null ? (
                <span
                  className={`mt-2 flex gap-2 text-sm ${verdict ? 'text-emerald-800' : 'text-red-800'}`}
                >
                  {verdict ? (
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  ) : (
                    <X aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  )}
                  <span>
                    {verdict ? (
                      'Right. '
                    ) : (
                      <>
                        Not quite: <span lang="fr">{line.options[line.answer]}</span>.{' '}
                      </>
                    )}
                    {line.explanation}
                  </span>
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ExerciseStatus
        status={
          checked
            ? result.correct === result.total
              ? `All ${result.total} gaps are right. Well done!`
              : `${result.correct} of ${result.total} gaps are right.`
            : null
        }
        missing={
          tried && !result.complete
            ? `Fill every gap first: ${result.total - Object.values(answers).filter((v) => v !== undefined).length} left.`
            : null
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass(checked ? 'outline' : 'primary', 'px-8 py-2')}>
          {checked ? <RotateCcw aria-hidden="true" className="size-4" /> : null}
          {checked
            ? result.correct === result.total
              ? 'Start again'
              : 'Try the others again'
            : 'Check the dialogue'}
        </button>
        {checked ? (
          <button
            type="button"
            disabled={voice.status !== 'ready'}
            onClick={() => voice.speak(dialogue.map((l) => lineText(l)).join(' '))}
            className={buttonClass('outline', 'px-6 py-2 disabled:opacity-60')}
          >
            <Volume2 aria-hidden="true" className="size-5" />
            Listen to the dialogue
          </button>
        ) : null}
      </div>
      {checked && voice.status === 'none' ? (
        <p className="text-sm text-muted">{lessonPage.noVoiceDialogue}</p>
      ) : null}
    </form>
  );
}
