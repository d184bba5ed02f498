import 'server-only';
import { learnerClasses, type BatchClasses } from '@/lib/classes/learner';
import { feedToken, feedUrl } from '@/lib/classes/feed';

/** What the 'Reset link' action's code on /dashboard says: done, failed, or nothing. */
export type CalendarNotice = 'reset' | 'failed' | null;

/** The dashboard's `calendar` search parameter as a notice (anything else is no notice). */
export const calendarNotice = (v: string | string[] | undefined): CalendarNotice =>
  v === 'reset' || v === 'failed' ? v : null;

/**
 * The dashboard's classes at `now`: each batch the learner may join, and their private calendar
 * address. A learner with no such batch gets neither (and no feed is made for them).
 */
export async function dashboardClasses(
  userId: string,
  now: number,
): Promise<{ classes: BatchClasses[]; feed: string | null }> {
  const classes = await learnerClasses(userId, now);
  if (!classes.length) return { classes, feed: null };
  return { classes, feed: feedUrl(await feedToken(userId)) };
}
