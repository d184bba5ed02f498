'use client';

import { CarouselButton } from '@/components/ui/carousel-button';
import { LandingSection } from '@/components/ui/landing-section';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { benefits } from '@/content/benefits';
import { whyChooseUs } from '@/content/home';
import { clamp, navState, stackCardStyle, swipeDirection } from '@/lib/carousel';
import { SideIllustration } from './why-choose-us-illustration';
import { designs } from './why-choose-us-looks';

const total = benefits.length;

/** Without JavaScript the stack becomes a scrollable row of all twelve cards, without arrows. */
const noScriptCss =
  '#why-choose-us [data-carousel-controls]{display:none}#why-choose-us [data-stack]{display:flex;gap:1rem;overflow-x:auto;padding-bottom:1rem}#why-choose-us [data-stack]>div{flex:0 0 85%;transform:none!important;opacity:1!important}';

type Drag = { id: number; x: number; y: number; dx: number };

/**
 * 'Why Choose Us' (#why-choose-us): the 12 benefits as a stack of cards (spec §2, §4, §9). The
 * active card is on top and the next ones peek out behind it; arrows, arrow keys, swipe and mouse
 * drag move it, stopping at either end. All card text is in the server HTML. `icons` are cycled by
 * card index, drawn on the server (card-icons.tsx), so this script carries no icon paths.
 */
export function WhyChooseUsSection({ icons }: { icons: ReactNode[] }) {
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [controlsShown, setControlsShown] = useState(false);
  const controlsRef = useRef<HTMLDivElement>(null);
  const { canPrev, canNext } = navState(index, 1, total);

  // The arrows slide in once when their row becomes visible (spec §4). With reduced motion they are
  // shown from the start by CSS (`motion-safe:` below), so this only drives the animation.
  useEffect(() => {
    const element = controlsRef.current;
    if (!element) return;
    if (typeof IntersectionObserver !== 'function') {
      const frame = requestAnimationFrame(() => setControlsShown(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setControlsShown(true);
          observer.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const go = (delta: number) => setIndex((i) => clamp(i + delta, 0, total - 1));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowRight' ? 1 : -1);
  };

  // Pointer events cover touch swipes and mouse drags; `touch-action: pan-y` keeps vertical page
  // scrolling with the browser (which then cancels the pointer).
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ id: event.pointerId, x: event.clientX, y: event.clientY, dx: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.id !== event.pointerId) return;
    setDrag({ ...drag, dx: event.clientX - drag.x });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || drag.id !== event.pointerId) return;
    setDrag(null);
    go(swipeDirection(event.clientX - drag.x, event.clientY - drag.y));
  };
  const onPointerCancel = () => setDrag(null);

  // Past either end the card follows the pointer reluctantly.
  const dragX = !drag
    ? 0
    : (drag.dx > 0 && !canPrev) || (drag.dx < 0 && !canNext)
      ? drag.dx / 4
      : drag.dx;
  const active = benefits[index];

  return (
    <LandingSection
      name="why-choose-us"
      anchor
      tone="cream"
      className="overflow-clip"
      text={whyChooseUs}
    >
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>

      {/*
          Single columns are minmax(0, 1fr), not the implicit `auto`: a 16:9 card's min-content width
          is its text height times 16/9, which pushed the column (and the page) past a phone's edge.
        */}
      <div className="mt-12 grid grid-cols-[minmax(0,1fr)] items-center gap-12 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Our benefits"
          tabIndex={0}
          onKeyDown={onKeyDown}
          className="mx-auto w-full max-w-xl rounded-3xl p-2"
        >
          <div
            data-stack=""
            className={`grid grid-cols-[minmax(0,1fr)] touch-pan-y select-none px-4 sm:px-10 ${drag ? 'cursor-grabbing' : 'cursor-grab'}`}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
            onLostPointerCapture={onPointerCancel}
          >
            {benefits.map((benefit, i) => {
              const offset = i - index;
              const isActive = offset === 0;
              const { transform, zIndex, opacity } = stackCardStyle(
                offset,
                total,
                isActive ? dragX : 0,
              );
              return (
                <div
                  key={benefit.title}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${total}`}
                  aria-hidden={isActive ? undefined : true}
                  data-active={isActive || undefined}
                  className={`@container col-start-1 row-start-1 flex aspect-video min-w-0 flex-col justify-between gap-3 rounded-2xl p-4 text-white shadow-lg ring-1 ring-black/10 sm:p-7 ${
                    isActive && drag
                      ? ''
                      : 'motion-safe:transition-[transform,opacity] motion-safe:duration-300 motion-safe:ease-out'
                  }`}
                  style={{
                    ...designs[i % designs.length],
                    transform,
                    zIndex,
                    opacity,
                  }}
                >
                  <span className="grid size-10 place-items-center rounded-full bg-white/15 @sm:size-14">
                    {icons[i % icons.length]}
                  </span>
                  <div>
                    <h3 className="font-display text-xl font-bold @sm:text-2xl">{benefit.title}</h3>
                    <p className="mt-2 text-sm/6 @sm:text-base/7">{benefit.text}</p>
                  </div>
                </div>
              );
            })}
          </div>

          <p className="sr-only" aria-live="polite" aria-atomic="true">
            {`Card ${index + 1} of ${total}: ${active?.title ?? ''}`}
          </p>

          <div
            ref={controlsRef}
            data-carousel-controls=""
            className="mt-10 flex items-center justify-center gap-4"
          >
            <NavButton
              label="Previous slide"
              enabled={canPrev}
              shown={controlsShown}
              from="left"
              onClick={() => go(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-6" />
            </NavButton>
            <span aria-hidden="true" className="min-w-16 text-center font-semibold text-ink">
              {index + 1} / {total}
            </span>
            <NavButton
              label="Next slide"
              enabled={canNext}
              shown={controlsShown}
              from="right"
              onClick={() => go(1)}
            >
              <ChevronRight aria-hidden="true" className="size-6" />
            </NavButton>
          </div>
        </div>

        <SideIllustration />
      </div>
    </LandingSection>
  );
}

/** A stop-at-the-end arrow that slides in once its area is visible (spec §4). */
function NavButton({
  shown,
  from,
  ...props
}: {
  label: string;
  enabled: boolean;
  shown: boolean;
  from: 'left' | 'right';
  onClick: () => void;
  children: ReactNode;
}) {
  const hidden =
    from === 'left'
      ? 'motion-safe:-translate-x-6 motion-safe:opacity-0'
      : 'motion-safe:translate-x-6 motion-safe:opacity-0';
  return (
    <CarouselButton
      {...props}
      className={`size-12 shadow-md motion-safe:transition-[translate,opacity,background-color] motion-safe:duration-700 motion-safe:ease-out ${
        shown ? 'aria-disabled:opacity-60' : hidden
      }`}
    />
  );
}
