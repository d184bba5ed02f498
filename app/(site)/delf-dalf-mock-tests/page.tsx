import { contentMetadata } from '@/lib/metadata';
import type { Metadata } from 'next';
import { ArrowRight } from 'lucide-react';
import { ExamFormatTable } from '@/components/practice/exam-format-table';
import { PracticePage } from '@/components/pages/practice-page';
import { PracticePapers } from '@/components/practice/practice-paper';
import { buttonClass } from '@/components/ui/button';
import { CallbackButton, CallbackProvider } from '@/components/course/callback-button';
import { bookMockTestCourse } from '@/content/practice/courses';
import {
  dalfFormats,
  delfFormats,
  examFormatsIntro as intro,
  otherFormats,
} from '@/content/practice/exam-formats';
import { paperText } from '@/content/practice/papers';

const path = '/delf-dalf-mock-tests';

export const metadata: Metadata = contentMetadata(intro, path);

const groups = [
  { id: 'delf', title: 'DELF A1 to B2', exams: delfFormats },
  { id: 'dalf', title: 'DALF C1 and C2', exams: dalfFormats },
  { id: 'tef-tcf', title: 'TEF and TCF', exams: otherFormats },
];

export default function MockTestsPage() {
  return (
    <CallbackProvider>
      <PracticePage
        path={path}
        page={intro}
        wide
        lead={intro.lead}
        intro={
          <div className="mt-6 flex flex-wrap gap-3">
            <a href="#practice-papers" className={buttonClass('primary', 'px-6 py-2')}>
              Try a practice paper
            </a>
            <CallbackButton
              course={bookMockTestCourse}
              className={buttonClass('outline', 'px-6 py-2')}
            >
              {intro.bookMock}
              <ArrowRight aria-hidden="true" className="size-4" />
            </CallbackButton>
          </div>
        }
      >
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={`${g.id}-h`} className="mt-12">
            <h2 id={`${g.id}-h`} className="font-display text-2xl font-bold text-brand sm:text-3xl">
              {g.title}
            </h2>
            <div className="mt-5 grid gap-5 lg:grid-cols-2">
              {g.exams.map((exam) => (
                <ExamFormatTable key={exam.id} exam={exam} />
              ))}
            </div>
          </section>
        ))}
        <p className="mt-6 text-sm text-muted">{intro.checked}</p>

        <section id="practice-papers" aria-labelledby="papers-h" className="mt-14 scroll-mt-32">
          <h2 id="papers-h" className="font-display text-2xl font-bold text-brand sm:text-3xl">
            {paperText.heading}
          </h2>
          <p className="mt-3 max-w-3xl leading-relaxed text-muted">{paperText.intro}</p>
          <div className="mt-6">
            <PracticePapers />
          </div>
        </section>
      </PracticePage>
    </CallbackProvider>
  );
}
