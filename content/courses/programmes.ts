/**
 * The courses the finder lists beside the four levels, and the pages of the three that have one
 * (/FrenchKidsPage, /FrenchAdultPage, /FocusFrenchCourse). Every fact comes from the spec (§1, §2
 * Services, §9); durations, dates and fees are not given for any of them, so they are 'on request'
 * (mrp and nextCohort null) and listed in `schoolToConfirm`. Never invent a price.
 */
import { batches, kidsAndTeens, onEnquiry } from '@/content/courses-overview';
import { commonFaqs } from './shared';
import type { ProgrammeDetails } from './types';

const liveOnline = 'Live online classes on a video-conferencing tool';

const feesOnRequest = {
  q: 'What are the fees?',
  a: 'Fees are shared on request, and a payment plan is offered on request too. Request a callback and our team will share the fees and the next batch dates.',
};

/**
 * Kids and teens. The Services card and the page say ages 9-16 (spec §2); the spec's 'All Ages
 * Welcome' benefit said courses start from age 10 (§1), and it now says 9, as here.
 * SCHOOL TO CONFIRM: the ages (9-16) and the slots (every daily slot but 9:00-11:30 PM: no
 * late-night class for children), both set in content/courses-overview.ts kidsAndTeens.
 */
export const kidsTeens: ProgrammeDetails = {
  slug: 'kids-teens',
  title: 'French Classes for Kids and Teens',
  href: '/FrenchKidsPage',
  audiences: ['kids'],
  levels: 'Beginners',
  audience: 'Children and teenagers aged 9-16 who are starting French.',
  summary:
    'Live beginner classes for ages 9-16, in separate batches for kids and for teens, so every learner studies with children of their own age.',
  duration: onEnquiry,
  format: liveOnline,
  nextCohort: null,
  mrp: null,
  slots: kidsAndTeens.slots,
  page: {
    headline: 'French for Kids and Teens',
    intro:
      'Give your child a head start with a new language. Our beginner classes for ages 9-16 are taught live by certified instructors, in small batches where every child speaks, with separate batches for kids and for teens.',
    whoItIsFor: [
      'Children and teenagers aged 9 to 16',
      'Complete beginners: no previous French needed',
      'Students who will study French at school and want a confident start',
    ],
    whatYouGet: [
      'Separate batches for kids and for teens',
      'Small batches of 6-15 students, with personalised mentor support',
      'Live online classes with instructors certified DELF/DALF B2 or above',
      'Class recordings shared within 24 hours',
      'A learning path that follows the CEFR levels, from A1 onwards',
    ],
    faqs: [
      {
        q: 'What age groups do you teach?',
        a: 'Children and teenagers aged 9 to 16, in separate batches for kids and for teens.',
      },
      {
        q: 'Does my child need to know any French?',
        a: 'No. These classes are for beginners.',
      },
      {
        q: 'How are the classes held?',
        a: 'Classes are live online on a video-conferencing tool, so your child can join from home.',
      },
      {
        q: 'What times are the classes?',
        a: `Daily batches, all IST: ${kidsAndTeens.slots.join(', ')}. There is no late-night batch for children.`,
      },
      {
        q: 'How many children are there in a batch?',
        a: 'Batches have 6 to 15 students, with personalised mentor support.',
      },
      {
        q: 'What if my child misses a class?',
        a: commonFaqs.missedClass.a,
      },
      {
        q: 'Is there a trial class?',
        a: 'We do not offer trial classes, but a recorded demo class is available: request a callback and ask us for it.',
      },
      feesOnRequest,
    ],
  },
  schoolToConfirm: [
    'ages (9-16, and courses from age 9 in the benefits)',
    'slots (no 9:00-11:30 PM batch for children)',
    'duration',
  ],
};

export const adults: ProgrammeDetails = {
  slug: 'adults',
  title: 'French Classes for Adults',
  href: '/FrenchAdultPage',
  audiences: ['adults'],
  levels: 'A1 to B2',
  audience:
    'Adults, students and working professionals learning French for work, study, travel or pleasure.',
  summary:
    'Live French classes for adults at every level from A1 to B2, in small batches and five daily time slots that fit around work and studies.',
  duration: onEnquiry,
  format: liveOnline,
  nextCohort: null,
  mrp: null,
  page: {
    headline: 'French Classes for Adults',
    intro:
      'Whether you are starting from zero or aiming for B2, our adult classes follow the CEFR levels step by step. Classes are live, in small batches, with five daily time slots so you can learn around your work or studies.',
    whoItIsFor: [
      'Working professionals who need French for their career',
      'Students planning to study in a French-speaking country',
      'Travellers and language lovers',
      'Anyone preparing for a DELF exam at their level',
    ],
    whatYouGet: [
      'Courses from A1 (Beginner) to B2 (Upper-Intermediate), aligned with the CEFR',
      'Live 2.5-hour classes with instructors certified DELF/DALF B2 or above',
      `Five daily batch slots, all IST: ${batches.slots.join(', ')}`,
      'Small batches of 6-15 students, with personalised mentor support',
      'Class recordings shared within 24 hours',
      'Free career counselling and placement assistance',
    ],
    faqs: [
      {
        q: 'Which levels can I join?',
        a: 'We teach every level from A1 (Beginner) to B2 (Upper-Intermediate). Not sure of your level? Take our orientation test.',
      },
      {
        q: 'I work full-time. Can I fit the classes in?',
        a: `Yes. There are five daily batch slots, all IST, from early morning to late evening: ${batches.slots.join(', ')}. If you miss a class, the recording is shared within 24 hours.`,
      },
      commonFaqs.batchSize,
      commonFaqs.classLength,
      commonFaqs.instructors,
      commonFaqs.trial,
      feesOnRequest,
    ],
  },
  schoolToConfirm: ['duration'],
};

export const examFocus: ProgrammeDetails = {
  slug: 'exam-focus',
  title: 'Exam Focus Course (DELF, DALF, TEF, TCF)',
  href: '/FocusFrenchCourse',
  audiences: ['exam'],
  levels: 'Non-beginners preparing for DELF, DALF, TEF or TCF',
  audience: 'Learners aged 17 and above who already know some French and have an exam to pass.',
  summary:
    'Focused preparation for the DELF, DALF, TEF and TCF exams, for non-beginners aged 17 and above: the format of each paper, timed practice and feedback.',
  duration: onEnquiry,
  format: liveOnline,
  nextCohort: null,
  mrp: null,
  page: {
    headline: 'Focus Courses for DELF, DALF, TEF and TCF',
    intro:
      'An exam rewards more than good French: it rewards knowing the format, managing your time and meeting the marking criteria. Our focus courses prepare non-beginners aged 17 and above for the DELF, DALF, TEF and TCF exams, with live classes led by instructors certified DELF/DALF B2 or above.',
    whoItIsFor: [
      'Learners aged 17 and above',
      'Non-beginners who already have a level in French',
      'Candidates for the DELF, DALF, TEF or TCF, for studies, work or immigration plans',
    ],
    whatYouGet: [
      'Preparation for the four skills the exams test: listening, reading, writing and speaking',
      'Live classes with instructors certified DELF/DALF B2 or above',
      'Small batches of 6-15 students, with personalised mentor support',
      'Class recordings shared within 24 hours',
      'Practice in the format of the exam you are taking, with feedback on each skill',
    ],
    faqs: [
      {
        q: 'Which exams do you prepare for?',
        a: 'DELF, DALF, TEF and TCF.',
      },
      {
        q: 'Can I join as a beginner?',
        a: 'No. The focus courses are for non-beginners aged 17 and above. If you are starting from zero, begin with our A1 course.',
      },
      {
        q: 'How do I know which level to prepare for?',
        a: 'Take our orientation test to find your level, then request a callback to choose the right exam and level.',
      },
      {
        q: 'Can I practise with mock tests?',
        a: 'Yes. We offer mock practice tests for DELF/DALF and TEF.',
      },
      commonFaqs.instructors,
      commonFaqs.missedClass,
      feesOnRequest,
    ],
  },
  schoolToConfirm: ['duration', 'levels offered for each exam'],
};

/**
 * Conversation classes (spec §2 Services: A2 and above); no page. The spec gives no age: listed
 * under the Adults chip as our choice, SCHOOL TO CONFIRM.
 */
export const conversation: ProgrammeDetails = {
  slug: 'conversation',
  title: 'French Conversation Classes (A2 and above)',
  href: null,
  audiences: ['adults'],
  levels: 'A2 and above',
  audience: 'Learners at A2 level or above who want to speak more fluently.',
  summary:
    'Live conversation practice for learners at A2 and above: speak in every class and build fluency and confidence.',
  duration: onEnquiry,
  format: liveOnline,
  nextCohort: null,
  mrp: null,
  schoolToConfirm: ['duration', 'audiences (the spec gives no age)'],
};

/**
 * Private coaching (spec §1, §2 Services); no page. The spec gives no level, age or format detail:
 * it sits under no filter chip but 'All' until the school says who it is for.
 */
export const privateCoaching: ProgrammeDetails = {
  slug: 'private-coaching',
  title: 'Private Coaching',
  href: null,
  audiences: [],
  levels: 'Levels on enquiry',
  audience: 'Learners who want classes planned around their own goals and pace.',
  summary:
    'Private French coaching with one of our certified instructors, planned around your goals. Request a callback to discuss your level and schedule.',
  duration: onEnquiry,
  format: 'Live online',
  nextCohort: null,
  mrp: null,
  schoolToConfirm: ['levels', 'duration', 'audiences', 'format (one-to-one or small group)'],
};

/** In the order of the spec's Services cards (§2). */
export const programmeList: ProgrammeDetails[] = [
  kidsTeens,
  adults,
  examFocus,
  conversation,
  privateCoaching,
];
