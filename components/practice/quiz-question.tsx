'use client';

/**
 * One question of the level quizzes: its body (a choice, a gap to fill or pairs to match), whether
 * it is answered, and the feedback once it is checked.
 */
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import type { QuizQuestion } from '@/content/practice/quizzes';
import { matchChoices, type QuizResponse, type Verdict } from '@/lib/practice/quiz';
import { ChoiceQuestion } from './choice-question';

export function isAnswered(q: QuizQuestion, v: QuizResponse | undefined): boolean {
  if (v === undefined) return false;
  if (q.type === 'gap') return typeof v === 'string' && v.trim() !== '';
  if (q.type === 'match')
    return Array.isArray(v) && v.length === q.pairs.length && v.every(Boolean);
  return typeof v === 'number';
}

function answerText(q: QuizQuestion): string {
  if (q.type === 'choice') return q.options[q.answer]!;
  if (q.type === 'gap') return q.answer;
  return q.pairs.map((p) => `${p.left} = ${p.right}`).join('; ');
}

export function Feedback({ q, verdict }: { q: QuizQuestion; verdict: Verdict }) {
  const right = verdict === 'right';
  return (
    <div
      className={`flex gap-3 rounded-xl p-4 ring-1 ${
        right
          ? 'bg-emerald-50 text-emerald-950 ring-emerald-300'
          : 'bg-red-50 text-red-950 ring-red-300'
      }`}
    >
      {right ? (
        <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
      ) : (
        <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      )}
      <p>
        <strong>
          {right ? 'Right!' : verdict === 'accents' ? 'Almost: check the accents.' : 'Not quite.'}
        </strong>{' '}
        {right ? null : (
          <>
            The answer is <span lang="fr">{answerText(q)}</span>.{' '}
          </>
        )}
        {q.explanation}
      </p>
    </div>
  );
}

export function QuestionBody({
  q,
  value,
  checked,
  onChange,
}: {
  q: QuizQuestion;
  value: QuizResponse | undefined;
  checked: boolean;
  onChange: (v: QuizResponse) => void;
}) {
  const id = useId();
  if (q.type === 'choice')
    return (
      <ChoiceQuestion
        item={q}
        name={`${id}-choice`}
        value={typeof value === 'number' ? value : null}
        onChange={onChange}
        reveal={checked}
      />
    );
  if (q.type === 'gap')
    return (
      <div>
        <p className="text-sm font-semibold text-muted" id={`${id}-instruction`}>
          {q.instruction}
        </p>
        <p lang="fr" className="mt-3 text-lg font-semibold text-ink sm:text-xl" id={`${id}-prompt`}>
          {q.prompt}
        </p>
        <label htmlFor={`${id}-gap`} className="mt-4 block text-sm font-semibold">
          The missing word
        </label>
        <input
          id={`${id}-gap`}
          lang="fr"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={`${id}-instruction ${id}-prompt`}
          readOnly={checked}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
          className="mt-1 block min-h-11 w-full max-w-xs rounded-lg border border-slate-300 bg-white px-3 py-2 text-lg"
        />
        <p className="mt-2 text-sm text-muted">
          Accents: é è ê à ç ù â î ô û ë ï. Copy them from here if your keyboard has none.
        </p>
      </div>
    );
  const choices = matchChoices(q);
  const picked = Array.isArray(value) ? value : q.pairs.map(() => null);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-muted">{q.instruction}</legend>
      <ul className="mt-4 grid gap-3">
        {q.pairs.map((pair, i) => {
          const mine = picked[i] ?? '';
          const ok = checked && mine === pair.right;
          return (
            <li key={pair.left} className="grid items-center gap-2 sm:grid-cols-[12rem_1fr]">
              <label htmlFor={`${id}-m${i}`} lang="fr" className="font-semibold">
                {pair.left}
              </label>
              <div className="flex items-center gap-2">
                <select
                  id={`${id}-m${i}`}
                  value={mine}
                  disabled={checked}
                  onChange={(e) => {
                    const next = [...picked];
                    next[i] = e.target.value || null;
                    onChange(next);
                  }}
                  className={`min-h-11 w-full max-w-sm rounded-lg border-2 bg-white px-3 ${
                    checked ? (ok ? 'border-emerald-600' : 'border-red-600') : 'border-slate-300'
                  }`}
                >
                  <option value="">Choose…</option>
                  {choices.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </select>
                {checked ? (
                  ok ? (
                    <Check aria-label="correct" className="size-5 shrink-0 text-emerald-700" />
                  ) : (
                    <X aria-label="not correct" className="size-5 shrink-0 text-red-700" />
                  )
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
