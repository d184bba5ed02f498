import type { Metadata } from 'next';
import { ClassesSection } from '@/components/classes/classes-section';
import { DashboardHome } from '@/components/dashboard/dashboard-home';
import { HomeCards } from '@/components/dashboard/home-cards';
import { homeText } from '@/content/dashboard';
import { requireUser } from '@/lib/auth/session';
import { calendarNotice, dashboardClasses } from '@/lib/learner/classes';
import { learningCards } from '@/lib/learner/enrolments';
import { contentMetadata } from '@/lib/metadata';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = {
  ...contentMetadata(homeText, '/dashboard'),
  robots: { index: false },
};

type Params = Promise<Record<string, string | string[] | undefined>>;

// The learner's home (spec §2): rendered per request for the signed-in learner only; 'Next class'
// and the calendar card for a learner in a batch (calendar=reset: the 'Reset link' action's code).

export default async function DashboardPage({ searchParams }: { searchParams: Params }) {
  const user = await requireUser('/dashboard');
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
