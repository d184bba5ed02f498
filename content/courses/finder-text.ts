import type { Audience } from './types';

/** The words of /your-french-level, /course-curriculum and the programme pages. */
export const finderText = {
  title: 'French Courses',
  description:
    'Every French course we teach, live online: CEFR levels A1 to B2, kids and teens classes, adult classes, DELF/DALF/TEF/TCF exam focus courses, conversation classes and private coaching.',
  heading: 'Find Your French Course',
  intro:
    'Live online classes in small batches, from your first words to exam-ready French. Filter by who the course is for, or take the orientation test if you are not sure of your level.',
  filterLabel: 'Show courses for',
  filters: [
    { value: 'all', label: 'All' },
    { value: 'adults', label: 'Adults' },
    { value: 'kids', label: 'Kids and teens' },
    { value: 'exam', label: 'Exam preparation' },
  ] as { value: 'all' | Audience; label: string }[],
  notSure: 'Not sure of your level? Take the orientation test',
  level: 'Level',
  forWhom: 'For',
  duration: 'Duration',
  format: 'Format',
  nextCohort: 'Next cohort',
  cohortOnRequest: 'Dates on request',
  cohortTba: 'To be announced',
  feesWithCohort: 'Announced with the next cohort',
  price: 'Price',
  feesOnRequest: 'Fees on request',
  viewCourse: 'View course',
  requestCallback: 'Request a callback',
  none: 'No course matches this filter.',
  curriculumTitle: 'Course Curriculum',
  curriculumDescription:
    'The week-by-week curriculum of our French A1, A2, B1 and B2 courses: lessons, outcomes and activities, each with a PDF to download.',
  curriculumIntro:
    'What you learn in each level, week by week. Open a week to see its lessons, the outcome and the activities, or download the whole curriculum as a PDF.',
  downloadPdf: (level: string) => `Download the ${level} curriculum (PDF)`,
  coursePage: (level: string) => `The ${level} course page`,
  weeks: (n: number) => `${n} weeks`,
  whoTitle: 'Who it is for',
  getTitle: 'What you get',
  levelsTitle: 'Levels offered',
  formatTitle: 'Format',
  timesTitle: 'Batch times (IST)',
  faqTitle: 'Frequently Asked Questions',
};
