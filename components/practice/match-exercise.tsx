'use client';

import { buttonClass } from '@/components/ui/button';
import { Check, RotateCcw, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { matchPairs } from '@/content/practice/lesson';
import {
  checkMatching,
  englishColumn,
  keepRight,
  pairUp,
  type Matching,
} from '@/lib/practice/lesson';
import { ExerciseStatus } from './exercise-status';

type Side = 'fr' | 'en';
const english = englishColumn(matchPairs);
const frOf = (id: string) => matchPairs.find((p) => p.id === id)!.fr;
const enOf = (id: string) => matchPairs.find((p) => p.id === id)!.en;

/**
 * The matching exercise: choose an item in one column, then its partner in the other (tap, click,
 * Enter or Space). Choosing a paired item again re-pairs it. Then check: right pairs stay, a second
 * try starts from them.
 */
export function MatchExercise() {
  const id = useId();
  const [matching, setMatching] = useState<Matching>({});
  const [selected, setSelected] = useState<{ side: Side; id: string } | null>(null);
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const [said, setSaid] = useState('');
  const result = checkMatching(matchPairs, matching);
  /** English pair id → the French pair id it sits next to. */
  const partnerOfEn = Object.fromEntries(
    Object.entries(matching).flatMap(([fr, en]) => (en ? [[en, fr]] : [])),
  ) as Record<string, string>;

  const choose = (side: Side, itemId: string) => {
    if (checked) return;
    setTried(false);
    if (selected && selected.side !== side) {
      const fr = side === 'fr' ? itemId : selected.id;
      const en = side === 'en' ? itemId : selected.id;
      setMatching((m) => pairUp(m, fr, en));
      setSelected(null);
      setSaid(`${frOf(fr)} paired with ${enOf(en)}`);
      return;
    }
    if (selected?.side === side && selected.id === itemId) {
      setSelected(null);
      setSaid('');
      return;
    }
    setSelected({ side, id: itemId });
    setSaid(
      side === 'fr'
        ? `${frOf(itemId)} chosen: now choose its meaning.`
        : `${enOf(itemId)} chosen: now choose the French phrase.`,
    );
  };

  const itemClass = (isSelected: boolean, verdict: boolean | null, paired: boolean) =>
    `flex min-h-14 w-full items-center gap-2 rounded-xl border-2 px-3 py-2 text-left transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand ${
      verdict === true
        ? 'border-emerald-600 bg-emerald-50'
        : verdict === false
          ? 'border-red-600 bg-red-50'
          : isSelected
            ? 'border-brand bg-brand-light'
            : paired
              ? 'border-slate-400 bg-cream'
              : 'border-slate-300 bg-white hover:border-brand'
    }`;

  const mark = (verdict: boolean | null) =>
    verdict === true ? (
      <>
        <Check aria-hidden="true" className="ml-auto size-5 shrink-0 text-emerald-700" />
        <span className="sr-only">(right)</span>
      </>
    ) : verdict === false ? (
      <>
        <X aria-hidden="true" className="ml-auto size-5 shrink-0 text-red-700" />
        <span className="sr-only">(not right)</span>
      </>
    ) : null;

  /** One column of choices; each shows its partner once paired, and its verdict once checked. */
  const column = (
    side: Side,
    heading: string,
    items: { id: string; text: ReactNode; partner: ReactNode; verdict: boolean | null }[],
  ) => (
    <div>
      <h3
        id={`${id}-${side}`}
        className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase"
      >
        {heading}
      </h3>
      <ul aria-labelledby={`${id}-${side}`} className="grid gap-2">
        {items.map((item) => {
          const isSelected = selected?.side === side && selected.id === item.id;
          return (
            <li key={item.id}>
              <button
                type="button"
                aria-pressed={isSelected}
                disabled={checked}
                onClick={() => choose(side, item.id)}
                className={itemClass(isSelected, item.verdict, item.partner !== null)}
              >
                <span className="grid">
                  <span className="font-semibold text-ink">{item.text}</span>
                  {item.partner !== null ? (
                    <span className="text-sm text-muted">
                      <span className="sr-only">paired with</span> = {item.partner}
                    </span>
                  ) : null}
                </span>
                {mark(item.verdict)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );

  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-6">
        {column(
          'fr',
          'French',
          matchPairs.map((p) => {
            const partner = matching[p.id];
            return {
              id: p.id,
              text: <span lang="fr">{p.fr}</span>,
              partner: partner ? enOf(partner) : null,
              verdict: checked ? (result.right[p.id] ?? false) : null,
            };
          }),
        )}
        {column(
          'en',
          'English',
          english.map((p) => {
            const partner = partnerOfEn[p.id];
            return {
              id: p.id,
              text: p.en,
              partner: partner ? <span lang="fr">{frOf(partner)}</span> : null,
              verdict: checked && partner ? (result.right[partner] ?? false) : null,
            };
          }),
        )}
      </div>
      <ExerciseStatus
        statusClassName="text-sm text-muted"
        status={
          checked
            ? result.correct === result.total
              ? `All ${result.total} pairs are right. Well done!`
              : `${result.correct} of ${result.total} pairs are right. The right pairs stay when you try again.`
            : said
        }
        missing={
          tried && !result.complete
            ? `Give every French phrase a partner first: ${result.total - Object.keys(matching).length} left.`
            : null
        }
      />
      <div className="flex flex-wrap gap-3">
        {checked ? (
          <button
            type="button"
            onClick={() => {
              setMatching(result.correct === result.total ? {} : keepRight(matchPairs, matching));
              setChecked(false);
              setSaid('');
            }}
            className={buttonClass('outline', 'px-6 py-2')}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {result.correct === result.total ? 'Start again' : 'Try the others again'}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => {
              setSelected(null);
              if (!result.complete) return setTried(true);
              setChecked(true);
            }}
            className={buttonClass('primary', 'px-8 py-2')}
          >
            Check the pairs
          </button>
        )}
      </div>
    </div>
  );
}
