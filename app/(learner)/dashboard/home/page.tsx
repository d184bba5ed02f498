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

// The same page as /dashboard (spec §2 names both); its canonical is /dashboard.
export const metadata: Metadata = {
  ...contentMetadata(homeText, '/dashboard'),
  robots: { index: false },
};

type Params = Promise<Record<string, string | string[] | undefined>>;

export default async function DashboardHomePage({ searchParams }: { searchParams: Params }) {
  const user = await requireUser('/dashboard/home');
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
