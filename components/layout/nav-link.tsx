import { RouteLink } from '@/components/ui/route-link';
import type { NavLink as NavLinkData } from '@/content/types';
import { BrochureDownloadLink } from '@/components/layout/brochure-link';
import { DOWNLOAD_PATH } from '@/lib/nav';

/** A menu entry: a page link, or for /Download the brochure download (spec §2). */
export function MenuLink({
  link,
  className,
  onSelect,
  current,
}: {
  link: NavLinkData;
  className: string;
  onSelect?: () => void;
  current?: boolean;
}) {
  if (link.href === DOWNLOAD_PATH) {
    return (
      <BrochureDownloadLink className={className} onClick={onSelect}>
        {link.label}
      </BrochureDownloadLink>
    );
  }
  return (
    <RouteLink
      href={link.href}
      className={className}
      onClick={onSelect}
      aria-current={current ? 'page' : undefined}
    >
      {link.label}
    </RouteLink>
  );
}
