/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TrendingBanner } from '@/components/layout/trending-banner';
import { trendingLinks } from '@/content/navigation';
import { wrapIndex } from '@/lib/rotation';
import { stubMatchMedia } from '@/__tests__/support/dom-stubs';

jest.mock('next/link', () => {
  const Link = ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  );
  return { __esModule: true, default: Link };
});

function mockReducedMotion(reduce: boolean) {
  stubMatchMedia((q) => reduce && q.includes('reduce'));
}

const current = () => screen.getByRole('region', { name: 'Trending now' }).querySelector('a')!;

describe('wrapIndex', () => {
  it.each([
    [0, 3, 0],
    [3, 3, 0],
    [-1, 3, 2],
    [5, 3, 2],
    [-4, 3, 2],
  ])('wrapIndex(%i, %i) = %i', (i, n, want) => expect(wrapIndex(i, n)).toBe(want));
});

describe('Trending banner', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('has the spec three links and advances every 3 s with wrap-around', () => {
    expect(trendingLinks.map((l) => l.href)).toEqual([
      '/beginer-french',
      '/elimentary-french',
      '/intermediate-course',
    ]);
    render(<TrendingBanner />);
    expect(current()).toHaveTextContent(trendingLinks[0]!.label);
    act(() => jest.advanceTimersByTime(2999));
    expect(current()).toHaveTextContent(trendingLinks[0]!.label);
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toHaveTextContent(trendingLinks[1]!.label);
    act(() => jest.advanceTimersByTime(6000));
    expect(current()).toHaveTextContent(trendingLinks[0]!.label);
  });

  it('arrows wrap both ways', () => {
    render(<TrendingBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous trending link' }));
    expect(current()).toHaveTextContent(trendingLinks[2]!.label);
    fireEvent.click(screen.getByRole('button', { name: 'Next trending link' }));
    expect(current()).toHaveTextContent(trendingLinks[0]!.label);
  });

  it('pauses while hovered, and with the pause button', () => {
    render(<TrendingBanner />);
    const region = screen.getByRole('region', { name: 'Trending now' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(9000));
    expect(current()).toHaveTextContent(trendingLinks[0]!.label);
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Pause trending links' }));
    act(() => jest.advanceTimersByTime(9000));
    expect(current()).toHaveTextContent(trendingLinks[0]!.label);
    fireEvent.click(screen.getByRole('button', { name: 'Play trending links' }));
    act(() => jest.advanceTimersByTime(3000));
    expect(current()).toHaveTextContent(trendingLinks[1]!.label);
  });

  it('does not advance by itself with reduced motion', () => {
    mockReducedMotion(true);
    render(<TrendingBanner />);
    act(() => jest.advanceTimersByTime(9000));
    expect(current()).toHaveTextContent(trendingLinks[0]!.label);
    expect(screen.getByRole('button', { name: 'Play trending links' })).toBeInTheDocument();
  });
});
