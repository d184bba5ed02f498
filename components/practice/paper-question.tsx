'use client';

import type { ComponentProps } from 'react';
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
