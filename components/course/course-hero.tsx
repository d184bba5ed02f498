/** The top of a level course page: its name, highlights, the callback and curriculum buttons. */
import { Award, BadgeCheck, CalendarClock, GraduationCap, Star, Users, Video } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DisplayHeading } from '@/components/ui/display-heading';
import { TitleAndText } from '@/components/ui/title-and-text';
import type { CourseDetails } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';
import { CallbackButton } from './callback-button';
import { CurriculumDownload } from './curriculum-download';

const highlightIcons: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>[] = [
  Video,
  CalendarClock,
  GraduationCap,
  Award,
];

export function CourseHero({
  course,
  layout,
  pdf,
  priceCard,
}: {
  course: CourseDetails;
  layout: 'b1' | 'b2';
  pdf: string;
  priceCard: ReactNode;
}) {
  return (
    <section
      id="course-hero"
      aria-labelledby="course-title"
      className="bg-cream px-4 py-10 sm:py-14"
    >
      <div
        className={`mx-auto grid max-w-6xl gap-8 ${layout === 'b1' ? 'lg:grid-cols-[1.4fr_1fr] lg:items-start' : ''}`}
      >
        <div>
          <p className="font-semibold tracking-wide text-brand uppercase">{course.heading}</p>
          <DisplayHeading id="course-title" size="page" className="mt-2 text-ink">
            {course.courseName}
          </DisplayHeading>
          <p className="mt-4 max-w-2xl text-lg text-ink">{course.headline}</p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {course.highlights.map((h, i) => {
              const Icon = highlightIcons[i] ?? BadgeCheck;
              return (
                <li
                  key={h.title}
                  className="flex items-start gap-3 rounded-xl bg-white p-3 shadow-sm"
                >
                  <Icon aria-hidden className="mt-0.5 size-6 shrink-0 text-brand" />
                  <TitleAndText title={h.title} text={h.text} />
                </li>
              );
            })}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <CallbackButton course={course.slug} className={buttonClass('primary', 'py-3')}>
              {t.requestCallback}
            </CallbackButton>
            <CurriculumDownload href={pdf} className={buttonClass('outline', 'py-3')}>
              {t.downloadCurriculum}
            </CurriculumDownload>
          </div>
          <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-ink">
            {course.studentCount ? (
              <span className="flex items-center gap-2">
                <Users aria-hidden="true" className="size-5 text-brand" />
                <strong>{t.enrolled(course.studentCount)}</strong>
              </span>
            ) : null}
            <span className="flex items-center gap-2">
              <Star aria-hidden="true" className="size-5 fill-amber-400 text-amber-500" />
              <strong>{t.rating(course.rating, course.ratingSource)}</strong>
            </span>
          </p>
        </div>
        {layout === 'b1' ? priceCard : null}
      </div>
    </section>
  );
}
