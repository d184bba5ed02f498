import { Award, Users } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { DisplayHeading } from '@/components/ui/display-heading';
import { FaqList } from '@/components/ui/disclosure';
import { TickList } from '@/components/ui/tick-list';
import { batches } from '@/content/courses-overview';
import type { CourseDetails } from '@/content/courses/types';
import { coursePageText as t } from '@/content/courses/page-text';
import { classDaysText } from '@/lib/courses/class-days';
import { hasStarted, slotStates, type CohortOffer } from '@/lib/courses/offer';
import { formatDay } from '@/lib/dates';
import { curriculumPdfPath } from '@/lib/pdf/file-name';
import { isSet } from '@/content/school-values';
import { BottomBar } from './bottom-bar';
import { CallbackButton, CallbackProvider } from './callback-button';
import { CareerPanel } from './career-panel';
import { CourseContact } from './course-contact';
import { CurriculumDownload } from './curriculum-download';
import { CourseHero } from './course-hero';
import { Section } from './course-section';
import { CurriculumSlider } from './curriculum-slider';
import { DemoVideo } from './demo-video';
import { BatchButtons } from './batch-buttons';
import { PriceCard, type CohortFacts } from './price-card';
import { StudentsMarquee } from './students-marquee';
import { WorldMap } from './world-map';

/**
 * A level course page (spec §2 "Course landing page, B1" and "B2"), filled from its content
 * module. `layout` 'b1' puts the price card in the hero and hides the bottom bar's cohort banner
 * while the hero is in view; 'b2' gives the cohort its own section after the hero, watched instead,
 * and adds the 'more questions' strip before the footer. A1 and A2 follow B1.
 */
export function CoursePage({
  course,
  cohort,
  layout,
  serverNow,
}: {
  course: CourseDetails;
  /** The cohort on sale now (lib/courses/cohorts.ts), or null: none, the waitlist instead. */
  cohort: CohortOffer | null;
  layout: 'b1' | 'b2';
  serverNow: number;
}) {
  const startText = cohort ? formatDay(cohort.start) : null;
  const endText = cohort ? formatDay(cohort.end) : null;
  const facts: CohortFacts = {
    slug: course.slug,
    mrp: cohort?.mrp ?? null,
    prices: cohort?.prices ?? [],
    cohortNumber: cohort?.number ?? null,
    start: cohort?.start ?? null,
    end: cohort?.end ?? null,
    started: cohort && hasStarted(cohort, serverNow) ? formatDay(cohort.enrolUntil) : null,
    timeCommitment: cohort?.timeCommitment ?? course.timeCommitment,
  };
  const seats = cohort ? slotStates(cohort, batches.slots.length) : null;
  const priceCard = (
    <PriceCard course={facts} serverNow={serverNow} startText={startText} endText={endText} />
  );
  const pdf = curriculumPdfPath(course.slug);

  return (
    <CallbackProvider>
      <div className="pb-20">
        <CourseHero course={course} layout={layout} pdf={pdf} priceCard={priceCard} />

        {layout === 'b2' ? (
          <section
            id="course-cohort"
            aria-label={t.cohortSectionTitle}
            className="bg-ink px-4 py-10"
          >
            <div className="mx-auto max-w-xl">{priceCard}</div>
          </section>
        ) : null}

        {course.students.length ? (
          <Section id="students" title={t.studentsTitle} intro={t.studentsIntro} tone="white">
            <StudentsMarquee students={course.students} />
          </Section>
        ) : null}

        <Section id="learn" title={t.learnTitle} intro={t.learnIntro} tone="cream">
          <CurriculumSlider weeks={course.curriculum} />
        </Section>

        <section
          aria-labelledby="curriculum-title"
          className="below-fold bg-brand px-4 py-10 text-white"
        >
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
            <div>
              <DisplayHeading id="curriculum-title" size="band">
                {t.curriculumTitle}
              </DisplayHeading>
              <p className="mt-2 max-w-2xl text-white/90">{t.curriculumIntro}</p>
            </div>
            <CurriculumDownload href={pdf} className={buttonClass('inverse', 'shrink-0 py-3')}>
              {t.downloadDetailed}
            </CurriculumDownload>
          </div>
        </section>

        <Section
          id="schedule"
          title={t.scheduleTitle}
          intro={t.scheduleIntro(cohort ? classDaysText(cohort.classDays) : course.batchDays)}
        >
          <BatchButtons course={course.slug} seats={seats} />
          <div className="mt-8 flex items-start gap-4 rounded-2xl bg-cream p-5">
            <Users aria-hidden="true" className="size-8 shrink-0 text-brand" />
            <div>
              <h3 className="font-display text-xl font-bold text-ink">{t.batchSizeTitle}</h3>
              <p className="mt-1 text-ink">{t.batchSizeText}</p>
            </div>
          </div>
        </Section>

        {course.careers.length ? (
          <Section id="careers" title={t.careersTitle} intro={t.careersIntro} tone="cream">
            <CareerPanel careers={course.careers} />
          </Section>
        ) : null}

        <section aria-labelledby="promo-title" className="below-fold bg-white px-4 py-12">
          <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 rounded-2xl bg-brand-light p-6 sm:p-8 md:flex-row md:items-center md:justify-between">
            <div>
              <DisplayHeading id="promo-title" size="band" className="text-brand">
                {t.promoTitle}
              </DisplayHeading>
              <p className="mt-2 max-w-2xl text-ink">{t.promoText}</p>
            </div>
            <CallbackButton
              course={course.slug}
              className={buttonClass('primary', 'shrink-0 py-3')}
            >
              {t.requestCallback}
            </CallbackButton>
          </div>
        </section>

        <Section id="why" title={course.benefitsHeading} tone="cream">
          <ul className="grid gap-4 md:grid-cols-3">
            {course.benefits.map((g) => (
              <li
                key={g.category}
                className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <h3 className="font-display text-2xl font-bold text-brand">{g.category}</h3>
                <TickList items={g.benefits} badge className="mt-3 grid gap-2" />
              </li>
            ))}
          </ul>
        </Section>

        <Section id="map" title={t.mapTitle} intro={t.mapIntro}>
          <WorldMap />
        </Section>

        {isSet(course.demoVideoId) ? (
          <Section id="demo" title={t.demoTitle} intro={t.demoIntro} tone="cream">
            <div className="mx-auto max-w-4xl">
              <DemoVideo
                videoId={course.demoVideoId}
                title={`${course.courseName}: ${t.demoTitle}`}
              />
            </div>
          </Section>
        ) : null}

        <Section id="certificate" title={t.certificateTitle}>
          <div className="flex flex-col items-start gap-6 rounded-2xl bg-cream p-6 sm:flex-row sm:items-center">
            <Award aria-hidden="true" className="size-16 shrink-0 text-brand" />
            <p className="max-w-3xl text-lg text-ink">{t.certificateText}</p>
          </div>
        </Section>

        <Section id="faq" title={t.faqTitle} tone="cream">
          <FaqList faqs={course.faqs} />
          {layout === 'b2' ? (
            <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h3 className="font-display text-xl font-bold text-ink">{t.moreQuestions}</h3>
                <p className="text-muted">{t.moreQuestionsText}</p>
              </div>
              <CallbackButton course={course.slug} className={buttonClass('primary', 'py-3')}>
                {t.requestCallback}
              </CallbackButton>
            </div>
          ) : null}
        </Section>

        <CourseContact course={course} layout={layout} />
      </div>
      <BottomBar
        course={facts}
        serverNow={serverNow}
        startText={startText}
        watchId={layout === 'b1' ? 'course-hero' : 'course-cohort'}
        whatsappText={`Hello! I am interested in the ${course.courseName}.`}
      />
    </CallbackProvider>
  );
}
