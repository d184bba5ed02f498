import { RouteLink } from '@/components/ui/route-link';
import { heroCta } from '@/content/navigation';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { TrendingBanner } from './trending-banner';

/**
 * The site header (spec §2): trending banner, logo, navigation, 'Explore Our Courses'. It sticks
 * with its top offset by the banner's height (trending-banner.tsx sets it: 2.75 rem, 2.5 rem from
 * 640 px), so the banner scrolls away and only the logo row stays: on a phone the fixed chrome
 * (this row and a course page's bottom bar) keeps to about an eighth of the screen.
 */
export function SiteHeader() {
  return (
    <header className="sticky -top-11 z-30 bg-cream shadow-sm sm:-top-10">
      <TrendingBanner />
      <div className="container-page flex min-h-14 items-center justify-between gap-3 sm:min-h-16">
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
