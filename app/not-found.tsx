import type { Metadata } from 'next';
import { Logo } from '@/components/layout/logo';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// A notFound() outside the public pages and the back office, which have their own not-found files
// inside their layouts. Unmatched URLs do not come here (app/global-not-found.tsx). Kept small:
// every page's payload carries it.
export default function NotFound() {
  return (
    <>
      <header className="container-page py-4">
        <Logo />
      </header>
      <main id="main" tabIndex={-1}>
        <NotFoundMessage />
      </main>
    </>
  );
}
