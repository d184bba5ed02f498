import 'server-only';
import { requireUser } from '@/lib/auth/session';
import { requestTime } from '@/lib/request-time';
import { calendarNotice, dashboardClasses } from './classes';
import { learningCards } from './enrolments';

export type DashboardSearch = Promise<Record<string, string | string[] | undefined>>;

/**
 * What the learner's home shows (spec §2), read by its pages (/dashboard and /dashboard/home): the
 * signed-in learner only (a visitor signs in and comes back to `path`), their cards, 'Next class'
 * and the calendar card for a learner in a batch (calendar=reset: the 'Reset link' action's code).
 */
export async function learnerDashboard(path: string, searchParams: DashboardSearch) {
  const user = await requireUser(path);
  const now = await requestTime();
  const [cards, { classes, feed }, params] = await Promise.all([
    learningCards(user.id),
    dashboardClasses(user.id, now),
    searchParams,
  ]);
  return { user, now, cards, classes, feed, notice: calendarNotice(params.calendar) };
}
