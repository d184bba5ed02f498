/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { stubInertIntersectionObserver, stubMatchMedia } from '@/__tests__/support/dom-stubs';
import { render, screen, within } from '@testing-library/react';
import { ServicesSection } from '@/components/home/services';
import { services } from '@/content/services';

beforeAll(() => {
  // Reveal and next/link look for these; jsdom has neither.
  stubInertIntersectionObserver();
  stubMatchMedia();
});

/** Spec §2: the cards that link to pages. */
const LINKED = [
  '/FrenchKidsPage',
  '/FrenchAdultPage',
  '/TranslationAndInterpretation',
  '/recruitAssistance',
  '/freeCC',
];

function cardList() {
  const region = screen.getByRole('region', { name: 'Our Services' });
  return within(region).getAllByRole('list').at(-1)!;
}

it('is the #services section under an h2, with its intro and two buttons', () => {
  render(<ServicesSection />);
  const region = screen.getByRole('region', { name: 'Our Services' });
  expect(region).toHaveAttribute('id', 'services');
  expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent('Our Services');
  expect(within(region).getByRole('link', { name: 'Explore Our Courses' })).toHaveAttribute(
    'href',
    '/your-french-level',
  );
  expect(within(region).getByRole('link', { name: 'Level Based Quizzes' })).toHaveAttribute(
    'href',
    '/Quiz',
  );
});

it('renders the 11 cards, each with an h3 title and description', () => {
  render(<ServicesSection />);
  const items = within(cardList()).getAllByRole('listitem');
  expect(items).toHaveLength(11);
  services.forEach((service, i) => {
    const item = items[i]!;
    expect(
      within(item).getByRole('heading', { level: 3, name: service.title }),
    ).toBeInTheDocument();
    expect(item).toHaveTextContent(service.description);
  });
});

it('makes exactly the 5 cards with a path into links named by their title', () => {
  render(<ServicesSection />);
  const links = within(cardList()).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual(LINKED);
  for (const link of links) {
    const service = services.find((s) => s.path === link.getAttribute('href'))!;
    expect(link).toHaveAccessibleName(service.title);
    expect(link).toHaveAccessibleDescription(service.description);
    // No nested interactive elements inside a card link.
    expect(link.querySelector('a, button, [tabindex]')).toBeNull();
  }
});

it('leaves the other 6 cards as plain, non-focusable articles', () => {
  render(<ServicesSection />);
  const articles = within(cardList()).getAllByRole('article');
  expect(articles).toHaveLength(6);
  for (const article of articles) {
    expect(article).not.toHaveAttribute('tabindex');
    expect(article.className).not.toMatch(/cursor-pointer|hover:/);
    expect(within(article).queryByRole('link')).toBeNull();
  }
});

it('shows every title whole at rest, long ones included (none is clamped)', () => {
  render(<ServicesSection />);
  expect(services.some((s) => s.title.length > 35)).toBe(true);
  for (const service of services) {
    const heading = screen.getByRole('heading', { level: 3, name: service.title });
    expect(heading).toHaveTextContent(service.title);
    expect(heading.className).not.toMatch(/line-clamp|truncate/);
  }
});

it('lays out 9 cards in three columns with the last 2 centred, or 2 columns with the last centred', () => {
  render(<ServicesSection />);
  const list = cardList();
  expect(list.className).toMatch(/sm:grid-cols-4/);
  expect(list.className).toMatch(/lg:grid-cols-6/);
  const starts = within(list)
    .getAllByRole('listitem')
    .map((li) => li.className.match(/\b\w+:col-start-\w+/g)?.join(' ') ?? '');
  expect(starts.slice(0, 9).every((s) => s === '')).toBe(true);
  expect(starts[9]).toBe('lg:col-start-2');
  expect(starts[10]).toBe('sm:col-start-2 lg:col-start-auto');
});
