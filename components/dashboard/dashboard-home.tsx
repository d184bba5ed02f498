import { dashboardText } from '@/content/dashboard';
import type { LearningCard } from '@/lib/learner/enrolments';
import { LearningSection, PracticeSection } from './learning-section';

/** /dashboard and /dashboard/home. */
export function DashboardHome({
  name,
  cards,
  classes,
  aside,
}: {
  name: string;
  cards: LearningCard[];
  /** 'Next class' and the calendar card, above 'My courses' (components/classes/). */
  classes?: React.ReactNode;
  /** The referral and certificate cards. */
  aside?: React.ReactNode;
}) {
  const firstName = name.trim().split(/\s+/)[0] || name;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl font-bold text-brand sm:text-4xl">
        {dashboardText.greeting(firstName)}
      </h1>
      <p className="mt-2 text-muted">{dashboardText.homeLead}</p>
      <div className="mt-8">
        {classes}
        <LearningSection cards={cards} />
        {aside}
        <PracticeSection />
      </div>
    </div>
  );
}
