/**
 * The courses at a glance: levels, batches, exams and the kids and teens track, for the brochure
 * and the course pages. Every figure comes from the spec (§1, §2, §9); where the spec gives none
 * (A1 and A2 durations and timetables) the text says it is shared on enquiry rather than guessing.
 */

export type CefrCode = 'A1' | 'A2' | 'B1' | 'B2';

export type CourseLevel = {
  code: CefrCode;
  /** The CEFR band's name, e.g. 'Beginner'. */
  name: string;
  /** The course's title as the trending banner and menus show it. */
  title: string;
  /** The course landing page; spelling kept from the spec (live links in the wild). */
  href: string;
  /** Length of the course, or an 'on enquiry' line where the spec gives none. */
  duration: string;
  /** The length in weeks, only where the spec gives it. */
  durationWeeks?: number;
  /** Weekly rhythm of the classes, or an 'on enquiry' line. */
  schedule: string;
  /** Spec facts specific to this level (tests, certificate). */
  highlights: string[];
};

/** A course's duration while the school has not set one. */
export const onEnquiry = 'Duration shared on enquiry';
const scheduleOnEnquiry = 'Live 2.5-hour classes; weekly schedule shared on enquiry';

/** @see spec §2 (trending banner, B1 and B2 landing pages) and §9 (durations, class length). */
export const courseLevels: CourseLevel[] = [
  {
    code: 'A1',
    name: 'Beginner',
    title: 'French A1 Level (Beginners Course)',
    href: '/beginer-french',
    duration: onEnquiry,
    schedule: scheduleOnEnquiry,
    highlights: ['Start from zero with live classes and certified instructors'],
  },
  {
    code: 'A2',
    name: 'Elementary',
    title: 'French A2 Level (Elementary Course)',
    href: '/elimentary-french',
    duration: onEnquiry,
    schedule: scheduleOnEnquiry,
    highlights: ['Builds on A1; opens the door to our conversation classes (A2 and above)'],
  },
  {
    code: 'B1',
    name: 'Intermediate',
    title: 'French B1 Level (Intermediate Course)',
    href: '/intermediate-course',
    duration: '12 weeks',
    durationWeeks: 12,
    schedule: 'Six days a week, 12-14 hours per week, in 2.5-hour classes',
    highlights: [
      'Two internal DELF-pattern tests to prepare for the DELF B1 exam',
      'Certificate of completion',
    ],
  },
  {
    code: 'B2',
    name: 'Upper-Intermediate',
    title: 'French B2 Level (Upper-Intermediate Course)',
    href: '/B2-level',
    // The B2 hero says '3 months'; the curriculum runs 16 weeks (spec §9), which is what we print.
    duration: '16 weeks',
    durationWeeks: 16,
    schedule: 'Four 2.5-hour classes per week',
    highlights: ['Two exam-pattern tests to prepare for the DELF B2 exam', 'Verified certificate'],
  },
];

/** Batches and class facts shared by every level (spec §9). */
export const batches = {
  timeZone: 'IST',
  /** The five daily batch slots, all IST, in the order of the schedule's buttons. */
  slots: ['7:00-9:30 AM', '10:00 AM-12:30 PM', '4:00-6:30 PM', '7:00-9:30 PM', '9:00-11:30 PM'],
  // The B2 FAQ says Monday to Friday; the schedule section says Monday to Saturday (spec §9).
  days: 'Monday to Saturday',
  classLength: '2.5 hours',
  size: { min: 6, max: 15 },
  sizeNote: 'Small batches of 6-15 students, with personalised mentor support',
  mode: 'Live online classes on a video-conferencing tool',
  recordings: 'Class recordings shared within 24 hours',
  demo: 'No trial classes, but a recorded demo class is available',
  paymentPlan: 'A payment plan is offered on request',
} as const;

/** Exams we prepare for (spec §1): focus courses for non-beginners aged 17 and above. */
export const exams = {
  names: ['DELF', 'DALF', 'TEF', 'TCF'],
  focusCourses: 'Focus courses for DELF, DALF, TEF and TCF, for learners aged 17+ (non-beginners)',
  practice: 'Mock practice tests for DELF/DALF and TEF, and an orientation test to find your level',
} as const;

/** The kids and teens track (spec §1, §2 Services). */
export const kidsAndTeens = {
  title: 'French Classes for Kids and Teens',
  // SCHOOL TO CONFIRM: ages 9-16 (the programme's own figure); the 'All Ages Welcome' benefit now
  // says 'from age 9' too, where the spec's §1 said 'from age 10'.
  ages: '9-16',
  /**
   * The daily slots offered to children: every batch slot but the late-night 9:00-11:30 PM one.
   * SCHOOL TO CONFIRM: which slots the kids' and teens' batches run in.
   */
  slots: batches.slots.filter((slot) => slot !== '9:00-11:30 PM'),
  href: '/FrenchKidsPage',
  summary: 'Beginner classes for ages 9-16, with separate batches for kids and for teens',
} as const;
