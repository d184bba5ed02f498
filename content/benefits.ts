/** The 12 'Why Choose Us' cards, in the spec's order (spec §1). */
import type { Benefit } from './types';

export const benefits: Benefit[] = [
  {
    title: 'Expert Instructors',
    text: 'Learn from teachers certified DELF/DALF B2 or above, who know the language and its exams well.',
  },
  {
    title: 'Structured Learning',
    text: 'Our courses follow the CEFR framework from A1 to C2, so you always know your level and what comes next.',
  },
  {
    title: 'Official Certifications',
    text: 'Prepare for internationally recognised French certifications, DELF, DALF and TCF, with practice in the real exam formats.',
  },
  {
    title: 'Live Online Classes',
    text: 'Join real-time sessions with your instructor, catch up with class recordings, and practise with over 500 premium resources.',
  },
  {
    title: 'Tailored Programs',
    text: 'Choose general French, business French or specialised workshops, depending on what you need the language for.',
  },
  {
    title: 'Flexible Schedules',
    text: 'Five daily batch slots, from early morning to late evening IST, make it easy to fit classes around work or studies.',
  },
  {
    title: 'Transparent Pricing',
    text: 'Budget-friendly fees with no hidden charges: the price you see is the price you pay.',
  },
  {
    title: 'Global Community',
    text: 'Become part of a community of learners who share practice, progress and a love of the French language.',
  },
  {
    title: 'Career Support',
    text: 'Get free placement assistance and career counselling to help you turn your French into real opportunities.',
  },
  {
    title: 'Exclusive Perks',
    text: 'Your course includes streaming-service sessions at no extra cost, giving you more ways to hear and enjoy French.',
  },
  {
    title: 'Affordable Learning',
    text: 'Quality French teaching at fees that stay within reach, because cost should not stand between you and a new language.',
  },
  {
    title: 'All Ages Welcome',
    // SCHOOL TO CONFIRM: the youngest age. The spec said 'from age 10' here and 9-16 for the kids'
    // and teens' classes; the site now says 9 everywhere (content/courses-overview.ts kidsAndTeens).
    text: 'Courses start from age 9, with separate tracks for teens and adults so everyone learns alongside their peers.',
  },
];
