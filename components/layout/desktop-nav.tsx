'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { navGroups } from '@/content/navigation';
import { groupId, isGroupActive } from '@/lib/nav';
import { MenuLink, MenuLinkItems } from './nav-link';
import { OpenChevron } from '@/components/ui/open-chevron';

/**
 * Desktop navigation (from 1280 px), a disclosure menu: a dropdown opens on hover, on click, on
 * Enter or Space (the button's click) and on the arrow keys (Down: first link, Up: last link), and
 * not on focus, so Tab walks the top-level entries and then the page. Inside an open dropdown the
 * arrow keys, Home and End move between links. It closes on Escape (focus back on its button), on
 * leaving it, on Tab out of it, on a click elsewhere and on a pick. The active group is
 * highlighted (spec §2).
 */
export function DesktopNav() {
  const pathname = usePathname();
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // A click right after hover opened a dropdown (the pointer arriving) keeps it open.
  const openedAt = useRef(0);
  // The link to focus once an arrow key has opened a dropdown: 0 first, -1 last.
  const focusOnOpen = useRef<number | null>(null);
  const openGroup = (label: string) => {
    setOpen((o) => {
      if (o !== label) openedAt.current = performance.now();
      return label;
    });
  };

  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (!navRef.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);

  useEffect(() => {
    const at = focusOnOpen.current;
    focusOnOpen.current = null;
    if (!open || at === null) return;
    const links = menuLinks(navRef.current?.querySelector(`[data-menu="${CSS.escape(open)}"]`));
    links.at(at)?.focus();
  }, [open]);

  const item =
    'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors';
  const tone = (active: boolean) =>
    active ? 'bg-brand text-white' : 'text-ink hover:bg-brand-light hover:text-brand';

  return (
    <nav ref={navRef} aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {navGroups.map((g, index) => {
          const active = isGroupActive(g, pathname);
          if (g.href) {
            return (
              <li key={g.label}>
                <MenuLink
                  link={{ label: g.label, href: g.href }}
                  className={`${item} ${tone(active)}`}
                  current={active}
                />
              </li>
            );
          }
          const id = groupId('nav', g);
          const isOpen = open === g.label;
          // The last dropdown ('More') opens leftwards from its button's right edge: opened to the
          // right it ran past the window (84 px at 1280 px) and scrolled the page sideways.
          const alignEnd = index === navGroups.length - 1;
          return (
            <li
              key={g.label}
              className="relative"
              onMouseEnter={() => openGroup(g.label)}
              onMouseLeave={() => setOpen((o) => (o === g.label ? null : o))}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node)) {
                  setOpen((o) => (o === g.label ? null : o));
                }
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && isOpen) {
                  e.preventDefault();
                  setOpen(null);
                  e.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
                }
              }}
            >
              <button
                type="button"
                className={`${item} ${tone(active)}`}
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={(e) => {
                  if (!isOpen) openGroup(g.label);
                  // detail 0: Enter or Space, which always toggles
                  else if (e.detail === 0 || performance.now() - openedAt.current > 500) {
                    setOpen(null);
                  }
                }}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
                  e.preventDefault();
                  const at = e.key === 'ArrowDown' ? 0 : -1;
                  if (isOpen) {
                    menuLinks(e.currentTarget.nextElementSibling).at(at)?.focus();
                  } else {
                    focusOnOpen.current = at;
                    openGroup(g.label);
                  }
                }}
              >
                {g.label}
                <OpenChevron open={isOpen} className="size-4" />
              </button>
              <ul
                id={id}
                data-menu={g.label}
                hidden={!isOpen}
                onKeyDown={(e) => {
                  const links = menuLinks(e.currentTarget);
                  const i = links.indexOf(document.activeElement as HTMLElement);
                  const to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: -1 }[e.key];
                  if (to === undefined || i < 0) return;
                  e.preventDefault();
                  links.at(to % links.length)?.focus();
                }}
                className={`absolute top-full ${alignEnd ? 'right-0' : 'left-0'} z-40 min-w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200`}
              >
                <MenuLinkItems
                  links={g.links}
                  pathname={pathname}
                  onSelect={() => setOpen(null)}
                  linkClass={(current) =>
                    `block rounded-lg px-3 py-2 text-sm ${
                      current
                        ? 'bg-brand-light font-semibold text-brand'
                        : 'text-ink hover:bg-cream'
                    }`
                  }
                />
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The links of an open dropdown, in order. */
function menuLinks(menu: Element | null | undefined): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('a[href]')] : [];
}
