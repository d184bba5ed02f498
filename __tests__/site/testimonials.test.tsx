/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TestimonialsSection } from '@/components/home/testimonials';
import { testimonials } from '@/content/testimonials';
import type { TestimonialVideo } from '@/content/types';
import { stubMatchMedia } from '@/__tests__/support/dom-stubs';

// The page loads the carousel's controls lazily (lazy-sections.tsx); here they render at once.
jest.mock('@/components/home/lazy-sections', () => ({
  ...jest.requireActual('@/components/home/lazy-sections'),
  DeferredTestimonialsCarousel: jest.requireActual('@/components/home/testimonials-carousel')
    .TestimonialsCarousel,
}));

// A video without captions does not typecheck (npm run typecheck covers this file): if `captions`
// ever became optional, this directive would be unused and the typecheck would fail.
// @ts-expect-error captions are required on a video
const noCaptions: TestimonialVideo = { type: 'video', url: '/x.mp4' };
void noCaptions;

const videos = testimonials.filter(
  (t): t is typeof t & { media: TestimonialVideo } => t.media.type === 'video',
);

/** The cue texts of a WebVTT file, in order. */
function cueTexts(vtt: string): string[] {
  const blocks = vtt.replace(/\r/g, '').split(/\n\n+/);
  expect(blocks[0]).toMatch(/^WEBVTT/);
  return blocks
    .map((b) => b.split('\n'))
    .filter((lines) => lines.some((l) => l.includes('-->')))
    .map((lines) =>
      lines
        .slice(lines.findIndex((l) => l.includes('-->')) + 1)
        .join(' ')
        .trim(),
    );
}

let intersect: (() => void)[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  stubMatchMedia();
  intersect = [];
  window.IntersectionObserver = class {
    constructor(private readonly cb: IntersectionObserverCallback) {}
    observe(target: Element) {
      intersect.push(() =>
        this.cb(
          [{ isIntersecting: true, target } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

describe('testimonial videos', () => {
  it('each has a WebVTT captions file whose cues are what the testimonial says', () => {
    expect(videos.length).toBeGreaterThan(0);
    for (const t of videos) {
      const file = path.join(process.cwd(), 'public', t.media.captions.src);
      expect(cueTexts(readFileSync(file, 'utf8')).join(' ')).toBe(t.text);
    }
  });

  it('the player has the captions track', () => {
    const { container } = render(<TestimonialsSection />);
    const players = container.querySelectorAll('video');
    expect(players).toHaveLength(videos.length);
    players.forEach((video, i) => {
      const { captions } = videos[i]!.media;
      const track = video.querySelector('track')!;
      expect(track).toHaveAttribute('kind', 'captions');
      expect(track).toHaveAttribute('src', captions.src);
      expect(track).toHaveAttribute('srclang', captions.srcLang);
      expect(track).toHaveAttribute('label', captions.label);
      // turned on (mode 'showing') when the card nears the viewport, not fetched with the page
      expect(track).not.toHaveAttribute('default');
    });
  });

  it('sets the poster only when the card comes near the viewport', () => {
    const { container } = render(<TestimonialsSection />);
    const video = container.querySelector('video')!;
    expect(video).not.toHaveAttribute('poster');
    act(() => intersect.forEach((fire) => fire()));
    expect(video).toHaveAttribute('poster', videos[0]!.media.poster);
  });
});

describe('testimonial position on a phone', () => {
  it('shows a compact "n / 17" (dots only from 701 px) that follows the slides', () => {
    render(<TestimonialsSection />);
    act(() => intersect.forEach((fire) => fire())); // the section comes near: the slider starts
    const region = screen.getByRole('region', { name: 'Testimonials' });
    const n = testimonials.length;
    const compact = within(region).getByText(`1 / ${n}`);
    expect(compact.closest('[data-carousel-controls]')).toHaveClass('min-[701px]:hidden');
    expect(within(region).getByText(`Testimonial 1 of ${n}`)).toHaveClass('sr-only');
    const dots = within(region).getAllByRole('button', { name: /^Go to testimonial/ });
    expect(dots[0]!.closest('[data-carousel-controls]')).toHaveClass('hidden');
    fireEvent.click(within(region).getByRole('button', { name: 'Next testimonial' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(within(region).getByText(`2 / ${n}`)).toBeInTheDocument();
  });
});

describe('testimonial ages', () => {
  it('shows an age only on a card whose testimonial has one, else the role alone', () => {
    render(<TestimonialsSection />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(testimonials.length);
    testimonials.forEach((t, i) => {
      const line = cards[i]!.querySelector('p')!;
      if (t.age === undefined) {
        expect(line.textContent).toBe(`${t.name}|, ${t.role}`);
        expect(line).not.toHaveTextContent(/Age|Year/);
      } else {
        expect(line.textContent).toBe(`${t.name}|, ${t.role}|, Age ${t.age}`);
      }
    });
  });

  it('gives no age to a parent, a lawyer or anyone else who is not a student', () => {
    const adults = testimonials.filter((t) => t.role !== 'Student');
    expect(adults.length).toBeGreaterThan(0);
    for (const t of adults) expect(t.age).toBeUndefined();
  });
});
