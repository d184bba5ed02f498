import { LearningCard } from '@/components/dashboard/learning-card';
import { PreviewFrame, previewMetadata } from '@/components/dashboard/preview-frame';
import { courseLessons, progressOf } from '@/lib/learner/lessons';
import type { LearningCard as Card } from '@/lib/learner/enrolments';

export const metadata = previewMetadata('LearningCard');

const b1 = courseLessons('b1')!;
const b2 = courseLessons('b2')!;
const samples: Card[] = [
  {
    reference: 'FS-SAMPLE01',
    course: 'b1',
    title: b1.title,
    level: 'B1',
    batch: 3,
    status: 'paid',
    progress: progressOf(
      b1,
      b1.items.slice(0, 9).map((i) => i.key),
    ),
  },
  {
    reference: 'FS-SAMPLE02',
    course: 'b2',
    title: b2.title,
    level: 'B2',
    batch: 0,
    status: 'pending_payment',
    progress: null,
  },
  {
    reference: 'FS-SAMPLE03',
    course: 'b2',
    title: b2.title,
    level: 'B2',
    batch: 4,
    status: 'awaiting_confirmation',
    progress: null,
  },
];

// /LearningCard: the dashboard's learning cards with sample data (public, noindex, not in the sitemap)
export default function LearningCardPage() {
  return (
    <PreviewFrame name="LearningCard">
      <ul className="grid gap-4 md:grid-cols-2">
        {samples.map((c) => (
          <li key={c.reference}>
            <LearningCard card={c} />
          </li>
        ))}
      </ul>
    </PreviewFrame>
  );
}
