import type { Metadata, Viewport } from 'next';
import { SiteDocument } from './site-document';
import { VisitKeeper } from '@/components/layout/visit-keeper';
import { site } from '@/content/site';
import { siteUrl } from '@/lib/site-url';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: `${site.name}: ${site.tagline}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: {
    type: 'website',
    siteName: site.name,
    locale: 'en_IN',
    title: `${site.name}: ${site.tagline}`,
    description: site.description,
  },
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#c1332a',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteDocument>
      {children}
      {/* Where the visit came from, kept in session storage for its forms (issue 52). */}
      <VisitKeeper />
    </SiteDocument>
  );
}
