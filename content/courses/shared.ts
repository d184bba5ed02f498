/**
 * Facts every course module repeats (spec §9: batches, class length, recordings, demo, payment
 * plan), written once so the FAQs of the four levels cannot drift apart. The wording is ours; every
 * fact comes from the spec or from `content/courses-overview.ts`, which takes its figures from it.
 */
import { batches } from '@/content/courses-overview';
import type { Faq, Highlight } from './types';

/** Where the '4.9' rating comes from (spec §2: '4.9 Google rating'). SCHOOL TO CONFIRM. */
export const RATING_SOURCE = 'Google rating';

const slotList = (() => {
  const all = [...batches.slots];
  const last = all.pop();
  return `${all.join(', ')} and ${last}`;
})();

export const liveClassesHighlight: Highlight = {
  title: 'Live Classes',
  text: 'Real-time classes with your instructor on a video-conferencing tool, with recordings shared within 24 hours.',
};

/** FAQ answers built only from spec facts (§9), shared by the four level pages. */
export const commonFaqs = {
  timings: {
    q: 'What are the batch timings?',
    a: `There are five daily batch slots, all in Indian Standard Time (IST): ${slotList}. You choose one slot when you enrol.`,
  },
  batchSize: {
    q: 'How many students are there in a batch?',
    a: 'Batches have 6 to 15 students, so everyone speaks in every class and gets personalised mentor support.',
  },
  classLength: {
    q: 'How long is each class, and where does it take place?',
    a: 'Each class lasts 2.5 hours and is taught live online on a video-conferencing tool. You can join from anywhere with a stable internet connection.',
  },
  missedClass: {
    q: 'What happens if I miss a class?',
    a: 'The recording of every class is shared within 24 hours, so you can catch up before the next one.',
  },
  trial: {
    q: 'Can I attend a trial class?',
    a: 'We do not offer trial classes, but a recorded demo class is available, so you can see how our live classes run before you enrol.',
  },
  paymentPlan: {
    q: 'Can I pay in instalments?',
    a: 'A payment plan is offered on request. Request a callback and our team will explain the options.',
  },
  instructors: {
    q: 'Who teaches the classes?',
    a: 'Our instructors are certified DELF/DALF B2 or above, and they teach every class live.',
  },
} satisfies Record<string, Faq>;
