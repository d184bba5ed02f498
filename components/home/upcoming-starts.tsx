'use client';

import { RouteLink } from '@/components/ui/route-link';
import { useFetchedJson } from '@/components/ui/use-fetched-json';
import type { UpcomingStartLine } from '@/lib/courses/upcoming';
import { PromoItem } from './promo-item';

/** The lines of a `GET /api/upcoming-starts` answer, or null when it is not the expected shape. */
export function readUpcomingStarts(json: unknown): UpcomingStartLine[] | null {
  if (typeof json !== 'object' || json === null) return null;
  const { success, starts } = json as { success?: unknown; starts?: unknown };
  if (success !== true || !Array.isArray(starts)) return null;
  const lines: UpcomingStartLine[] = [];
  for (const s of starts as unknown[]) {
    if (typeof s !== 'object' || s === null) return null;
    const { course, href, when } = s as Record<string, unknown>;
    // Only a path of this site: the answer names where the course link goes.
    if (typeof course !== 'string' || typeof when !== 'string') return null;
    if (typeof href !== 'string' || !/^\/[A-Za-z0-9-]/.test(href)) return null;
    lines.push({ course, href, when });
  }
  return lines;
}

/**
 * 'Upcoming batch details' (spec §2): each level course's next start date, read by the browser
 * from the database at each view (app/api/upcoming-starts), so a cohort staff publish shows at
 * once on every instance while the landing page itself stays prerendered and is never rendered
 * again on a visitor's request. Until the answer comes, and if it fails, the promo shows without
 * dates, as it does without JavaScript.
 */
export function UpcomingStarts({ noCohort }: { noCohort: string }) {
  const lines = useFetchedJson('/api/upcoming-starts', readUpcomingStarts);

  return (
    <ul className="mt-5 space-y-3" data-testid="upcoming-starts">
      {lines?.length === 0 ? <PromoItem>{noCohort}</PromoItem> : null}
      {lines?.map((line) => (
        <PromoItem key={line.href}>
          <RouteLink
            href={line.href}
            className="font-semibold text-amber-200 underline underline-offset-2"
          >
            {line.course}
          </RouteLink>
          {': '}
          {line.when}
        </PromoItem>
      ))}
    </ul>
  );
}
