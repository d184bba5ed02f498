/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { TrendingBanner } from '@/components/layout/trending-banner';
import { trendingLabel, trendingLinks } from '@/content/navigation';
import { stubMatchMedia } from '@/__tests__/support/dom-stubs';

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

beforeEach(() => {
  jest.useFakeTimers();
  stubMatchMedia();
});
afterEach(() => jest.useRealTimers());

describe('Trending banner layout', () => {
  it('never cuts the course label: it may wrap, and is not truncated', () => {
    render(<TrendingBanner />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(trendingLinks[0]!.label);
    expect(link.className).not.toMatch(/\btruncate\b|\bline-clamp|\bwhitespace-nowrap\b/);
  });

  it('keeps every label in one grid cell, so rotating never changes its height', () => {
    const { container } = render(<TrendingBanner />);
    const cell = screen.getByRole('link').parentElement!;
    const labels = [...cell.children].filter((el) => !el.classList.contains('sr-only'));
    expect(labels.map((el) => el.textContent)).toEqual(trendingLinks.map((l) => l.label));
    // one link (the current one); the others hold the space, invisible and hidden from AT
    expect(container.querySelectorAll('a')).toHaveLength(1);
    for (const el of labels.filter((el) => el.tagName !== 'A')) {
      expect(el).toHaveAttribute('aria-hidden', 'true');
      expect(el).toHaveClass('invisible');
    }
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('link')).toHaveTextContent(trendingLinks[1]!.label);
    expect(cell.children).toHaveLength(labels.length + 1);
  });

  it('still names the banner for screen readers when the label is an icon', () => {
    render(<TrendingBanner />);
    expect(screen.getByText(trendingLabel)).toBeInTheDocument();
  });
});
