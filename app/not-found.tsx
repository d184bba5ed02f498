import { SiteChrome } from '@/components/layout/site-chrome';
import { RouteLink } from '@/components/ui/route-link';
import { buttonClass } from '@/components/ui/button';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

// Spec §2: an unmatched URL shows '404 page not found' (status 404), inside the site's header and
// footer so the visitor keeps the navigation.
export default function NotFound() {
  return (
    <SiteChrome>
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-16 text-center">
        <h1 className="font-display text-4xl font-bold text-brand">404 page not found</h1>
        <p className="max-w-md text-muted">
          The page you asked for does not exist or has moved. The home page has all our courses.
        </p>
        <RouteLink href="/" className={buttonClass('primary', 'min-h-12')}>
          Go to the home page
        </RouteLink>
      </div>
    </SiteChrome>
  );
}
