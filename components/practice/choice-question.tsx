'use client';

import { Check, X } from 'lucide-react';
import type { ChoiceItem } from '@/content/practice/types';

/**
 * One multiple-choice item as a native radio group (arrow keys move, Space picks), with the
 * passage to read above it. With `reveal`, the options show which was right and the explanation.
 */
export function ChoiceQuestion({
  item,
  name,
  value,
  onChange,
  reveal = false,
  headingId,
  legendPrefix,
}: {
  item: Pick<ChoiceItem, 'instruction' | 'passage' | 'prompt' | 'options' | 'answer'>;
  /** The radio group's name; unique on the page. */
  name: string;
  value: number | null;
  onChange: (option: number) => void;
  reveal?: boolean;
  headingId?: string;
  /** Read before the instruction, e.g. "Question 3 of 8." */
  legendPrefix?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend id={headingId} tabIndex={-1} className="w-full scroll-mt-40 outline-none">
        {legendPrefix ? <span className="sr-only">{legendPrefix} </span> : null}
        <span className="block text-sm font-semibold text-muted">{item.instruction}</span>
        {item.passage ? (
          <span
            lang="fr"
            className="mt-3 block rounded-xl bg-cream p-4 leading-relaxed text-ink ring-1 ring-ink/10"
          >
            {item.passage}
          </span>
        ) : null}
        <span lang="fr" className="mt-3 block text-lg font-semibold text-ink sm:text-xl">
          {item.prompt}
        </span>
      </legend>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {item.options.map((option, i) => {
          const chosen = value === i;
          const right = reveal && i === item.answer;
          const wrong = reveal && chosen && i !== item.answer;
          return (
            <label
              key={option}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-4 py-2 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
                right
                  ? 'border-emerald-600 bg-emerald-50'
                  : wrong
                    ? 'border-red-600 bg-red-50'
                    : chosen
                      ? 'border-brand bg-brand-light'
                      : 'border-slate-300 bg-white hover:border-brand'
              } ${reveal ? 'cursor-default' : ''}`}
            >
              <input
                type="radio"
                name={name}
                value={i}
                checked={chosen}
                disabled={reveal && !chosen}
                onChange={() => onChange(i)}
                className="size-4 shrink-0 accent-brand focus-visible:outline-none"
              />
              <span lang="fr" className="flex-1">
                {option}
              </span>
              {right ? (
                <>
                  <Check aria-hidden="true" className="size-5 text-emerald-700" />
                  <span className="sr-only">(correct answer)</span>
                </>
              ) : wrong ? (
                <>
                  <X aria-hidden="true" className="size-5 text-red-700" />
                  <span className="sr-only">(your answer, not correct)</span>
                </>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
