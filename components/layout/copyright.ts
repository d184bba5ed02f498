import { site } from '@/content/site';

/**
 * The copyright line every page's footer ends with ('© 2024–2026 Gurugram French School'): one
 * source, so the site's footer and the sign-in pages' footer cannot disagree. Pages are
 * prerendered, so the year is the build's; every deploy refreshes it.
 */
export function copyrightLine(now: Date = new Date()): string {
  const year = now.getFullYear();
  const years = year > site.since ? `${site.since}–${year}` : `${site.since}`;
  return `© ${years} ${site.name}`;
}
