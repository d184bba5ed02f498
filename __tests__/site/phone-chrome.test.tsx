/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { BottomBar } from '@/components/course/bottom-bar';
import { CallbackProvider } from '@/components/course/callback-button';
import type { CohortFacts } from '@/components/course/price-card';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { levelCourses } from '@/content/courses';
import { levelLinks } from '@/content/navigation';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({}) }));
jest.mock('next/link', () => {
  const Link = ({ href, children, ...rest }: Record<string, unknown>) => {
    delete rest.prefetch; // next/link's own prop, not an attribute
    return (
      <a href={href as string} {...rest}>
        {children as React.ReactNode}
      </a>
    );
  };
  return { __esModule: true, default: Link };
});

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

describe('the mobile menu', () => {
  it('links straight to the four level pages', () => {
    render(<MobileMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    const levels = within(menu).getByRole('list', { name: 'French courses by level' });
    const hrefs = within(levels)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(levelCourses.map((c) => c.href));
    expect(levelLinks.map((l) => l.label)).toEqual([
      'A1 Beginners',
      'A2 Elementary',
      'B1 Intermediate',
      'B2 Upper-Intermediate',
    ]);
  });
});

describe('the course bottom bar', () => {
  const course: CohortFacts = {
    slug: 'b2',
    mrp: null,
    prices: [],
    cohortNumber: null,
    start: null,
    end: null,
    started: null,
    timeCommitment: '16 weeks',
  };
  let observed: ResizeObserverCallback[] = [];
  let height = 53;

  beforeEach(() => {
    observed = [];
    window.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    window.ResizeObserver = class {
      constructor(cb: ResizeObserverCallback) {
        observed.push(cb);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.hasAttribute('data-bottom-bar') ? height : 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const renderBar = () =>
    render(
      <CallbackProvider>
        <BottomBar
          course={course}
          serverNow={Date.now()}
          startText={null}
          watchId="course-hero"
          whatsappText="Hello"
        />
      </CallbackProvider>,
    );

  it('reserves its own height at the end of the page while it is shown, and gives it back', () => {
    height = 53;
    const { unmount } = renderBar();
    const root = document.documentElement;
    // globals.css turns this into the body's bottom padding and the bottom scroll padding
    expect(root.style.getPropertyValue('--bottom-bar-height')).toBe('53px');
    height = 88; // the bar grew (the cohort banner wrapped, a larger text size)
    act(() => observed.forEach((cb) => cb([], {} as ResizeObserver)));
    expect(root.style.getPropertyValue('--bottom-bar-height')).toBe('88px');
    unmount();
    expect(root.style.getPropertyValue('--bottom-bar-height')).toBe('');
  });

  it('is turned into the page padding by globals.css', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    expect(css).toMatch(
      /body:has\(\[data-bottom-bar\]\)\s*\{\s*padding-bottom:\s*var\(--bottom-bar-height/,
    );
    expect(css).toMatch(/scroll-padding-bottom:\s*var\(--bottom-bar-height/);
  });
});
