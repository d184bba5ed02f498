'use client';

import 'keen-slider/keen-slider.min.css';
import type { KeenSliderOptions } from 'keen-slider';
import { useKeenSlider } from 'keen-slider/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useState } from 'react';
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
 * 'What Will You Learn' (spec §2, §4): a draggable week-by-week slider with arrows, one card per
 * week, each with Read More / Read Less.
 */
export function CurriculumSlider({ weeks }: { weeks: CurriculumWeek[] }) {
  const [current, setCurrent] = useState(0);
  const [perView, setPerView] = useState(1);
  const [ref, slider] = useKeenSlider<HTMLDivElement>({
    slides: { perView: 1.1, spacing: 16 },
    breakpoints: {
      '(min-width: 768px)': { slides: { perView: 2, spacing: 16 } },
      '(min-width: 1280px)': { slides: { perView: 3, spacing: 20 } },
    },
    slideChanged: (s) => setCurrent(s.track.details.rel),
    created: (s) => setPerView(slidesPerView(s.options.slides)),
    optionsChanged: (s) => setPerView(slidesPerView(s.options.slides)),
  });
  const last = Math.max(0, weeks.length - perView);
  return (
    <div>
      <div ref={ref} className="keen-slider items-stretch" aria-roledescription="carousel">
        {weeks.map((w, i) => (
          <div
            key={w.title}
            className="keen-slider__slide"
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
          onClick={() => slider.current?.prev()}
          enabled={current > 0}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </CarouselButton>
        <p className="min-w-20 text-center text-sm text-muted" aria-live="polite">
          {current + 1} / {weeks.length}
        </p>
        <CarouselButton
          label={t.nextWeek}
          onClick={() => slider.current?.next()}
          enabled={current < last}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </CarouselButton>
      </div>
    </div>
  );
}

/** How many whole slides the slider's options show at once (1 unless a number is set). */
function slidesPerView(slides: KeenSliderOptions['slides']): number {
  return typeof slides === 'object' && slides && typeof slides.perView === 'number'
    ? Math.floor(slides.perView)
    : 1;
}
