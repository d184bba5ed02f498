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

/** A menu group's entries, each in its <li>; `linkClass(current)` styles an entry. */
export function MenuLinkItems({
  links,
  pathname,
  onSelect,
  linkClass,
}: {
  links: readonly NavLinkData[] | undefined;
  pathname: string;
  onSelect: () => void;
  linkClass: (current: boolean) => string;
}) {
  return links?.map((l) => (
    <li key={l.href}>
      <MenuLink
        link={l}
        current={pathname === l.href}
        onSelect={onSelect}
        className={linkClass(pathname === l.href)}
      />
    </li>
  ));
}
