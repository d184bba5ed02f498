import { RouteLink } from '@/components/ui/route-link';
import { heroCta } from '@/content/navigation';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { TrendingBanner } from './trending-banner';

/** The site header (spec §2): trending banner, logo, navigation, 'Explore Our Courses'. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 bg-cream shadow-sm">
      <TrendingBanner />
      <div className="container-page flex min-h-16 items-center justify-between gap-3">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-2">
          <RouteLink
            href={heroCta.href}
            className="hidden rounded-full bg-brand px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-dark sm:inline-flex xl:hidden 2xl:inline-flex"
          >
            {heroCta.label}
          </RouteLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
