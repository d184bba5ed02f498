import type { Metadata } from 'next';
import { DashboardPage } from '@/components/dashboard/dashboard-page';
import { homeText } from '@/content/dashboard';
import { learnerDashboard, type DashboardSearch } from '@/lib/learner/dashboard';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...contentMetadata(homeText, '/dashboard'),
  robots: { index: false },
};

// The learner's home (spec §2), per request for the signed-in learner.
export default async function Page({ searchParams }: { searchParams: DashboardSearch }) {
  return <DashboardPage data={await learnerDashboard('/dashboard', searchParams)} />;
}
