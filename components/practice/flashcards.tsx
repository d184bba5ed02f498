'use client';

import { buttonClass } from '@/components/ui/button';
import { CarouselButton } from '@/components/ui/carousel-button';
import { ChevronLeft, ChevronRight, Eye, EyeOff, Volume2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { flashcards, lessonPage } from '@/content/practice/lesson';
import { useFrenchVoice } from './use-french-voice';

/** Horizontal travel, in CSS pixels, that counts as a swipe to the next or previous card. */
const SWIPE_PX = 48;

/**
 * The lesson's flashcards, one at a time: the French phrase and a rough respelling, 'Listen' (the
 * browser's French voice), the meaning on demand. Previous and next by button, arrow key or swipe.
 */
export function Flashcards() {
  const id = useId();
  const voice = useFrenchVoice();
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const card = flashcards[index]!;
  const last = flashcards.length - 1;

  const go = (step: number) => {
    const next = Math.min(last, Math.max(0, index + step));
    if (next === index) return;
    setIndex(next);
    setShown(false);
  };

  return (
    <div
      className="grid gap-4"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(1);
        else if (e.key === 'ArrowLeft') go(-1);
        else return;
        e.preventDefault();
      }}
    >
      <div
        className="relative touch-pan-y select-none"
        onPointerDown={(e) => {
          start.current = { x: e.clientX, y: e.clientY };
        }}
        onPointerUp={(e) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const dx = e.clientX - from.x;
          if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y))
            go(dx < 0 ? 1 : -1);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div
          aria-live="polite"
          className="grid min-h-64 content-center justify-items-center rounded-3xl bg-cream px-16 py-8 text-center ring-1 ring-ink/10 sm:px-20 sm:py-10"
        >
          <p className="text-sm font-semibold text-muted">
            Card {index + 1} of {flashcards.length}
          </p>
          <p lang="fr" className="mt-3 font-display text-3xl font-bold text-ink sm:text-4xl">
            {card.fr}
          </p>
          <p className="mt-3 text-muted">
            Sounds like: <span className="font-semibold text-ink">{card.soundsLike}</span>
          </p>
          <div id={`${id}-meaning`} hidden={!shown} className="mt-5 max-w-md">
            <p className="text-xl font-semibold text-brand">{card.en}</p>
            <p className="mt-2 leading-relaxed text-muted">{card.note}</p>
          </div>
        </div>
        <div className="absolute inset-y-0 left-2 flex items-center sm:left-4">
          <CarouselButton label="Previous card" enabled={index > 0} onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </CarouselButton>
        </div>
        <div className="absolute inset-y-0 right-2 flex items-center sm:right-4">
          <CarouselButton label="Next card" enabled={index < last} onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </CarouselButton>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={voice.status !== 'ready'}
          onClick={() => voice.speak(card.say ?? card.fr)}
          className={buttonClass('primary', 'px-4 py-2 disabled:opacity-60 sm:px-6')}
        >
          <Volume2 aria-hidden="true" className="size-5" />
          Listen
          <span lang="fr" className="sr-only">
            : {card.fr}
          </span>
        </button>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={`${id}-meaning`}
          onClick={() => setShown((s) => !s)}
          className={buttonClass('outline', 'px-4 py-2 sm:px-6')}
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          {shown ? 'Hide meaning' : 'Show meaning'}
        </button>
      </div>
      {/* Below the controls: it appears only after the voices had time to load, and here it moves
          nothing the visitor is looking at. */}
      {voice.status === 'none' ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
          {lessonPage.noVoice}
        </p>
      ) : null}
    </div>
  );
}
