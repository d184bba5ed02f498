import { LandingSection } from '@/components/ui/landing-section';
import { testimonialsSection } from '@/content/home';
import { testimonials } from '@/content/testimonials';
import type { Testimonial } from '@/content/types';
import { TestimonialVideoPlayer } from './testimonial-video';
import { DeferredTestimonialsCarousel } from './lazy-sections';

const total = testimonials.length;

/**
 * 'What our Learners Say' (#testimonials): the 17 testimonials in a carousel (spec §2, §4). The
 * cards are rendered here, on the server; only the controls (testimonials-carousel.tsx, loaded
 * when the visitor comes within a screen of the section) and the video players run in the browser. A slide's CSS
 * width gives 1 card per view up to 700 px, 2 from 701 px and 3 from 1024 px.
 */
export function TestimonialsSection() {
  return (
    <LandingSection name="testimonials" anchor tone="none" text={testimonialsSection} align="start">
      <div role="region" aria-roledescription="carousel" aria-label="Testimonials" className="mt-8">
        <DeferredTestimonialsCarousel total={total}>
          {testimonials.map((testimonial, i) => (
            <div
              key={testimonial.name}
              data-slide={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${total}`}
              className="flex max-w-full min-w-full shrink-0 px-3 min-[701px]:max-w-[50%] min-[701px]:min-w-[50%] lg:max-w-[33.3333%] lg:min-w-[33.3333%]"
            >
              <TestimonialCard testimonial={testimonial} />
            </div>
          ))}
        </DeferredTestimonialsCarousel>
      </div>
    </LandingSection>
  );
}

/**
 * One testimonial: media, 'Name | Role | Age 15' (the age only where the testimonial has one),
 * then the quote clamped to four lines. The card is focusable; on hover or focus the quote expands
 * over what lies below (absolutely placed, so the row keeps its height). Screen readers always get
 * the whole quote.
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
          // A 500-byte SVG avatar, which next/image serves as it is anyway: a plain <img> keeps
          // next/image's client code out of the landing page's scripts.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={media.url}
            alt={media.alt ?? ''}
            width={160}
            height={160}
            loading="lazy"
            decoding="async"
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
