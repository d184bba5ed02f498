import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { CallbackProvider } from '@/components/course/callback-button';
import { coursePriceSlots } from '@/components/practice/course-price-slot';
import { OrientationTestNote } from '@/components/pages/orientation-test-note';
import { PracticePage } from '@/components/pages/practice-page';
import { ReadinessCheck } from '@/components/practice/readiness-check';
import { readinessPage as t } from '@/content/practice/readiness';

const path = '/TestExamReadyPage';

export const metadata: Metadata = contentMetadata(t, path);

// Static page; the check is a client leaf. The suggested courses' prices are rendered here.
export default function TestExamReadyPage() {
  return (
    <CallbackProvider>
      <PracticePage
        path={path}
        page={t}
        lead={t.lead}
        intro={<OrientationTestNote before="Not sure of your level? " after="first." />}
      >
        <div className="mt-8">
          <ReadinessCheck prices={coursePriceSlots(['a1', 'a2', 'b1', 'b2', 'exam-focus'])} />
        </div>
      </PracticePage>
    </CallbackProvider>
  );
}
