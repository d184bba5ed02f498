import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { coursePriceSlots } from '@/components/practice/course-price-slot';
import { OrientationTest } from '@/components/practice/orientation-test';
import { PracticePage } from '@/components/pages/practice-page';
import { orientationIntro as intro } from '@/content/practice/orientation-test';
import { courseForBand } from '@/lib/practice/orientation';

const path = '/orientation-test';

export const metadata: Metadata = contentMetadata(intro, path);

// Static page; the test itself is a client leaf that keeps its state in sessionStorage.
export default function OrientationTestPage() {
  return (
    <PracticePage path={path} page={intro} lead={intro.lead}>
      <div className="mt-8">
        <OrientationTest prices={coursePriceSlots(Object.values(courseForBand))} />
      </div>
    </PracticePage>
  );
}
