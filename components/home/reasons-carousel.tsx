'use client';

import { CarouselButton } from '@/components/ui/carousel-button';
import { LandingSection } from '@/components/ui/landing-section';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { reasonsSection } from '@/content/home';
import { reasons } from '@/content/reasons';
import type { ReasonCard } from '@/content/types';
import {
  createLoopCarousel,
  LOOP_CLONES,
  mod,
  revealLoopPosition,
  swipeDirection,
  TRANSITION_MS,
  withLoopClones,
} from '@/lib/carousel';
import { parseBoldMarkup } from '@/lib/bold-markup';

const slides = withLoopClones(reasons, LOOP_CLONES);
const total = reasons.length;

/** Without JavaScript the cards become a plain scrollable row: no clones, no dead buttons. */
const noScriptCss =
  '#reasons [data-carousel-controls],#reasons [data-clone]{display:none}#reasons [data-carousel-viewport]{overflow-x:auto!important}#reasons [data-carousel-viewport]>div{transform:none!important}';

/**
 * Slides fully in view, from the same breakpoints as the CSS slide widths below (spec §9: 25 % at
 * ≥1400 px, 33.33 % at ≥1024, 50 % at ≥768, 90 % below). Only used to decide whether a focused card
 * must be brought into view; the layout itself is pure CSS, so nothing shifts on hydration.
 */
const viewQueries = [
  ['(min-width: 1400px)', 4],
  ['(min-width: 1024px)', 3],
  ['(min-width: 768px)', 2],
] as const;

function subscribeToViewport(onChange: () => void) {
  const lists = viewQueries.map(([query]) => window.matchMedia(query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

function fullyVisibleSlides() {
  return viewQueries.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1;
}

function useFullyVisibleSlides() {
  return useSyncExternalStore(subscribeToViewport, fullyVisibleSlides, () => 1);
}

/**
 * 'Why Learn French?' (#reasons): an infinite carousel of the eight reason cards with three clones
 * at each end (spec §4). Every card's text is in the server HTML; clones are aria-hidden and inert.
 * `icons` are the cards' icons in the order of content/reasons, drawn on the server
 * (card-icons.tsx), so this script carries no icon paths.
 */
export function ReasonsSection({ icons }: { icons: ReactNode[] }) {
  const [store] = useState(() => createLoopCarousel({ total, duration: TRANSITION_MS }));
  useEffect(() => () => store.dispose(), [store]);
  const { position, animate, locked } = useSyncExternalStore(
    store.subscribe,
    store.getState,
    store.getState,
  );
  const fullyVisible = useFullyVisibleSlides();
  // At 90 % width the next card peeks in, so the viewport spans two slots.
  const slotsInView = Math.max(2, fullyVisible);

  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  // Set while the carousel itself moves focus, so the focus handler does not move it again.
  const movingFocus = useRef(false);
  const idPrefix = useId();

  const move = (delta: 1 | -1) => store.move(delta, slotsInView);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const delta = event.key === 'ArrowRight' ? 1 : -1;
    if (!move(delta)) return;
    // Focus follows the move when it was on a card, so the focused card stays in the same slot.
    const from = (event.target as HTMLElement).dataset.reasonIndex;
    if (from === undefined) return;
    const next = event.currentTarget.querySelector<HTMLElement>(
      `[data-reason-index="${mod(Number(from) + delta, total)}"]`,
    );
    movingFocus.current = true;
    next?.focus({ preventScroll: true });
    movingFocus.current = false;
  };

  const onCardFocus = (realIndex: number) => {
    if (movingFocus.current) return;
    const target = revealLoopPosition(
      store.getState().position,
      realIndex,
      total,
      fullyVisible,
      LOOP_CLONES,
    );
    if (target !== null) store.goTo(target);
  };

  // Touch and pen swipes only: a mouse drag keeps selecting text. `touch-action: pan-y` leaves
  // vertical scrolling to the browser, which then cancels the pointer.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const direction = swipeDirection(event.clientX - start.x, event.clientY - start.y);
    if (direction !== 0) move(direction);
  };
  const onPointerCancel = () => {
    swipeStart.current = null;
  };

  const trackStyle = {
    transform: `translate3d(calc(var(--reason-slide) * ${-position}), 0, 0)`,
  } satisfies CSSProperties;

  return (
    <LandingSection name="reasons" anchor tone="none" text={reasonsSection} align="start">
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>

      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Why learn French"
        onKeyDown={onKeyDown}
        className="mt-8"
      >
        <div data-carousel-controls="" className="mb-4 flex justify-end gap-3">
          <CarouselButton label="Previous reasons" enabled={!locked} onClick={() => move(-1)}>
            <ChevronLeft aria-hidden="true" className="size-5" />
          </CarouselButton>
          <CarouselButton label="Next reasons" enabled={!locked} onClick={() => move(1)}>
            <ChevronRight aria-hidden="true" className="size-5" />
          </CarouselButton>
        </div>

        {/* overflow-x: clip (not hidden) cannot be scrolled by focus and lets an expanded card
              grow below the track; browsers without it fall back to hidden. */}
        <div
          data-carousel-viewport=""
          className="relative z-10 -mx-2 touch-pan-y overflow-hidden py-2 [--reason-slide:90%] supports-[overflow:clip]:overflow-x-clip supports-[overflow:clip]:overflow-y-visible md:[--reason-slide:50%] lg:[--reason-slide:33.3333%] min-[1400px]:[--reason-slide:25%]"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          onScroll={(event) => {
            event.currentTarget.scrollLeft = 0;
          }}
        >
          <div
            data-testid="reasons-track"
            data-position={position}
            className={
              animate
                ? 'flex motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out'
                : 'flex transition-none'
            }
            style={trackStyle}
          >
            {slides.map((slide) => (
              <div
                key={slide.key}
                className="flex w-(--reason-slide) shrink-0 px-2"
                {...(slide.clone
                  ? { 'aria-hidden': true, inert: true, 'data-clone': '' }
                  : {
                      role: 'group',
                      'aria-roledescription': 'slide',
                      'aria-label': `${slide.realIndex + 1} of ${total}`,
                    })}
              >
                <ReasonCardView
                  reason={slide.item}
                  icon={icons[slide.realIndex]}
                  realIndex={slide.realIndex}
                  idPrefix={slide.clone ? null : `${idPrefix}-${slide.realIndex}`}
                  onFocus={onCardFocus}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
    </LandingSection>
  );
}

/**
 * One reason card. Real cards are focusable; the text is clamped to three lines and expands on
 * hover and on focus over the content below (absolutely placed, so nothing moves). Screen readers
 * get the full text regardless of the clamp.
 */
function ReasonCardView({
  reason,
  icon,
  realIndex,
  idPrefix,
  onFocus,
}: {
  reason: ReasonCard;
  icon: ReactNode;
  realIndex: number;
  /** Null for clones: no ids (they would repeat), not focusable. */
  idPrefix: string | null;
  onFocus: (realIndex: number) => void;
}) {
  const background = { backgroundColor: reason.background } satisfies CSSProperties;
  return (
    <article
      {...(idPrefix === null
        ? {}
        : {
            tabIndex: 0,
            'data-reason-index': realIndex,
            'aria-labelledby': `${idPrefix}-heading`,
            'aria-describedby': `${idPrefix}-text`,
            onFocus: () => onFocus(realIndex),
          })}
      className="group relative flex w-full flex-col rounded-2xl p-6 shadow-sm ring-1 ring-black/5"
      style={background}
    >
      <span className="grid size-12 place-items-center rounded-full bg-white/80 text-brand">
        {icon}
      </span>
      <h3
        id={idPrefix === null ? undefined : `${idPrefix}-heading`}
        className="mt-4 font-display text-xl/7 font-bold text-ink"
      >
        {reason.heading}
      </h3>
      {/* A three-line slot; the text inside expands past it without moving the layout. */}
      <div className="relative mt-2 h-18">
        <p
          id={idPrefix === null ? undefined : `${idPrefix}-text`}
          className="absolute -inset-x-6 top-0 line-clamp-3 rounded-b-2xl px-6 text-base/6 text-ink group-focus-within:z-10 group-focus-within:line-clamp-none group-focus-within:pb-6 group-focus-within:shadow-[0_12px_16px_-8px_rgb(0_0_0/0.25)] group-hover:z-10 group-hover:line-clamp-none group-hover:pb-6 group-hover:shadow-[0_12px_16px_-8px_rgb(0_0_0/0.25)]"
          style={background}
        >
          {parseBoldMarkup(reason.subtext).map((segment, i) =>
            segment.bold ? <b key={i}>{segment.text}</b> : segment.text,
          )}
        </p>
      </div>
    </article>
  );
}
