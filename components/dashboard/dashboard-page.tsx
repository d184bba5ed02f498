import { ClassesSection } from '@/components/classes/classes-section';
import { requireUser } from '@/lib/auth/session';
import { calendarNotice, dashboardClasses } from '@/lib/learner/classes';
import { learningCards } from '@/lib/learner/enrolments';
import { requestTime } from '@/lib/request-time';
import { DashboardHome } from './dashboard-home';
import { HomeCards } from './home-cards';

export type DashboardSearch = Promise<Record<string, string | string[] | undefined>>;

/**
 * The learner's home (spec §2), for /dashboard and /dashboard/home: rendered per request for the
 * signed-in learner only (a visitor signs in and comes back to `path`); 'Next class' and the
 * calendar card for a learner in a batch (calendar=reset: the 'Reset link' action's code).
 */
export async function DashboardPage({
  path,
  searchParams,
}: {
  path: string;
  searchParams: DashboardSearch;
}) {
  const user = await requireUser(path);
  const now = await requestTime();
  const [cards, { classes, feed }, params] = await Promise.all([
    learningCards(user.id),
    dashboardClasses(user.id, now),
    searchParams,
  ]);
  return (
    <DashboardHome
      name={user.name}
      cards={cards}
      classes={
        <ClassesSection
          classes={classes}
          feed={feed}
          now={now}
          notice={calendarNotice(params.calendar)}
        />
      }
      aside={<HomeCards userId={user.id} />}
    />
  );
}
