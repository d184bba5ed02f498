import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { LevelQuiz } from '@/components/practice/level-quiz';
import { PracticePage } from '@/components/pages/practice-page';
import { RouteLink } from '@/components/ui/route-link';
import { quizPage } from '@/content/practice/quizzes';

const path = '/Quiz';

export const metadata: Metadata = contentMetadata(quizPage, path);

export default function QuizPage() {
  return (
    <PracticePage
      path={path}
      page={quizPage}
      lead={quizPage.lead}
      intro={
        <p className="mt-3">
          <RouteLink
            href="/orientation-test"
            className="font-semibold text-brand underline underline-offset-4"
          >
            Take the orientation test
          </RouteLink>{' '}
          to find your level first.
        </p>
      }
    >
      <div className="mt-8">
        <LevelQuiz />
      </div>
    </PracticePage>
  );
}
