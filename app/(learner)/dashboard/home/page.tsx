import type { Metadata } from 'next';
import { DashboardHome } from '@/components/dashboard/dashboard-home';
import { HomeCards } from '@/components/dashboard/home-cards';
import { homeText } from '@/content/dashboard';
import { requireUser } from '@/lib/auth/session';
import { learningCards } from '@/lib/learner/enrolments';
import { contentMetadata } from '@/lib/metadata';

// The same page as /dashboard (spec §2 names both); its canonical is /dashboard.
export const metadata: Metadata = {
  ...contentMetadata(homeText, '/dashboard'),
  robots: { index: false },
};

export default async function DashboardHomePage() {
  const user = await requireUser('/dashboard/home');
  const cards = await learningCards(user.id);
  return <DashboardHome name={user.name} cards={cards} aside={<HomeCards userId={user.id} />} />;
}
