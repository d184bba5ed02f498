'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { CarouselButton } from '@/components/ui/carousel-button';
import { clamp, navState, revealIndex } from '@/lib/carousel';

/** Slides per view (spec §2, §9): 1 up to 700 px, 2 from 701 px, 3 from 1024 px. */
const PER_VIEW_QUERIES: [string, number][] = [
  ['(min-width: 1024px)', 3],
  ['(min-width: 701px)', 2],
];

function perViewNow(): number {
  return PER_VIEW_QUERIES.find(([q]) => window.matchMedia(q).matches)?.[1] ?? 1;
}

/** Without JavaScript the row scrolls natively and the controls, which would do nothing, hide. */
const noScriptCss =
  '#testimonials [data-carousel-controls]{display:none}#testimonials [data-track-viewport]{overflow-x:auto!important}';

/**
 * The testimonials' carousel controls around the slides the server rendered (`children`, each a
 * `[data-slide]` element whose CSS width gives 1, 2 or 3 per view): previous/next buttons, the
 * dots from 701 px and a compact position below; no swipe, no autoplay (spec §2, §4). The row
 * moves by a CSS transform (300 ms, none for reduced motion), so the cards' text is only in the
 * HTML, never in this script.
 */
export function TestimonialsCarousel({ total, children }: { total: number; children: ReactNode }) {
  const [current, setCurrent] = useState(0);
  const [perView, setPerView] = useState(1);

  useEffect(() => {
    const update = () => setPerView(perViewNow());
    update();
    const lists = PER_VIEW_QUERIES.map(([q]) => window.matchMedia(q));
    for (const l of lists) l.addEventListener('change', update);
    return () => {
      for (const l of lists) l.removeEventListener('change', update);
    };
  }, []);

  const { canPrev, canNext, lastIndex } = navState(current, perView, total);
  const shown = Math.min(current, lastIndex);
  const position = shown + 1;
  const goTo = (index: number) => setCurrent(clamp(index, 0, lastIndex));

  // A card reached with Tab is brought into view rather than left behind the clipped edge.
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
    if (!slide) return;
    const target = revealIndex(shown, Number(slide.dataset.slide), perView, total);
    if (target !== null) goTo(target);
  };

  return (
    <>
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <div data-carousel-controls="" className="mb-4 flex justify-end gap-3">
        <CarouselButton
          label="Previous testimonial"
          enabled={canPrev}
          onClick={() => goTo(shown - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </CarouselButton>
        <CarouselButton label="Next testimonial" enabled={canNext} onClick={() => goTo(shown + 1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </CarouselButton>
      </div>

      {/* Clipped horizontally only: an expanded quote may grow below the row. */}
      <div data-track-viewport="" className="relative z-10 -mx-3 overflow-x-clip py-2">
        <div
          className="flex transition-transform duration-300 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${(shown * 100) / perView}%)` }}
          onFocus={onFocus}
        >
          {children}
        </div>
      </div>

      {/* Up to 700 px (one card per view) 17 dots would wrap onto two rows: a compact position
          instead; the previous/next buttons above move. */}
      <div
        data-carousel-controls=""
        className="mt-8 flex flex-col items-center gap-2 min-[701px]:hidden"
      >
        <p className="text-sm font-semibold text-ink tabular-nums">
          <span aria-hidden="true">
            {position} / {total}
          </span>
          <span className="sr-only">
            Testimonial {position} of {total}
          </span>
        </p>
        <div aria-hidden="true" className="h-1 w-32 overflow-hidden rounded-full bg-brand-light">
          <div
            className="h-full rounded-full bg-brand transition-[width]"
            style={{ width: `${(position / total) * 100}%` }}
          />
        </div>
      </div>
      <div
        data-carousel-controls=""
        className="mt-10 hidden flex-wrap justify-center min-[701px]:flex"
      >
        {Array.from({ length: total }, (_, i) => (
          <button
            key={i}
            type="button"
            aria-label={`Go to testimonial ${i + 1}`}
            aria-current={i === shown ? 'true' : undefined}
            onClick={() => goTo(i)}
            className={dotClass(i, total)}
          >
            <span className="size-2.5 rounded-full border-2 border-muted transition-colors group-hover:border-brand group-aria-[current=true]:border-brand group-aria-[current=true]:bg-brand" />
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * The dots show from 701 px (2 or 3 cards per view): the dots of positions that cannot be reached
 * there (the last one, and from 1024 px the last two) are hidden.
 */
function dotClass(i: number, total: number): string {
  if (i > total - 2) return 'hidden';
  return `group grid size-6 place-items-center rounded-full ${i > total - 3 ? 'lg:hidden' : ''}`;
}
