'use client';

import { CarouselButton } from '@/components/ui/carousel-button';
import { SectionHeading } from '@/components/ui/section-heading';
import { useKeenSlider, type KeenSliderInstance } from 'keen-slider/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import Image from 'next/image';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { testimonialsSection } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import type { Testimonial, TestimonialVideo } from '@/content/types';
import { clamp, navState, revealIndex, TRANSITION_MS } from '@/lib/carousel';

const total = testimonials.length;

/**
 * Slides per view (spec §2, §9): 1 up to 700 px, 2 from 701 px, 3 from 1024 px. The same
 * breakpoints give the slides their CSS widths below, so the row looks the same before keen-slider
 * starts on the client as after.
 */
const breakpoints = {
  '(min-width: 701px)': { slides: { perView: 2 } },
  '(min-width: 1024px)': { slides: { perView: 3 } },
};

/**
 * The dots show from 701 px (2 or 3 cards per view): the dots of positions that cannot be reached
 * there (the last one, and from 1024 px the last two) are hidden.
 */
function dotClass(i: number): string {
  if (i > total - 2) return 'hidden';
  return `group grid size-6 place-items-center rounded-full ${i > total - 3 ? 'lg:hidden' : ''}`;
}

/** keen-slider animates in JavaScript, so reduced motion is honoured here: an instant move. */
function animation() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return { duration: reduced ? 1 : TRANSITION_MS };
}

function perViewOf(slider: KeenSliderInstance): number {
  const slides = slider.options.slides;
  return typeof slides === 'object' && slides !== null && typeof slides.perView === 'number'
    ? slides.perView
    : 1;
}

/**
 * keen-slider's stylesheet clips slides and the track and turns off text selection and pinch zoom
 * on it. With dragging off, none of that is needed: clip horizontally only (an expanded quote may
 * grow below the row, and focus cannot scroll a clipped box), keep text selectable and zoom on.
 */
const trackStyle: CSSProperties = {
  overflowX: 'clip',
  overflowY: 'visible',
  userSelect: 'text',
  WebkitUserSelect: 'text',
  touchAction: 'auto',
};
const slideStyle: CSSProperties = { overflow: 'visible' };

/** Without JavaScript the row scrolls natively and the controls, which would do nothing, hide. */
const noScriptCss =
  '#testimonials [data-carousel-controls]{display:none}#testimonials .keen-slider{overflow-x:auto!important}';

/**
 * 'What our Learners Say' (#testimonials): the 17 testimonials in a keen-slider carousel with
 * previous/next buttons and dots; swipe and drag off, no autoplay (spec §2, §4). Every card's name
 * and text is in the server HTML.
 */
export function TestimonialsSection() {
  const [current, setCurrent] = useState(0);
  const [perView, setPerView] = useState(1);
  const [sliderRef, instanceRef] = useKeenSlider<HTMLDivElement>({
    drag: false,
    slides: { perView: 1, spacing: 0 },
    breakpoints,
    created(slider) {
      setPerView(perViewOf(slider));
      setCurrent(slider.track.details.rel);
    },
    optionsChanged(slider) {
      setPerView(perViewOf(slider));
      setCurrent(slider.track.details.rel);
    },
    slideChanged(slider) {
      setCurrent(slider.track.details.rel);
    },
  });
  const { canPrev, canNext, lastIndex } = navState(current, perView, total);
  const position = Math.min(current, lastIndex) + 1;

  // keen-slider measures the page when it starts; started during hydration, that forced a layout
  // of the whole landing page in the middle of its longest task. It starts when the section comes
  // near instead (the slides' CSS widths already match its layout, so nothing moves).
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNear(sectionRef, '800px');

  const goTo = (index: number) =>
    instanceRef.current?.moveToIdx(clamp(index, 0, lastIndex), true, animation());

  // A card reached with Tab is brought into view rather than left behind the clipped edge.
  const onSlideFocus = (index: number) => {
    const target = revealIndex(current, index, perView, total);
    if (target !== null) goTo(target);
  };

  return (
    <section
      ref={sectionRef}
      id="testimonials"
      aria-labelledby="testimonials-heading"
      className="py-16 sm:py-20"
    >
      <noscript>
        <style>{noScriptCss}</style>
      </noscript>
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          title={testimonialsSection.heading}
          intro={testimonialsSection.intro}
          align="start"
        />

        <div
          role="region"
          aria-roledescription="carousel"
          aria-label="Testimonials"
          className="mt-8"
        >
          <div data-carousel-controls="" className="mb-4 flex justify-end gap-3">
            <CarouselButton
              label="Previous testimonial"
              enabled={canPrev}
              onClick={() => goTo(current - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </CarouselButton>
            <CarouselButton
              label="Next testimonial"
              enabled={canNext}
              onClick={() => goTo(current + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </CarouselButton>
          </div>

          <div
            ref={near ? sliderRef : undefined}
            className="keen-slider relative z-10 -mx-3 flex py-2"
            style={trackStyle}
            onScroll={(event) => {
              event.currentTarget.scrollLeft = 0;
            }}
          >
            {testimonials.map((testimonial, i) => (
              <div
                key={testimonial.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${total}`}
                className="keen-slider__slide flex max-w-full min-w-full shrink-0 px-3 min-[701px]:max-w-[50%] min-[701px]:min-w-[50%] lg:max-w-[33.3333%] lg:min-w-[33.3333%]"
                style={slideStyle}
                onFocus={() => onSlideFocus(i)}
              >
                <TestimonialCard testimonial={testimonial} />
              </div>
            ))}
          </div>

          {/* Up to 700 px (one card per view) 17 dots would wrap onto two rows: a compact
              position instead; the previous/next buttons above move. */}
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
            <div
              aria-hidden="true"
              className="h-1 w-32 overflow-hidden rounded-full bg-brand-light"
            >
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
            {testimonials.map((testimonial, i) => (
              <button
                key={testimonial.name}
                type="button"
                aria-label={`Go to testimonial ${i + 1}`}
                aria-current={i === Math.min(current, lastIndex) ? 'true' : undefined}
                onClick={() => goTo(i)}
                className={dotClass(i)}
              >
                <span className="size-2.5 rounded-full border-2 border-muted transition-colors group-hover:border-brand group-aria-[current=true]:border-brand group-aria-[current=true]:bg-brand" />
              </button>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * One testimonial: media, 'Name | Role | Age 15' (the age only where the testimonial has one), then the quote clamped to four lines. The card is
 * focusable; on hover or focus the quote expands over what lies below (absolutely placed, so the
 * row keeps its height). Screen readers always get the whole quote.
 */
function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, role, age, text, media } = testimonial;
  return (
    <article
      tabIndex={0}
      className="group flex w-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/10"
    >
      <div className="relative grid aspect-video place-items-center overflow-hidden rounded-xl bg-cream">
        {media.type === 'image' ? (
          <Image
            src={media.url}
            alt={media.alt ?? ''}
            width={160}
            height={160}
            className="size-28 rounded-full sm:size-32"
          />
        ) : (
          <TestimonialVideoPlayer media={media} />
        )}
      </div>
      <p className="mt-4 text-sm font-semibold text-ink">
        {name}
        <Separator />
        <span className="font-normal text-muted">{role}</span>
        {age === undefined ? null : (
          <>
            <Separator />
            <span className="font-normal text-muted">Age {age}</span>
          </>
        )}
      </p>
      {/* A four-line slot; the quote inside expands past it without moving the layout. */}
      <div className="relative mt-3 h-24">
        <blockquote className="absolute -inset-x-5 top-0 rounded-b-2xl bg-white px-5 text-base/6 text-ink group-focus-within:z-10 group-focus-within:shadow-[0_12px_16px_-8px_rgb(0_0_0/0.25)] group-hover:z-10 group-hover:shadow-[0_12px_16px_-8px_rgb(0_0_0/0.25)]">
          <p className="line-clamp-4 group-focus-within:line-clamp-none group-focus-within:pb-5 group-hover:line-clamp-none group-hover:pb-5">
            “{text}”
          </p>
        </blockquote>
      </div>
    </article>
  );
}

/**
 * The mp4 with controls, its captions track and the spec's fallback text. When the card nears the
 * viewport the captions are turned on (shown over the video) and the poster is set: in the HTML, a
 * poster and a `default` track would both be fetched with the page's first requests, for a card
 * far below the fold. Without JavaScript the captions are in the player's menu.
 */
function TestimonialVideoPlayer({ media }: { media: TestimonialVideo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
  const near = useNear(ref, '400px');
  useEffect(() => {
    const track = trackRef.current?.track;
    if (near && track) track.mode = 'showing';
  }, [near]);
  return (
    <video
      ref={ref}
      controls
      preload="none"
      poster={near ? media.poster : undefined}
      className="absolute inset-0 size-full object-contain"
    >
      <source src={media.url} type="video/mp4" />
      <track
        ref={trackRef}
        kind="captions"
        src={media.captions.src}
        srcLang={media.captions.srcLang}
        label={media.captions.label}
      />
      Your browser does not support the video tag.
    </video>
  );
}

/** True once `ref`'s element has come within `margin` of the viewport; it stays true. */
function useNear(ref: RefObject<Element | null>, margin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, near]);
  return near;
}

function Separator() {
  return (
    <>
      <span aria-hidden="true" className="px-2 text-muted">
        |
      </span>
      <span className="sr-only">, </span>
    </>
  );
}
