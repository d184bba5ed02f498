/** @jest-environment jsdom */
import { stubMatchMedia } from '@/__tests__/support/dom-stubs';
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { benefitIcons, reasonIcons } from '@/components/home/card-icons';
import { ReasonsSection } from '@/components/home/reasons-carousel';
import { TestimonialsSection } from '@/components/home/testimonials';
import { WhyChooseUsSection } from '@/components/home/why-choose-us';
import { benefits } from '@/content/benefits';
import { reasons } from '@/content/reasons';
import { testimonials } from '@/content/testimonials';
import { TRANSITION_MS } from '@/lib/carousel';

// The page loads the carousel's controls lazily (lazy-sections.tsx); here they render at once.
jest.mock('@/components/home/lazy-sections', () => ({
  ...jest.requireActual('@/components/home/lazy-sections'),
  DeferredTestimonialsCarousel: jest.requireActual('@/components/home/testimonials-carousel')
    .TestimonialsCarousel,
}));

// jsdom has no matchMedia, IntersectionObserver, PointerEvent or pointer capture.
beforeAll(() => {
  stubMatchMedia();
  class StubIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: StubIntersectionObserver,
  });
  class StubPointerEvent extends MouseEvent {
    pointerId: number;
    pointerType: string;
    isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: StubPointerEvent });
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => jest.runOnlyPendingTimers());
  jest.useRealTimers();
});

function swipe(element: Element, dx: number, dy = 0, pointerType = 'touch') {
  fireEvent.pointerDown(element, { pointerId: 1, pointerType, clientX: 200, clientY: 200 });
  fireEvent.pointerMove(element, {
    pointerId: 1,
    pointerType,
    clientX: 200 + dx,
    clientY: 200 + dy,
  });
  fireEvent.pointerUp(element, {
    pointerId: 1,
    pointerType,
    clientX: 200 + dx,
    clientY: 200 + dy,
  });
}

const settle = () => act(() => jest.advanceTimersByTime(TRANSITION_MS));

describe('ReasonsSection', () => {
  const track = () => screen.getByTestId('reasons-track');
  const position = () => Number(track().dataset.position);

  it('renders the 8 cards plus 3 inert, aria-hidden clones at each end', () => {
    render(<ReasonsSection icons={reasonIcons} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Why Learn French?' }),
    ).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Why learn French' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');

    const slides = Array.from(track().children);
    expect(slides).toHaveLength(14);
    const clones = slides.filter((slide) => slide.getAttribute('aria-hidden') === 'true');
    expect(clones).toHaveLength(6);
    expect(slides.slice(0, 3).concat(slides.slice(11))).toEqual(clones);
    for (const clone of clones) {
      expect(clone).toHaveAttribute('inert');
      expect(clone.querySelector('[tabindex]')).toBeNull();
      expect(clone.querySelector('[id]')).toBeNull();
    }
    // Clones repeat the last three cards before, the first three after.
    expect(clones.map((clone) => clone.querySelector('h3')?.textContent)).toEqual(
      [5, 6, 7, 0, 1, 2].map((i) => reasons[i]?.heading),
    );
    // Each card, clones too, shows its own icon, drawn on the server and passed in.
    const iconOf = (slide: Element) => slide.querySelector('svg[aria-hidden="true"]')?.outerHTML;
    expect(slides.map(iconOf)).toEqual(
      [5, 6, 7, 0, 1, 2, 3, 4, 5, 6, 7, 0, 1, 2].map((i) => iconOf(slides[i + 3]!)),
    );
    expect(new Set(slides.map(iconOf)).size).toBe(new Set(reasons.map((r) => r.icon)).size);

    const groups = within(region).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(
      reasons.map((_, i) => `${i + 1} of 8`),
    );
    for (const [i, group] of groups.entries()) {
      expect(group).toHaveAttribute('aria-roledescription', 'slide');
      const card = within(group).getByRole('article', { name: reasons[i]?.heading });
      expect(card).toHaveAttribute('tabindex', '0');
    }
    // The subtext's <b> markup becomes real <b> elements, never raw HTML.
    expect(screen.getAllByText('five continents')[0]?.tagName).toBe('B');
    expect(track().innerHTML).not.toContain('&lt;b&gt;');
  });

  it('disables previous and next for 300 ms during a move', () => {
    render(<ReasonsSection icons={reasonIcons} />);
    const prev = screen.getByRole('button', { name: 'Previous reasons' });
    const next = screen.getByRole('button', { name: 'Next reasons' });
    expect(next).toHaveAttribute('aria-disabled', 'false');

    fireEvent.click(next);
    expect(position()).toBe(4);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next);
    expect(position()).toBe(4);

    act(() => jest.advanceTimersByTime(TRANSITION_MS - 1));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(prev).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(next);
    expect(position()).toBe(5);
  });

  it('jumps back without transition after passing the start', () => {
    render(<ReasonsSection icons={reasonIcons} />);
    expect(position()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous reasons' }));
    expect(position()).toBe(2);
    expect(track().className).toContain('transition-transform');
    settle();
    expect(position()).toBe(10);
    expect(track().className).toContain('transition-none');
    expect(track().style.transform).toContain('* -10)');
  });

  it('jumps back without transition after passing the end', () => {
    render(<ReasonsSection icons={reasonIcons} />);
    const next = screen.getByRole('button', { name: 'Next reasons' });
    for (let i = 0; i < 7; i++) {
      fireEvent.click(next);
      settle();
    }
    expect(position()).toBe(10);
    fireEvent.click(next);
    expect(position()).toBe(11);
    settle();
    expect(position()).toBe(3);
    expect(track().className).toContain('transition-none');
  });

  it('moves on a horizontal swipe of more than 50 px only', () => {
    render(<ReasonsSection icons={reasonIcons} />);
    const viewport = track().parentElement as HTMLElement;
    swipe(viewport, -49);
    expect(position()).toBe(3);
    swipe(viewport, -51);
    expect(position()).toBe(4);
    settle();
    swipe(viewport, 51);
    expect(position()).toBe(3);
    settle();
    // Mostly vertical: left to the page scroll.
    swipe(viewport, -60, 90);
    expect(position()).toBe(3);
    // A mouse drag selects text instead.
    swipe(viewport, -80, 0, 'mouse');
    expect(position()).toBe(3);
  });

  it('moves with the arrow keys, focus following the card', () => {
    render(<ReasonsSection icons={reasonIcons} />);
    const first = screen.getByRole('article', { name: reasons[0]?.heading });
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(position()).toBe(4);
    expect(screen.getByRole('article', { name: reasons[1]?.heading })).toHaveFocus();
    settle();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowLeft' });
    expect(position()).toBe(3);
    expect(first).toHaveFocus();
  });

  it('brings a card reached with Tab into view', () => {
    render(<ReasonsSection icons={reasonIcons} />);
    // One card fully visible below 768 px (matchMedia matches nothing here).
    act(() => screen.getByRole('article', { name: reasons[5]?.heading }).focus());
    expect(position()).toBe(8);
  });
});

describe('WhyChooseUsSection', () => {
  const live = () => screen.getByText(/^Card \d+ of 12/);

  it('renders every benefit with only the active card exposed', () => {
    render(<WhyChooseUsSection icons={benefitIcons} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Why Choose Us' })).toBeInTheDocument();
    for (const benefit of benefits) {
      expect(screen.getByText(benefit.text)).toBeInTheDocument();
    }
    const region = screen.getByRole('region', { name: 'Our benefits' });
    // Every card has an icon, the ten cycled by index.
    const cards = Array.from(region.querySelectorAll('[data-stack] > div'));
    expect(cards).toHaveLength(12);
    const icons = cards.map((card) => card.querySelector('svg[aria-hidden="true"]')?.outerHTML);
    expect(icons.every(Boolean)).toBe(true);
    expect(icons.slice(10)).toEqual(icons.slice(0, 2));
    expect(new Set(icons).size).toBe(10);
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(within(region).getByRole('group')).toHaveAccessibleName('1 of 12');
    expect(live()).toHaveTextContent('Card 1 of 12: Expert Instructors');
    expect(live()).toHaveAttribute('aria-live', 'polite');
  });

  it('stops at either end', () => {
    render(<WhyChooseUsSection icons={benefitIcons} />);
    const prev = screen.getByRole('button', { name: 'Previous slide' });
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(prev).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(prev);
    expect(live()).toHaveTextContent('Card 1 of 12');

    for (let i = 0; i < 11; i++) fireEvent.click(next);
    expect(live()).toHaveTextContent('Card 12 of 12: All Ages Welcome');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(prev).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(next);
    expect(live()).toHaveTextContent('Card 12 of 12');
    fireEvent.click(prev);
    expect(live()).toHaveTextContent('Card 11 of 12');
  });

  it('moves with the arrow keys on the focused carousel', () => {
    render(<WhyChooseUsSection icons={benefitIcons} />);
    const region = screen.getByRole('region', { name: 'Our benefits' });
    expect(region).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(live()).toHaveTextContent('Card 3 of 12');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(live()).toHaveTextContent('Card 2 of 12');
  });

  it('moves on a swipe or mouse drag over 50 px', () => {
    render(<WhyChooseUsSection icons={benefitIcons} />);
    const region = screen.getByRole('region', { name: 'Our benefits' });
    const stack = region.firstElementChild as HTMLElement;
    expect(stack).toHaveClass('cursor-grab');
    swipe(stack, -49, 0, 'mouse');
    expect(live()).toHaveTextContent('Card 1 of 12');
    swipe(stack, -51, 0, 'mouse');
    expect(live()).toHaveTextContent('Card 2 of 12');
    swipe(stack, 80, 0, 'touch');
    expect(live()).toHaveTextContent('Card 1 of 12');
    fireEvent.pointerDown(stack, { pointerId: 2, clientX: 10, clientY: 10 });
    expect(stack).toHaveClass('cursor-grabbing');
  });

  it('shows the arrows once their row is visible', () => {
    render(<WhyChooseUsSection icons={benefitIcons} />);
    expect(screen.getByRole('button', { name: 'Next slide' })).not.toHaveClass(
      'motion-safe:opacity-0',
    );
  });
});

describe('TestimonialsSection', () => {
  it('renders every card and starts with previous disabled', () => {
    const { container } = render(<TestimonialsSection />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'What our Learners Say' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous testimonial' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );

    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(within(region).getAllByRole('group')).toHaveLength(17);
    for (const testimonial of testimonials) {
      expect(screen.getByText(testimonial.name, { exact: false })).toBeInTheDocument();
      expect(screen.getByText(`“${testimonial.text}”`)).toBeInTheDocument();
    }
    expect(container.querySelectorAll('article[tabindex="0"]')).toHaveLength(17);

    const dots = screen.getAllByRole('button', { name: /^Go to testimonial \d+$/ });
    expect(dots).toHaveLength(17);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots.filter((dot) => dot.hasAttribute('aria-current'))).toHaveLength(1);

    const videos = container.querySelectorAll('video');
    expect(videos).toHaveLength(testimonials.filter((t) => t.media.type === 'video').length);
    for (const video of videos) {
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('preload', 'none');
      expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
      expect(video).toHaveTextContent('Your browser does not support the video tag.');
    }
    for (const image of container.querySelectorAll('img')) {
      expect(image).toHaveAttribute('alt', '');
      expect(image).toHaveAttribute('width', '160');
    }
  });
});

describe('testimonials navigation', () => {
  it('updates the index after a slide change', () => {
    render(<TestimonialsSection />);
    const prev = screen.getByRole('button', { name: 'Previous testimonial' });
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Go to testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(prev).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Go to testimonial 17' }));
    act(() => jest.advanceTimersByTime(2000));
    expect(screen.getByRole('button', { name: 'Next testimonial' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('moves the row by a transform and brings a card reached with Tab into view', () => {
    const { container } = render(<TestimonialsSection />);
    const row = container.querySelector<HTMLElement>('[data-track-viewport] > div')!;
    expect(row.style.transform).toBe('translateX(-0%)');
    fireEvent.focus(container.querySelectorAll('article')[4]!);
    expect(screen.getByRole('button', { name: 'Go to testimonial 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(row.style.transform).toBe('translateX(-400%)');
  });
});

describe('server HTML', () => {
  const Reasons = () => <ReasonsSection icons={reasonIcons} />;
  const WhyChooseUs = () => <WhyChooseUsSection icons={benefitIcons} />;

  it.each([
    ['reasons', Reasons],
    ['why choose us', WhyChooseUs],
    ['testimonials', TestimonialsSection],
  ])('hydrates the %s section without a mismatch', async (_, Section) => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Section />);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Section />, { onRecoverableError: recoverable }),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('holds every card of the three sections', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = [Reasons, WhyChooseUs, TestimonialsSection]
      .map((Section) => renderToString(<Section />))
      .join('');
    const escape = (s: string) =>
      s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;');
    for (const reason of reasons) {
      expect(html).toContain(escape(reason.heading));
      expect(html).toContain(escape(reason.subtext.split('<b>')[0] ?? ''));
    }
    for (const benefit of benefits) expect(html).toContain(escape(benefit.text));
    for (const testimonial of testimonials) {
      expect(html).toContain(escape(testimonial.name));
      expect(html).toContain(escape(testimonial.text));
    }
  });
});
