/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { stubInertIntersectionObserver, stubMatchMedia } from '@/__tests__/support/dom-stubs';
import { render, screen, within } from '@testing-library/react';
import { CareersSection } from '@/components/home/careers';
import { IndustriesSection } from '@/components/home/industries';
import { careers } from '@/content/careers';
import { industries } from '@/content/industries';

beforeAll(() => {
  stubInertIntersectionObserver();
  stubMatchMedia();
});

describe('CareersSection', () => {
  it('shows five focusable cards whose detail is in the DOM and opens on hover or focus', () => {
    render(<CareersSection />);
    const region = screen.getByRole('region', { name: 'Potential Career Opportunities' });
    const cards = within(region).getAllByRole('article');
    expect(cards).toHaveLength(5);
    careers.forEach((career, i) => {
      const card = cards[i]!;
      expect(card).toHaveAccessibleName(career.title);
      expect(card).toHaveAttribute('tabindex', '0');
      expect(card).toHaveTextContent(career.summary);
      const detail = within(card).getByText(career.detail);
      const clip = detail.parentElement!.parentElement!;
      expect(clip.className).toMatch(/grid-rows-\[0fr\]/);
      expect(clip.className).toMatch(/group-hover:grid-rows-\[1fr\]/);
      expect(clip.className).toMatch(/group-focus-within:grid-rows-\[1fr\]/);
      expect(within(card).queryByRole('link')).toBeNull();
    });
  });

  it('puts the cards in two columns from 768 px, the fifth centred at half width', () => {
    render(<CareersSection />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]!.parentElement!.className).toMatch(/md:grid-cols-4/);
    for (const item of items) expect(item.className).toMatch(/md:col-span-2/);
    expect(items.map((i) => i.className.includes('md:col-start-2'))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('IndustriesSection', () => {
  it('shows the headline, text, a courses button and the seven tiles', () => {
    render(<IndustriesSection />);
    const region = screen.getByRole('region', { name: 'Industries Our Learners Excel In' });
    expect(within(region).getByRole('link', { name: 'Explore Our Courses' })).toHaveAttribute(
      'href',
      '/your-french-level',
    );
    const tiles = within(region).getAllByRole('listitem');
    expect(tiles).toHaveLength(7);
    industries.forEach((tile, i) => {
      expect(within(tiles[i]!).getByRole('heading', { level: 3 })).toHaveTextContent(tile.title);
      expect(tiles[i]).toHaveTextContent(tile.detail);
      const icon = tiles[i]!.querySelector('svg')!;
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon.parentElement).toHaveStyle({ color: tile.color });
    });
  });

  it('centres the incomplete last row at every width', () => {
    render(<IndustriesSection />);
    const starts = screen
      .getAllByRole('listitem')
      .map((li) => li.className.match(/\b\w+:col-start-\w+/g)?.join(' ') ?? '');
    // 2 columns: 2+2+2+1; 3 columns: 3+3+1; 4 columns: 4+3.
    expect(starts).toEqual([
      '',
      '',
      '',
      '',
      'xl:col-start-2',
      '',
      'sm:col-start-2 lg:col-start-3 xl:col-start-auto',
    ]);
  });
});
