'use client';

import { useEffect, useRef, useState } from 'react';
import { RouteLink } from '@/components/ui/route-link';
import { usePathname } from 'next/navigation';
import { ChevronDown } from 'lucide-react';
import { navGroups } from '@/content/navigation';
import { groupId, isGroupActive } from '@/lib/nav';
import { MenuLink } from './nav-link';

/**
 * Desktop navigation (from 1280 px): dropdowns open on hover, on keyboard focus and on click; they
 * close on Escape, on leaving and on a pick. The active group is highlighted (spec §2).
 */
export function DesktopNav() {
  const pathname = usePathname();
  const [open, setOpen] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  // Focus returning to a trigger after Escape must not reopen its dropdown.
  const suppressFocusOpen = useRef(false);
  // A click right after hover or focus opened a dropdown (the pointer arriving) keeps it open.
  const openedAt = useRef(0);
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

  const item =
    'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold whitespace-nowrap transition-colors';
  const tone = (active: boolean) =>
    active ? 'bg-brand text-white' : 'text-ink hover:bg-brand-light hover:text-brand';

  return (
    <nav ref={navRef} aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {navGroups.map((g) => {
          const active = isGroupActive(g, pathname);
          if (g.href) {
            return (
              <li key={g.label}>
                <RouteLink
                  href={g.href}
                  className={`${item} ${tone(active)}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {g.label}
                </RouteLink>
              </li>
            );
          }
          const id = groupId('nav', g);
          const isOpen = open === g.label;
          return (
            <li
              key={g.label}
              className="relative"
              onMouseEnter={() => openGroup(g.label)}
              onMouseLeave={() => setOpen((o) => (o === g.label ? null : o))}
              onFocus={() => {
                if (!suppressFocusOpen.current) openGroup(g.label);
              }}
              onBlur={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node)) {
                  setOpen((o) => (o === g.label ? null : o));
                }
              }}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && isOpen) {
                  setOpen(null);
                  suppressFocusOpen.current = true;
                  e.currentTarget.querySelector<HTMLButtonElement>('button')?.focus();
                  suppressFocusOpen.current = false;
                }
              }}
            >
              <button
                type="button"
                className={`${item} ${tone(active)}`}
                aria-expanded={isOpen}
                aria-controls={id}
                onClick={() => {
                  if (!isOpen) openGroup(g.label);
                  else if (performance.now() - openedAt.current > 500) setOpen(null);
                }}
              >
                {g.label}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                />
              </button>
              <ul
                id={id}
                hidden={!isOpen}
                className="absolute top-full left-0 z-40 min-w-64 rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-200"
              >
                {g.links?.map((l) => (
                  <li key={l.href}>
                    <MenuLink
                      link={l}
                      current={pathname === l.href}
                      onSelect={() => setOpen(null)}
                      className={`block rounded-lg px-3 py-2 text-sm ${
                        pathname === l.href
                          ? 'bg-brand-light font-semibold text-brand'
                          : 'text-ink hover:bg-cream'
                      }`}
                    />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
