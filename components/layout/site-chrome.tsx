import { Activity } from 'react';
import { SiteFooter } from './footer';
import { SiteHeader } from './header';

/**
 * The public pages' chrome: skip link, header with trending banner and navigation, the page in
 * <main>, and the footer. Used by the (site) layout and by the 404 page, which Next renders
 * outside any route group's layout.
 */
export function SiteChrome({ children }: { children: React.ReactNode }) {
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
