'use client';

import { buttonClass } from '@/components/ui/button';
import { useRef, useState } from 'react';
import { RouteLink } from '@/components/ui/route-link';
import { usePathname } from 'next/navigation';
import { Menu } from 'lucide-react';
import { Dialog } from '@/components/ui/dialog';
import { levelLinks, levelLinksTitle, mobileCta, navGroups } from '@/content/navigation';
import { groupId, isGroupActive } from '@/lib/nav';
import { MenuLink, MenuLinkItems } from './nav-link';
import { DrawerHeader } from '@/components/ui/drawer-header';
import { OpenChevron } from '@/components/ui/open-chevron';

/**
 * Below 1280 px: a hamburger opens a slide-in menu with accordion groups and the 'Reserve Your
 * FREE Session' button. The close icon, Escape and choosing a link close it; focus stays inside
 * while open and returns to the hamburger (spec §2, §4).
 */
export function MobileMenu() {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <div className="xl:hidden">
      <button
        ref={burger}
        type="button"
        onClick={() => setOpen(true)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        className="grid size-11 place-items-center rounded-full text-ink hover:bg-brand-light"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">Open menu</span>
      </button>
      <Dialog
        open={open}
        onClose={close}
        labelledBy="mobile-menu-title"
        returnFocusRef={burger}
        variant="drawer"
      >
        <div id="mobile-menu" className="flex h-full flex-col overflow-y-auto">
          <DrawerHeader titleId="mobile-menu-title" closeLabel="Close menu" onClose={close} />
          <nav aria-label="Mobile" className="flex-1 p-2">
            <h3 id="mobile-menu-levels" className="px-3 pt-2 text-sm font-semibold text-muted">
              {levelLinksTitle}
            </h3>
            <ul aria-labelledby="mobile-menu-levels" className="grid grid-cols-2 gap-2 p-2">
              {levelLinks.map((l) => (
                <li key={l.href}>
                  <RouteLink
                    href={l.href}
                    onClick={close}
                    aria-current={pathname === l.href ? 'page' : undefined}
                    className={`flex min-h-11 items-center rounded-lg px-3 py-2 text-sm font-semibold ring-1 ${
                      pathname === l.href
                        ? 'bg-brand-light text-brand ring-brand'
                        : 'text-ink ring-slate-200 hover:bg-cream'
                    }`}
                  >
                    {l.label}
                  </RouteLink>
                </li>
              ))}
            </ul>
            <ul className="mt-2 border-t border-slate-200 pt-2">
              {navGroups.map((g) => {
                const active = isGroupActive(g, pathname);
                const rowClass = `flex min-h-12 w-full items-center justify-between rounded-lg px-3 text-left font-semibold ${
                  active ? 'text-brand' : 'text-ink'
                }`;
                if (g.href) {
                  return (
                    <li key={g.label}>
                      <MenuLink
                        link={{ label: g.label, href: g.href }}
                        onSelect={close}
                        className={`${rowClass} hover:bg-cream`}
                        current={active}
                      />
                    </li>
                  );
                }
                const id = groupId('m', g);
                const isOpen = expanded === g.label;
                return (
                  <li key={g.label}>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={id}
                      onClick={() => setExpanded(isOpen ? null : g.label)}
                      className={`${rowClass} hover:bg-cream`}
                    >
                      {g.label}
                      <OpenChevron open={isOpen} className="size-5" />
                    </button>
                    <ul
                      id={id}
                      hidden={!isOpen}
                      className="mb-2 ml-3 border-l-2 border-brand-light"
                    >
                      <MenuLinkItems
                        links={g.links}
                        pathname={pathname}
                        onSelect={close}
                        linkClass={(current) =>
                          `block min-h-11 px-4 py-2.5 text-sm ${
                            current ? 'font-semibold text-brand' : 'text-ink'
                          }`
                        }
                      />
                    </ul>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="border-t border-slate-200 p-4">
            <RouteLink
              href={mobileCta.href}
              onClick={close}
              className={buttonClass('primary', 'flex min-h-12')}
            >
              {mobileCta.label}
            </RouteLink>
          </div>
        </div>
      </Dialog>
    </div>
  );
}
