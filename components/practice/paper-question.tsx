'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import type { ChoiceItem } from '@/content/practice/types';
import { ChoiceQuestion } from './choice-question';
import { Recording } from './recording';

/**
 * One question of a paper (practice paper, readiness check): its recording first when it has one
 * (a listening item), then the choice question, in a ringed card.
 */
export function PaperQuestion({
  item,
  number,
  voice,
  className,
  ...question
}: Omit<ComponentProps<typeof ChoiceQuestion>, 'item'> & {
  item: ComponentProps<typeof ChoiceQuestion>['item'] & { audio?: string };
  /** Its number on the paper: names its recording. */
  number: number;
  voice: ComponentProps<typeof Recording>['voice'];
  className: string;
}) {
  return (
    <div className={className}>
      {item.audio ? <Recording text={item.audio} number={number} voice={voice} /> : null}
      <ChoiceQuestion item={item} {...question} />
    </div>
  );
}

/**
 * A paper's answers (option index by item id) and `answerProps(itemId)`, the radio group's name,
 * value and onChange that bind a PaperQuestion to its answer.
 */
export function usePaperAnswers(id: string) {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const answerProps = (itemId: string) => ({
    name: `${id}-${itemId}`,
    value: answers[itemId] ?? null,
    onChange: (option: number) => setAnswers((a) => ({ ...a, [itemId]: option })),
  });
  return { answers, answerProps };
}

/**
 * A marked paper's answers, one card an item: the prompt, the verdict (`verdict` words it; green
 * when right, red when not) and the explanation.
 */
export function AnswerReview({
  items,
  answers,
  verdict,
}: {
  items: readonly Pick<ChoiceItem, 'id' | 'prompt' | 'options' | 'answer' | 'explanation'>[];
  answers: Record<string, number>;
  verdict: (
    item: Pick<ChoiceItem, 'options' | 'answer'>,
    given: number | undefined,
    right: boolean,
  ) => ReactNode;
}) {
  return (
    <ol className="mt-3 grid gap-3">
      {items.map((item, n) => {
        const given = answers[item.id];
        const right = given === item.answer;
        return (
          <li key={item.id} className="rounded-xl p-4 ring-1 ring-slate-200">
            <p className="font-semibold" lang="fr">
              {n + 1}. {item.prompt}
            </p>
            <p className={`mt-1 text-sm ${right ? 'text-emerald-800' : 'text-red-800'}`}>
              {verdict(item, given, right)}
            </p>
            <p className="mt-1 text-sm text-muted">{item.explanation}</p>
          </li>
        );
      })}
    </ol>
  );
}
