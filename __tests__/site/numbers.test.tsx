/** @jest-environment jsdom */
import { stubMatchMedia } from '@/__tests__/support/dom-stubs';
import '@testing-library/jest-dom';
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { NumbersSection } from '@/components/home/numbers';

/** IntersectionObserver stub: tests decide when an element is in view. */
class FakeIntersectionObserver {
  static all: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly everObserved = new Set<Element>();
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: number[];
  constructor(
    readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    const t = options?.threshold ?? 0;
    this.thresholds = Array.isArray(t) ? t : [t];
    FakeIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
    this.everObserved.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
}

/**
 * Reports `el` as intersecting to every observer watching it. With `evenIfDisconnected`, also to
 * observers that have stopped watching it, as a late or duplicate browser notification would.
 */
function intersect(el: Element, { evenIfDisconnected = false } = {}) {
  act(() => {
    for (const o of FakeIntersectionObserver.all) {
      if (!(evenIfDisconnected ? o.everObserved : o.targets).has(el)) continue;
      const entry = {
        target: el,
        isIntersecting: true,
        intersectionRatio: 1,
        time: performance.now(),
      } as unknown as IntersectionObserverEntry;
      o.callback([entry], o as unknown as IntersectionObserver);
    }
  });
}

let reducedMotion = false;
const originalRaf = window.requestAnimationFrame;
const originalCaf = window.cancelAnimationFrame;

beforeEach(() => {
  jest.useFakeTimers();
  FakeIntersectionObserver.all = [];
  reducedMotion = false;
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  stubMatchMedia((query) => reducedMotion && query.includes('prefers-reduced-motion'));
  // A 60 fps frame clock on the fake timers.
  window.requestAnimationFrame = (cb) =>
    setTimeout(() => cb(performance.now()), 16) as unknown as number;
  window.cancelAnimationFrame = (id) => clearTimeout(id);
});

afterEach(() => {
  jest.useRealTimers();
  window.requestAnimationFrame = originalRaf;
  window.cancelAnimationFrame = originalCaf;
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The visible (aria-hidden) figures of the four animated counters. */
function counters(container: HTMLElement) {
  const values = Array.from(container.querySelectorAll<HTMLElement>('[data-count-up-value]'));
  return {
    values,
    texts: () => values.map((v) => v.textContent),
    /** The element the counter observes. */
    root: (i: number) => values[i]!.parentElement!,
  };
}

const FINAL = ['35k+', '500+', '500+', '$1,000'];

it('puts all five final figures in the server HTML', () => {
  const html = renderToString(<NumbersSection />);
  for (const figure of ['2 Million+', '35k+', '500+', '$1,000']) expect(html).toContain(figure);
  expect(html).not.toMatch(/>0k\+</);
  expect(html).toContain('aria-labelledby="numbers-heading"');
});

it('renders the strip under an h2 with the five figures and their labels', () => {
  const { container } = render(<NumbersSection />);
  const region = screen.getByRole('region', { name: 'Numbers Speak' });
  expect(screen.getByRole('heading', { level: 2, name: 'Numbers Speak' })).toBeInTheDocument();
  const items = within(region).getAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent('2 Million+');
  expect(items[0]).toHaveTextContent('Content Views on Our Video Channel');
  // First render shows the final figures; nothing has counted yet.
  expect(counters(container).texts()).toEqual(FINAL);
  // Screen readers get the final figure only, never the counting one.
  expect(screen.getByText('$1,000', { selector: '.sr-only' })).toBeInTheDocument();
  expect(counters(container).values[3]!.closest('[aria-hidden="true"]')).not.toBeNull();
});

it('counts up from 0 when it enters the view and reaches the final figure at 2000 ms, not before', () => {
  const { container } = render(<NumbersSection />);
  const c = counters(container);
  for (let i = 0; i < 4; i++) intersect(c.root(i));
  expect(c.texts()).toEqual(['0k+', '0+', '0+', '$0']);

  advance(1000);
  const midway = c.values.map((v) => Number(v.textContent!.replace(/\D/g, '')));
  expect(midway[3]).toBeGreaterThan(0);
  expect(midway[3]).toBeLessThan(1000);
  expect(midway[1]).toBeGreaterThan(250); // ease-out: past halfway at half time

  advance(990); // t = 1990 ms
  expect(c.texts()).not.toContain('$1,000');
  expect(c.texts()).not.toContain('35k+');

  advance(20); // t = 2010 ms
  expect(c.texts()).toEqual(FINAL);
  // Screen-reader copies never changed.
  expect(screen.getByText('35k+', { selector: '.sr-only' })).toBeInTheDocument();
});

it('does not restart on a second intersection', () => {
  const { container } = render(<NumbersSection />);
  const c = counters(container);
  intersect(c.root(3));
  advance(2100);
  expect(c.texts()[3]).toBe('$1,000');

  intersect(c.root(3), { evenIfDisconnected: true });
  expect(c.texts()[3]).toBe('$1,000');
  advance(500);
  expect(c.texts()[3]).toBe('$1,000');
});

it('only counts the counters that came into view', () => {
  const { container } = render(<NumbersSection />);
  const c = counters(container);
  intersect(c.root(0));
  expect(c.texts()).toEqual(['0k+', '500+', '500+', '$1,000']);
  advance(2100);
  expect(c.texts()).toEqual(FINAL);
});

it('shows the final figures at once with reduced motion', () => {
  reducedMotion = true;
  const { container } = render(<NumbersSection />);
  const c = counters(container);
  for (let i = 0; i < 4; i++) intersect(c.root(i), { evenIfDisconnected: true });
  expect(c.texts()).toEqual(FINAL);
  advance(500);
  expect(c.texts()).toEqual(FINAL);
});

it('stops its frame loop when unmounted mid-count', () => {
  const { container, unmount } = render(<NumbersSection />);
  intersect(counters(container).root(0));
  advance(500);
  const raf = jest.spyOn(window, 'requestAnimationFrame');
  unmount();
  advance(3000);
  expect(raf).not.toHaveBeenCalled();
});
