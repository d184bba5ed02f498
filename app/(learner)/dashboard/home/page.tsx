import type { Metadata } from 'next';
import { DashboardPage } from '@/components/dashboard/dashboard-page';
import { homeText } from '@/content/dashboard';
import { learnerDashboard, type DashboardSearch } from '@/lib/learner/dashboard';
import { contentMetadata } from '@/lib/metadata';

// The same page as /dashboard (spec §2 names both); its canonical is /dashboard.
export const metadata: Metadata = {
  ...contentMetadata(homeText, '/dashboard'),
  robots: { index: false },
};

export default async function Page({ searchParams }: { searchParams: DashboardSearch }) {
  return <DashboardPage data={await learnerDashboard('/dashboard/home', searchParams)} />;
}
