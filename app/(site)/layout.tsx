import { SiteChrome } from '@/components/layout/site-chrome';

// The public pages' chrome: header with trending banner and navigation, and the footer.
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
