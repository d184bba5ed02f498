import { menuGroupOf } from '@/lib/nav';
import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { LevelQuiz } from '@/components/practice/level-quiz';
import { PracticeHeader } from '@/components/practice/practice-header';
import { RouteLink } from '@/components/ui/route-link';
import { quizPage } from '@/content/practice/quizzes';
import { learningResourceLd } from '@/lib/structured-data';

const path = '/Quiz';

export const metadata: Metadata = contentMetadata(quizPage, path);

export default function QuizPage() {
  return (
    <article className="container-page max-w-4xl py-10 sm:py-14">
      <JsonLd
        data={learningResourceLd({
          name: quizPage.title,
          description: quizPage.description,
          path,
          resourceType: 'Quiz',
          levels: 'CEFR A1 to B2',
          teaches: 'French grammar and vocabulary',
        })}
      />
      <PracticeHeader eyebrow={menuGroupOf(path)} title={quizPage.title} lead={quizPage.lead}>
        <p className="mt-3">
          <RouteLink
            href="/orientation-test"
            className="font-semibold text-brand underline underline-offset-4"
          >
            Take the orientation test
          </RouteLink>{' '}
          to find your level first.
        </p>
      </PracticeHeader>
      <div className="mt-8">
        <LevelQuiz />
      </div>
    </article>
  );
}
