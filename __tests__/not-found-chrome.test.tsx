/** @jest-environment node */
// Issue 21: the 404 page had no header or footer. Next renders app/not-found.tsx outside the (site)
// layout, so it wraps itself in SiteChrome: the skip link, the header (trending banner and main
// navigation), the page in <main>, and the footer with the copyright line.
import { prerender } from 'react-dom/static';
import NotFound from '@/app/not-found';
import { copyrightLine } from '@/components/layout/copyright';

jest.mock('next/navigation', () => ({
  usePathname: () => '/no-such-page',
  useRouter: () => ({
    push: jest.fn(),
    replace: jest.fn(),
    refresh: jest.fn(),
    prefetch: jest.fn(),
  }),
  useSearchParams: () => new URLSearchParams(),
}));

it('the 404 page has the site header, navigation and footer around its message', async () => {
  const { prelude } = await prerender(<NotFound />);
  const html = await new Response(prelude).text();
  expect(html).toContain('href="#main"');
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/aria-label="Trending now"/);
  expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
  expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*404 page not found[\s\S]*<\/main>/);
  expect(html).toMatch(/<footer[\s>]/);
  expect(html).toContain(copyrightLine());
});
