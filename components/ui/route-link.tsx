import Link from 'next/link';
import type { ComponentProps } from 'react';
import { publicRoutes } from '@/content/routes';

const built = new Set(publicRoutes.map((r) => r.path));

/**
 * next/link that prefetches only the site's own pages that exist (content/routes.ts). Links to
 * pages still to come stay plain links: prefetching them would only fetch a 404 (and log it in
 * every visitor's console). A page prefetches as soon as it adds itself to publicRoutes.
 */
export function RouteLink({ href, prefetch, ...props }: ComponentProps<typeof Link>) {
  const path = typeof href === 'string' ? href.split(/[?#]/)[0]! : (href.pathname ?? '');
  return (
    <Link href={href} prefetch={prefetch ?? (built.has(path) ? undefined : false)} {...props} />
  );
}
