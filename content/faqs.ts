/**
 * The school's questions and answers, by topic, for /faqs. Each answer is built from the spec's
 * facts (§1, §9) and the other content modules, never copied: a fact changes in one place. The
 * course modules (content/courses/*) take their shared questions from `sharedFaqs` rather than
 * repeating them.
 */
import { batches, courseLevels, exams, kidsAndTeens } from './courses-overview';
import { refundTerms } from './legal/refund';
import { reservationRules } from './reservations';

/**
 * The same shape as content/courses/types.ts's Faq: plain text, paragraphs split by a blank line;
 * `[words](/path)` links to a page of the site (components/pages/linked-text.tsx).
 */
export type Faq = { q: string; a: string };
export type FaqGroup = { id: string; heading: string; items: Faq[] };

const levelsLine = courseLevels.map((l) => `${l.code} (${l.name})`).join(', ');
const b1 = courseLevels.find((l) => l.code === 'B1')!;
const b2 = courseLevels.find((l) => l.code === 'B2')!;

/** Questions every course page also answers. */
export const sharedFaqs = {
  batchSize: {
    q: 'How many students are in a batch?',
    a: `Between ${batches.size.min} and ${batches.size.max}. ${batches.sizeNote}.`,
  },
  timings: {
    q: 'What are the class timings?',
    a: `There are five daily batch slots, all in India Standard Time (IST): ${batches.slots.join(', ')}. Batches run ${batches.days}; each class lasts ${batches.classLength}.`,
  },
  missedClass: {
    q: 'What if I miss a class?',
    a: `${batches.recordings}, so you can catch up before the next class. Your mentor can help with anything that is unclear.`,
  },
  trialClass: {
    q: 'Can I attend a trial class?',
    a: `${batches.demo}. [Reserve a free session](/ReserveSessionPage) and a counsellor will show you the demo and answer your questions.`,
  },
  paymentPlan: {
    q: 'Can I pay in instalments?',
    a: `Yes. ${batches.paymentPlan}: the instalments and due dates are agreed with you before you pay.`,
  },
  online: {
    q: 'Are the classes online or in person?',
    a: `${batches.mode}. You need a device with a stable internet connection, a microphone and speakers or headphones.`,
  },
} satisfies Record<string, Faq>;

export const faqGroups: FaqGroup[] = [
  {
    id: 'courses-and-levels',
    heading: 'Courses and levels',
    items: [
      {
        q: 'Which levels do you teach?',
        a: `Our general French courses follow the CEFR: ${levelsLine}. We also run kids and teens classes, adult classes, conversation classes (A2 and above), exam focus courses and private coaching.`,
      },
      {
        q: 'I have never learnt French. Where do I start?',
        a: 'With A1, our beginners course: it starts from zero. If you have learnt some French before, take our [orientation test](/orientation-test) or the [level-based quizzes](/Quiz) to find your level.',
      },
      {
        q: 'How long does a level take?',
        a: `B1 takes ${b1.duration}: ${b1.schedule.toLowerCase()}. B2 takes ${b2.duration}, with ${b2.schedule.toLowerCase()}. For A1 and A2, ask us for the current batch's schedule.`,
      },
      {
        q: 'Do I get a certificate?',
        a: 'Yes: a certificate of completion from the school at the end of a course. It is not an official French-government diploma; for that, you take the DELF or DALF exam, which we prepare you for.',
      },
    ],
  },
  {
    id: 'batches-and-timings',
    heading: 'Batches and timings',
    items: [
      sharedFaqs.batchSize,
      sharedFaqs.timings,
      sharedFaqs.missedClass,
      sharedFaqs.trialClass,
    ],
  },
  {
    id: 'fees-and-payment',
    heading: 'Fees and payment',
    items: [
      {
        q: 'How much does a course cost?',
        a: 'Each course page shows its price, with any early-enrolment discount and the date it ends. Prices are in Indian rupees, with no hidden fees: you see the amount before you pay.',
      },
      sharedFaqs.paymentPlan,
      {
        q: 'Why did the price change while I was deciding?',
        a: 'Early-enrolment discounts come in tiers, each ending at the end of a day (India time). The price you pay is the one in force when your payment is taken.',
      },
    ],
  },
  {
    id: 'exams',
    heading: 'Exams',
    items: [
      {
        q: 'Which exams do you prepare for?',
        a: `${exams.names.join(', ')}. ${exams.focusCourses}. We also offer ${exams.practice.charAt(0).toLowerCase()}${exams.practice.slice(1)}.`,
      },
      {
        q: 'Do you conduct the DELF or TEF exam?',
        a: 'No. The exams are held by official exam centres, with their own fees and dates. We prepare you for them, with internal tests in the exam pattern (two in the B1 and B2 courses).',
      },
      {
        q: 'Which exam do I need for Canada?',
        a: 'Canadian immigration asks for TEF Canada or TCF Canada results. Our [free career counselling](/freeCC) can help you plan the level and the timing.',
      },
    ],
  },
  {
    id: 'kids',
    heading: 'Kids and teens',
    items: [
      {
        q: 'From what age can my child learn with you?',
        a: `${kidsAndTeens.summary}.`,
      },
      {
        q: 'Do children learn with adults?',
        a: 'No. Kids and teens have their own batches, with teachers used to their age.',
      },
      {
        q: 'Do you teach French in schools?',
        a: 'Yes: we run French classes for schools, for grades IV to X. See [corporate and school training](/corpTrainingServices).',
      },
    ],
  },
  {
    id: 'online-classes',
    heading: 'Online classes',
    items: [
      sharedFaqs.online,
      {
        q: 'I live outside India. Can I join?',
        a: 'Yes. All our time slots are in IST, so check what they are where you live before you choose a batch.',
      },
      {
        q: 'Can I talk to someone before enrolling?',
        a: `Yes. [Reserve a free session](/ReserveSessionPage) on any day of the next ${reservationRules.daysAhead} days, or [leave us a message](/ContactUs).`,
      },
    ],
  },
  {
    id: 'refunds',
    heading: 'Refunds',
    items: [
      {
        q: 'Can I cancel and get a refund?',
        a: `Yes, before your batch starts: in full if you cancel at least ${refundTerms.fullRefundDaysBeforeStart} days before the first class. Up to ${refundTerms.partialRefundDaysAfterStart} days after the first class, ${refundTerms.partialRefundPercent}% of what you paid is refunded. The details are in our [Refund Policy](/RefundPolicy).`,
      },
      {
        q: 'Can I move to another batch instead?',
        a: `Yes, to a later batch of the same course, ${refundTerms.freeBatchTransfers === 1 ? 'once' : `${refundTerms.freeBatchTransfers} times`} at no cost, when it has a place.`,
      },
      {
        q: 'How long does a refund take?',
        a: `Refunds go back to the account or card you paid from within ${refundTerms.processingWorkingDays} working days of our confirming them.`,
      },
    ],
  },
];

export const faqPage = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about our French courses: levels A1 to B2, batches of 6-15 and the five IST time slots, fees and payment plans, DELF/DALF/TEF/TCF exams, kids and teens classes, online classes and refunds.',
  intro: [
    'The questions learners and parents ask us most, grouped by topic. Cannot find yours? Leave us a message or reserve a free session.',
  ],
} as const;
