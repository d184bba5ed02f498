import { SiteFooter } from '@/components/layout/footer';
import { SiteHeader } from '@/components/layout/header';
import { Activity } from 'react';

// The public pages' chrome: header with trending banner and navigation, and the footer.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded focus:bg-white focus:p-3 focus:text-ink"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* Hydrated on its own, after the page (see app/(site)/page.tsx). */}
      <Activity>
        <SiteFooter />
      </Activity>
    </>
  );
}
