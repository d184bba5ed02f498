import { navGroups } from '@/content/navigation';
import type { NavGroup } from '@/content/types';

/** The menu entry that downloads the brochure instead of navigating (spec §2). */
export const DOWNLOAD_PATH = '/Download';

/** Is `group` the active one for `pathname` (Home only on '/', others when one entry matches)? */
export function isGroupActive(group: NavGroup, pathname: string): boolean {
  if (group.href) return group.href === pathname;
  return (group.links ?? []).some((l) => l.href !== DOWNLOAD_PATH && l.href === pathname);
}

/** A DOM id for a group's list of links, unique per menu (`prefix`). */
export function groupId(prefix: string, group: NavGroup): string {
  return `${prefix}-${group.label.toLowerCase().replace(/\W+/g, '-')}`;
}

/** The menu group a page sits in ('Exams' for /orientation-test): practice pages' eyebrow. */
export function menuGroupOf(href: string): string {
  const group = navGroups.find((g) => g.links?.some((l) => l.href === href));
  if (!group) throw new Error(`${href} is in no menu group (content/navigation.ts)`);
  return group.label;
}
