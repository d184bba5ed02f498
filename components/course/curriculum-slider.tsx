'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { CarouselButton } from '@/components/ui/carousel-button';
import type { CurriculumWeek } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';

function WeekCard({ week }: { week: CurriculumWeek }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <article className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-display text-xl font-bold text-brand">{week.title}</h3>
      <p className="mt-2 text-sm text-ink">
        <span className="font-semibold">{t.outcome}: </span>
        {week.learningOutcomes}
      </p>
      <h4 className="mt-3 text-sm font-semibold text-muted">{t.lessons}</h4>
      <ul className="mt-1 list-disc pl-5 text-sm text-ink">
        {(open ? week.lessons : week.lessons.slice(0, 2)).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
      <div id={id} hidden={!open}>
        <h4 className="mt-3 text-sm font-semibold text-muted">{t.details}</h4>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
          {week.details.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
        <h4 className="mt-3 text-sm font-semibold text-muted">{t.activities}</h4>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
          {week.activities.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="mt-auto self-start pt-3 text-sm font-semibold text-brand underline underline-offset-2"
      >
        {open ? t.readLess : t.readMore}
      </button>
    </article>
  );
}

/**
 * 'What Will You Learn' (spec §2, §4): a week-by-week slider with arrows, one card per week, each
 * with Read More / Read Less. The row is the browser's own scrolling with snap points (a swipe on a
 * phone, a trackpad, the keyboard inside it), plus a drag with the mouse; the arrows move one week.
 * One week and a peek of the next on a phone, two from 768 px, three from 1280 px.
 */
export function CurriculumSlider({ weeks }: { weeks: CurriculumWeek[] }) {
  const track = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; left: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const [current, setCurrent] = useState(0);
  const [last, setLast] = useState(Math.max(0, weeks.length - 1));

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const measure = () => {
      const { step, perView } = geometry(el);
      setLast(Math.max(0, weeks.length - perView));
      setCurrent(Math.min(weeks.length - 1, Math.round(el.scrollLeft / step)));
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [weeks.length]);

  const go = (week: number) => {
    const el = track.current;
    if (!el) return;
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({ left: week * geometry(el).step, behavior: still ? 'auto' : 'smooth' });
  };

  const endDrag = () => {
    const el = track.current;
    const d = drag.current;
    drag.current = null;
    if (!el || !d?.moved) return;
    delete el.dataset.dragging;
    // Swallow the click this release makes (dispatched before any timer), and only that one.
    dragged.current = true;
    setTimeout(() => {
      dragged.current = false;
    }, 0);
    go(Math.round(el.scrollLeft / geometry(el).step));
  };

  return (
    <div>
      <div
        ref={track}
        aria-roledescription="carousel"
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto py-1 [scrollbar-width:none] data-dragging:snap-none data-dragging:select-none xl:gap-5 [&::-webkit-scrollbar]:hidden"
        onPointerDown={(e) => {
          if (e.pointerType !== 'mouse' || e.button !== 0) return;
          dragged.current = false;
          drag.current = { x: e.clientX, left: e.currentTarget.scrollLeft, moved: false };
        }}
        onPointerMove={(e) => {
          const d = drag.current;
          if (!d) return;
          // Released outside the row before the drag began: nothing to follow.
          if (e.buttons === 0) {
            drag.current = null;
            return;
          }
          const dx = e.clientX - d.x;
          if (!d.moved) {
            if (Math.abs(dx) < 6) return;
            d.moved = true;
            e.currentTarget.setPointerCapture(e.pointerId);
            e.currentTarget.dataset.dragging = '';
          }
          e.currentTarget.scrollLeft = d.left - dx;
        }}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(e) => {
          // The click that ends a drag is not a click on the card's button.
          if (!dragged.current) return;
          dragged.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        {weeks.map((w, i) => (
          <div
            key={w.title}
            className="w-[88%] shrink-0 snap-start md:w-[calc((100%-1rem)/2)] xl:w-[calc((100%-2.5rem)/3)]"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${weeks.length}`}
          >
            <WeekCard week={w} />
          </div>
        ))}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <CarouselButton
          label={t.previousWeek}
          onClick={() => go(current - 1)}
          enabled={current > 0}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </CarouselButton>
        <p className="min-w-20 text-center text-sm text-muted" aria-live="polite">
          {current + 1} / {weeks.length}
        </p>
        <CarouselButton label={t.nextWeek} onClick={() => go(current + 1)} enabled={current < last}>
          <ChevronRight aria-hidden="true" className="size-6" />
        </CarouselButton>
      </div>
    </div>
  );
}

/** The distance from one week's card to the next, and how many whole cards the row shows. */
function geometry(el: HTMLElement): { step: number; perView: number } {
  const first = el.children[0] as HTMLElement | undefined;
  const second = el.children[1] as HTMLElement | undefined;
  const width = first?.offsetWidth ?? el.clientWidth;
  const step = (second && first ? second.offsetLeft - first.offsetLeft : width) || 1;
  const gap = step - width;
  return { step, perView: Math.max(1, Math.floor((el.clientWidth + gap) / step + 0.01)) };
}
