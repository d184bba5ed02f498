/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Reveal } from '@/components/ui/reveal';
import { stubMatchMedia } from '@/__tests__/support/dom-stubs';

/** An IntersectionObserver the test drives: `report(entry)` calls the component's callback. */
let observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
function report(entry: Partial<IntersectionObserverEntry>) {
  const o = observers.at(-1)!;
  act(() =>
    o.callback(
      [
        {
          isIntersecting: false,
          intersectionRatio: 0,
          boundingClientRect: { top: 2000 } as DOMRectReadOnly,
          rootBounds: { bottom: 800 } as DOMRectReadOnly,
          ...entry,
        } as IntersectionObserverEntry,
      ],
      {} as IntersectionObserver,
    ),
  );
}

beforeEach(() => {
  observers = [];
  stubMatchMedia();
  window.IntersectionObserver = class {
    private readonly o: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.o = { callback, disconnected: false };
      observers.push(this.o);
    }
    observe() {}
    unobserve() {}
    disconnect() {
      this.o.disconnected = true;
    }
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

const box = () => screen.getByText('Bonjour').parentElement!;

describe('Reveal', () => {
  it('is visible in the server HTML: nothing hides it before JavaScript runs', () => {
    const html = renderToString(
      <Reveal>
        <p>Bonjour</p>
      </Reveal>,
    );
    expect(html).toContain('data-reveal="up"');
    expect(html).not.toContain('data-armed');
    expect(html).not.toContain('data-shown');
  });

  it('leaves content that is on screen when it hydrates alone (no fade, never hidden)', () => {
    render(
      <Reveal>
        <p>Bonjour</p>
      </Reveal>,
    );
    report({
      isIntersecting: true,
      intersectionRatio: 0.05,
      boundingClientRect: { top: 700 } as DOMRectReadOnly,
    });
    expect(box()).not.toHaveAttribute('data-armed');
    expect(observers.at(-1)!.disconnected).toBe(true);
  });

  it('leaves content already scrolled past alone', () => {
    render(
      <Reveal>
        <p>Bonjour</p>
      </Reveal>,
    );
    report({ boundingClientRect: { top: -900 } as DOMRectReadOnly });
    expect(box()).not.toHaveAttribute('data-armed');
  });

  it('hides content below the fold, then shows it once 10 % of it is visible', () => {
    render(
      <Reveal from="left">
        <p>Bonjour</p>
      </Reveal>,
    );
    report({});
    expect(box()).toHaveAttribute('data-armed', '');
    expect(box()).not.toHaveAttribute('data-shown');
    report({ isIntersecting: true, intersectionRatio: 0.05 });
    expect(box()).not.toHaveAttribute('data-shown');
    report({ isIntersecting: true, intersectionRatio: 0.1 });
    expect(box()).toHaveAttribute('data-shown', '');
    expect(observers.at(-1)!.disconnected).toBe(true);
  });

  it('with reduced motion never hides anything', () => {
    stubMatchMedia((q) => q.includes('reduce'));
    render(
      <Reveal>
        <p>Bonjour</p>
      </Reveal>,
    );
    expect(observers).toHaveLength(0);
    expect(box()).not.toHaveAttribute('data-armed');
  });
});
