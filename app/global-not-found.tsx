import type { Metadata, Viewport } from 'next';
import { SiteChrome } from '@/components/layout/site-chrome';
import { NotFoundMessage } from '@/components/layout/not-found-message';
import { site } from '@/content/site';
import { metadata as rootMetadata, viewport as rootViewport } from './layout';
import { SiteDocument } from './site-document';
import './globals.css';

export const metadata: Metadata = {
  ...rootMetadata,
  // No layout above this file, so the root layout's title template is written out here.
  title: `Page not found | ${site.name}`,
  robots: { index: false },
};
export const viewport: Viewport = rootViewport;

// Spec §2: an unmatched URL shows '404 page not found' (status 404) inside the site's header and
// footer, so the visitor keeps the navigation. Next renders this file instead of every layout
// (experimental.globalNotFound in next.config.mjs), so it renders the document itself.
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteChrome>
        <NotFoundMessage />
      </SiteChrome>
    </SiteDocument>
  );
}
