import { GraduationCap } from 'lucide-react';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { homeText as t } from '@/content/dashboard';
import type { LearningCard as Card } from '@/lib/learner/enrolments';
import { LearningCard } from './learning-card';
import { DashboardSection } from './dashboard-section';

/**
 * 'My courses': a learning card per enrolment of the account; with none, the way to a first course.
 */
export function LearningSection({ cards }: { cards: Card[] }) {
  return (
    <DashboardSection id="courses-heading" title={t.coursesHeading}>
      {cards.length ? (
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {cards.map((c) => (
            <li key={c.reference}>
              <LearningCard card={c} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-4"
          card={{
            icon: GraduationCap,
            headingId: 'no-course-heading',
            title: t.noCourseTitle,
            actions: (
              <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
                <Link href="/your-french-level" className={buttonClass('primary', 'px-6')}>
                  {t.findLevel}
                </Link>
                <Link
                  href="/orientation-test"
                  className="font-semibold text-brand underline underline-offset-4"
                >
                  {t.orientation}
                </Link>
              </div>
            ),
          }}
        >
          {t.noCourseBody}
        </EmptyState>
      )}
    </DashboardSection>
  );
}

/** Practice material for every learner, enrolled or not. */
export function PracticeSection() {
  return (
    <DashboardSection id="practice-heading" title={t.practiceHeading} className="mt-10">
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {t.practice.map((p) => (
          <li key={p.href}>
            <Link
              href={p.href}
              className="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
            >
              <span className="block font-bold text-brand">{p.title}</span>
              <span className="mt-1 block text-sm text-muted">{p.body}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}
