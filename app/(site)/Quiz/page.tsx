import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { LevelQuiz } from '@/components/practice/level-quiz';
import { OrientationTestNote } from '@/components/pages/orientation-test-note';
import { PracticePage } from '@/components/pages/practice-page';
import { quizPage } from '@/content/practice/quizzes';

const path = '/Quiz';

export const metadata: Metadata = contentMetadata(quizPage, path);

export default function QuizPage() {
  return (
    <PracticePage
      path={path}
      page={quizPage}
      lead={quizPage.lead}
      intro={<OrientationTestNote after="to find your level first." />}
    >
      <div className="mt-8">
        <LevelQuiz />
      </div>
    </PracticePage>
  );
}
