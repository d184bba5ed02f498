import type { Metadata } from 'next';
import { DashboardPage, type DashboardSearch } from '@/components/dashboard/dashboard-page';
import { homeText } from '@/content/dashboard';
import { contentMetadata } from '@/lib/metadata';

// The same page as /dashboard (spec §2 names both); its canonical is /dashboard.
export const metadata: Metadata = {
  ...contentMetadata(homeText, '/dashboard'),
  robots: { index: false },
};

export default function Page({ searchParams }: { searchParams: DashboardSearch }) {
  return DashboardPage({ path: '/dashboard/home', searchParams });
}
