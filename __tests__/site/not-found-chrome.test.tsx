/** @jest-environment node */
// Issue 21: the 404 page had no header or footer. An unmatched URL gets app/global-not-found.tsx
// (a document of its own): the skip link, the header (trending banner and main navigation), the
// message in <main>, and the footer. A notFound() in a public page gets the (site) layout's chrome
// around (site)/not-found.tsx. The not-found files inside the layouts hold no chrome of their own:
// every page's payload carries them.
import { prerender } from 'react-dom/static';
import GlobalNotFound from '@/app/global-not-found';
import SiteNotFound from '@/app/(site)/not-found';
import RootNotFound from '@/app/not-found';
import AdminNotFound from '@/app/(staff)/admin/not-found';
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

async function html(node: React.ReactNode) {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

it('the 404 page has the site header, navigation and footer around its message', async () => {
  const page = await html(<GlobalNotFound />);
  expect(page).toMatch(/^<!DOCTYPE html><html lang="en-IN"/);
  expect(page).toContain('href="#main"');
  expect(page).toMatch(/<header[\s>]/);
  expect(page).toMatch(/aria-label="Trending now"/);
  expect(page).toMatch(/<nav[^>]*aria-label="Main"/);
  expect(page).toMatch(/<main id="main"[^>]*>[\s\S]*404 page not found[\s\S]*<\/main>/);
  expect(page).toMatch(/<footer[\s>]/);
  expect(page).toContain(copyrightLine());
});

it('the not-found files themselves hold no header or footer', async () => {
  for (const node of [
    <SiteNotFound key="s" />,
    <RootNotFound key="r" />,
    <AdminNotFound key="a" />,
  ]) {
    const page = await html(node);
    expect(page).toContain('404 page not found');
    expect(page).not.toMatch(/<footer[\s>]|Trending now|aria-label="Main"/);
  }
});

it('the back office says so in its own words and leads back to its overview', async () => {
  const page = await html(<AdminNotFound />);
  expect(page).toMatch(/href="\/admin"[^>]*>Back to the back office/);
});
