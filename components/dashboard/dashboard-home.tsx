import { dashboardText } from '@/content/dashboard';
import { LearningSection, PracticeSection } from './learning-section';

/** /dashboard and /dashboard/home. */
export function DashboardHome({ name }: { name: string }) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl font-bold text-brand sm:text-4xl">
        {dashboardText.greeting(firstName)}
      </h1>
      <p className="mt-2 text-muted">{dashboardText.homeLead}</p>
      <div className="mt-8">
        <LearningSection />
        <PracticeSection />
      </div>
    </div>
  );
}
