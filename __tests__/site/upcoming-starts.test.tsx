/** @jest-environment jsdom */
/**
 * The landing page's 'Upcoming batch details' as the browser reads GET /api/upcoming-starts
 * (components/home/upcoming-starts.tsx): only the expected shape is shown, and a course link only
 * ever leads to a page of this site.
 */
import '@testing-library/jest-dom';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { readUpcomingStarts, UpcomingStarts } from '@/components/home/upcoming-starts';

const line = {
  course: 'French B2 Level',
  href: '/b2-level',
  when: 'next cohort starts 1 Feb 2027',
};

describe('readUpcomingStarts', () => {
  it('reads the lines of a successful answer, and an empty list as none on sale', () => {
    expect(readUpcomingStarts({ success: true, starts: [line] })).toEqual([line]);
    expect(readUpcomingStarts({ success: true, starts: [] })).toEqual([]);
  });

  it('drops extra fields', () => {
    expect(readUpcomingStarts({ success: true, starts: [{ ...line, price: 1 }] })).toEqual([line]);
  });

  it('refuses an error answer or anything not of the shape: null, the promo without dates', () => {
    for (const json of [
      null,
      'starts',
      { success: false, error: { code: 'database_unavailable', message: 'x' } },
      { success: true },
      { success: true, starts: {} },
      { success: true, starts: [null] },
      { success: true, starts: [{ ...line, when: 3 }] },
      { success: true, starts: [{ ...line, course: undefined }] },
    ])
      expect(readUpcomingStarts(json)).toBeNull();
  });

  it('refuses a link off the site', () => {
    for (const href of [
      'https://elsewhere.example/b2',
      '//elsewhere.example/b2',
      '/\\elsewhere.example',
      'javascript:alert(1)',
      '',
      'b2-level',
    ])
      expect(readUpcomingStarts({ success: true, starts: [{ ...line, href }] })).toBeNull();
  });
});

describe('UpcomingStarts', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });
  const answer = (body: unknown, ok = true) =>
    (global.fetch = jest
      .fn()
      .mockResolvedValue({ ok, json: async () => body } as Response) as unknown as typeof fetch);
  const list = () => screen.getByTestId('upcoming-starts');

  it('is an empty list in the server HTML: the page never waits for the database', () => {
    expect(renderToString(<UpcomingStarts noCohort="None yet." />)).toMatch(
      /^<ul[^>]*data-testid="upcoming-starts"[^>]*><\/ul>$/,
    );
  });

  it('shows each line, its course a link to its page, once the answer comes', async () => {
    answer({ success: true, starts: [line] });
    render(<UpcomingStarts noCohort="None yet." />);
    expect(global.fetch).toHaveBeenCalledWith('/api/upcoming-starts', expect.anything());
    const link = await screen.findByRole('link', { name: 'French B2 Level' });
    expect(link).toHaveAttribute('href', '/b2-level');
    expect(list()).toHaveTextContent('French B2 Level: next cohort starts 1 Feb 2027');
  });

  it('says so when nothing is on sale', async () => {
    answer({ success: true, starts: [] });
    render(<UpcomingStarts noCohort="None yet." />);
    expect(await screen.findByText('None yet.')).toBeInTheDocument();
  });

  it('shows nothing on an error answer, a bad shape or a network failure', async () => {
    for (const setUp of [
      () =>
        answer({ success: false, error: { code: 'database_unavailable', message: 'x' } }, false),
      () => answer({ success: true, starts: [{ ...line, href: 'https://elsewhere.example' }] }),
      () =>
        (global.fetch = jest
          .fn()
          .mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch),
    ]) {
      setUp();
      const { unmount } = render(<UpcomingStarts noCohort="None yet." />);
      await waitFor(() => expect(global.fetch).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 0));
      expect(list()).toBeEmptyDOMElement();
      unmount();
    }
  });
});
