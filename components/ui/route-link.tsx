'use client';

import Link from 'next/link';
import { useState, type ComponentProps } from 'react';
import { publicRoutes } from '@/content/routes';

const built = new Set(publicRoutes.map((r) => r.path));

/**
 * next/link that prefetches a page of the site only when the visitor shows they may open it
 * (pointer over it, a finger on it, keyboard focus), Next's "hover-triggered prefetch". By
 * default a link prefetches as soon as it scrolls into view, and a prefetch also downloads the
 * target page's JavaScript: a phone visitor scrolling past the footer's thirty links would fetch
 * most of the site's code. Links to pages still to come (not in content/routes.ts) never
 * prefetch: that would only fetch a 404.
 */
export function RouteLink({
  href,
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false);
  const path = typeof href === 'string' ? href.split(/[?#]/)[0]! : (href.pathname ?? '');
  const show = () => setIntent(true);
  return (
    <Link
      href={href}
      prefetch={prefetch ?? (built.has(path) && intent ? null : false)}
      onMouseEnter={(e) => {
        show();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e) => {
        show();
        onTouchStart?.(e);
      }}
      onFocus={(e) => {
        show();
        onFocus?.(e);
      }}
      {...props}
    />
  );
}
