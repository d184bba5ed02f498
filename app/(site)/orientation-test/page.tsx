import { menuGroupOf } from '@/lib/nav';
import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { coursePriceSlots } from '@/components/practice/course-price-slot';
import { JsonLd } from '@/components/seo/json-ld';
import { OrientationTest } from '@/components/practice/orientation-test';
import { PracticeHeader } from '@/components/practice/practice-header';
import { orientationIntro as intro } from '@/content/practice/orientation-test';
import { courseForBand } from '@/lib/practice/orientation';
import { learningResourceLd } from '@/lib/structured-data';

const path = '/orientation-test';

export const metadata: Metadata = contentMetadata(intro, path);

// Static page; the test itself is a client leaf that keeps its state in sessionStorage.
export default function OrientationTestPage() {
  return (
    <article className="container-page max-w-4xl py-10 sm:py-14">
      <JsonLd
        data={learningResourceLd({
          name: intro.title,
          description: intro.description,
          path,
          resourceType: 'Placement test',
          levels: 'CEFR A1 to B2',
          teaches: 'French',
        })}
      />
      <PracticeHeader eyebrow={menuGroupOf(path)} title={intro.title} lead={intro.lead} />
      <div className="mt-8">
        <OrientationTest prices={coursePriceSlots(Object.values(courseForBand))} />
      </div>
    </article>
  );
}
