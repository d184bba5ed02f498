/**
 * The landing page's 'Upcoming batch details' as the browser reads GET /api/upcoming-starts
 * (components/home/upcoming-starts.tsx): only the expected shape is shown, and a course link only
 * ever leads to a page of this site.
 */
import { readUpcomingStarts } from '@/components/home/upcoming-starts';

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
