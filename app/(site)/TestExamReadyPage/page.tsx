import { menuGroupOf } from '@/lib/nav';
import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { CallbackProvider } from '@/components/course/callback-button';
import { coursePriceSlots } from '@/components/practice/course-price-slot';
import { JsonLd } from '@/components/seo/json-ld';
import { PracticeHeader } from '@/components/practice/practice-header';
import { ReadinessCheck } from '@/components/practice/readiness-check';
import { RouteLink } from '@/components/ui/route-link';
import { readinessPage as t } from '@/content/practice/readiness';
import { learningResourceLd } from '@/lib/structured-data';

const path = '/TestExamReadyPage';

export const metadata: Metadata = contentMetadata(t, path);

// Static page; the check is a client leaf. The suggested courses' prices are rendered here.
export default function TestExamReadyPage() {
  return (
    <CallbackProvider>
      <article className="container-page max-w-4xl py-10 sm:py-14">
        <JsonLd
          data={learningResourceLd({
            name: t.title,
            description: t.description,
            path,
            resourceType: 'Self-assessment',
            levels: 'CEFR A1 to C2',
            teaches: 'French exam preparation (DELF, DALF, TEF, TCF)',
          })}
        />
        <PracticeHeader eyebrow={menuGroupOf(path)} title={t.title} lead={t.lead}>
          <p className="mt-3">
            Not sure of your level?{' '}
            <RouteLink
              href="/orientation-test"
              className="font-semibold text-brand underline underline-offset-4"
            >
              Take the orientation test
            </RouteLink>{' '}
            first.
          </p>
        </PracticeHeader>
        <div className="mt-8">
          <ReadinessCheck prices={coursePriceSlots(['a1', 'a2', 'b1', 'b2', 'exam-focus'])} />
        </div>
      </article>
    </CallbackProvider>
  );
}
