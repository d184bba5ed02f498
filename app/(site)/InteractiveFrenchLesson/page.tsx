import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { ArrowRight } from 'lucide-react';
import { DialogueExercise } from '@/components/practice/dialogue-exercise';
import { Flashcards } from '@/components/practice/flashcards';
import { MatchExercise } from '@/components/practice/match-exercise';
import { PracticePage } from '@/components/pages/practice-page';
import { buttonClass } from '@/components/ui/button';
import { RouteLink } from '@/components/ui/route-link';
import { levelCourse } from '@/content/practice/courses';
import { lessonPage as t } from '@/content/practice/lesson';

const path = '/InteractiveFrenchLesson';

export const metadata: Metadata = contentMetadata(t, path);

const steps = [
  { id: 'cards', ...t.steps.cards, body: <Flashcards /> },
  { id: 'matching', ...t.steps.matching, body: <MatchExercise /> },
  { id: 'dialogue', ...t.steps.dialogue, body: <DialogueExercise /> },
];

// Static page; each of the three steps is its own client leaf.
export default function InteractiveFrenchLessonPage() {
  const course = levelCourse('A1');
  return (
    <PracticePage
      path={path}
      page={t}
      eyebrow={t.eyebrow}
      heading={t.heading}
      lead={t.lead}
      intro={<p className="mt-3 text-sm font-semibold text-muted">Level A1 · about 10 minutes</p>}
    >
      {steps.map((s) => (
        <section
          key={s.id}
          aria-labelledby={`${s.id}-h`}
          className="mt-10 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
        >
          <h2 id={`${s.id}-h`} className="font-display text-2xl font-bold text-brand sm:text-3xl">
            {s.heading}
          </h2>
          <p className="mt-2 mb-6 max-w-3xl leading-relaxed text-muted">{s.intro}</p>
          {s.body}
        </section>
      ))}
      <section aria-labelledby="next-h" className="mt-10 rounded-3xl bg-cream p-6 sm:p-8">
        <h2 id="next-h" className="font-display text-2xl font-bold">
          {t.next.heading}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed">{t.next.text}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <RouteLink href="/Quiz" className={buttonClass('primary', 'px-6 py-2')}>
            Take the A1 quiz
            <ArrowRight aria-hidden="true" className="size-5" />
          </RouteLink>
          <RouteLink href="/WatchPractice" className={buttonClass('outline', 'px-6 py-2')}>
            Watch and practise
          </RouteLink>
          <RouteLink href={course.href} className={buttonClass('outline', 'px-6 py-2')}>
            See the A1 course
          </RouteLink>
        </div>
      </section>
    </PracticePage>
  );
}
