import { ClassesSection } from '@/components/classes/classes-section';
import type { learnerDashboard } from '@/lib/learner/dashboard';
import { DashboardHome } from './dashboard-home';
import { HomeCards } from './home-cards';

/**
 * The learner's home (spec §2) as its pages read it (lib/learner/dashboard.ts): the component
 * renders what it is given and reads nothing itself.
 */
export function DashboardPage({
  data: { user, now, cards, classes, feed, notice },
}: {
  data: Awaited<ReturnType<typeof learnerDashboard>>;
}) {
  return (
    <DashboardHome
      name={user.name}
      cards={cards}
      classes={<ClassesSection classes={classes} feed={feed} now={now} notice={notice} />}
      aside={<HomeCards userId={user.id} />}
    />
  );
}
