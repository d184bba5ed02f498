import type { Metadata } from 'next';
import { DashboardHome } from '@/components/dashboard/dashboard-home';
import { HomeCards } from '@/components/dashboard/home-cards';
import { homeText } from '@/content/dashboard';
import { requireUser } from '@/lib/auth/session';
import { learningCards } from '@/lib/learner/enrolments';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...contentMetadata(homeText, '/dashboard'),
  robots: { index: false },
};

// The learner's home (spec §2): rendered per request for the signed-in learner only.
export default async function DashboardPage() {
  const user = await requireUser('/dashboard');
  const cards = await learningCards(user.id);
  return <DashboardHome name={user.name} cards={cards} aside={<HomeCards userId={user.id} />} />;
}
