/**
 * Headings, intros and buttons of the landing-page sections (spec §1, §2). The cards of each
 * section live in their own modules (services, reasons, stats, benefits, careers, industries,
 * testimonials).
 */
import { heroCta } from './navigation';
import type { NavLink } from './types';

const exploreCourses: NavLink = { label: 'Explore Our Courses', href: '/your-french-level' };

export const hero = {
  eyebrow: 'Bonjour, Gurugram',
  tagline: 'Affordable French, Immersive Culture',
  intro:
    'Live French classes in small batches with certified instructors: CEFR levels A1 to B2, kids and teens batches, and focused preparation for DELF, DALF, TEF and TCF.',
  cta: heroCta,
};

/** Section anchor: `about`. */
export const about = {
  heading: 'About Us',
  mission: [
    'Our mission is to make learning French effective, affordable and enjoyable. We do it through structured courses, cultural activities and career-oriented opportunities that take you well beyond the textbook.',
    'Our instructors hold DELF/DALF B2 or above and teach live in small batches of 6 to 15 students, following the CEFR framework so that every class builds on the last. Whether you are a child taking your first steps, a student preparing for an exam or a professional with plans abroad, there is a level, a batch and a pace for you.',
  ],
  buttons: {
    primary: { label: 'Explore Courses', href: '/your-french-level' },
    secondary: { label: 'Explore Now →', href: '/course-curriculum' },
  } satisfies Record<'primary' | 'secondary', NavLink>,
  promo: {
    heading: 'Upcoming batch details + Programs available details',
    starts: (date: string) => `next cohort starts ${date}`,
    started: (start: string, until: string) => `started ${start}, join until ${until}`,
    noCohort:
      'New cohort dates are announced on each course page: join the waitlist there to hear first.',
    items: [
      'Batches for every level from A1 (Beginner) and A2 (Elementary) to B1 (Intermediate) and B2 (Upper-Intermediate)',
      'Five daily batch slots (IST): 7:00-9:30 AM, 10:00 AM-12:30 PM, 4:00-6:30 PM, 7:00-9:30 PM and 9:00-11:30 PM',
      'Small batches of 6-15 students, with live 2.5-hour classes',
      'Separate batches for kids and teens (ages 9-16)',
      'Focus courses for DELF, DALF, TEF and TCF exam preparation',
    ],
  },
  brochureLabel: 'Download Brochure',
};

export const reasonsSection = {
  heading: 'Why Learn French?',
  intro:
    'French is more than a beautiful language. It is a passport to new countries, careers, studies and friendships.',
};

export const numbersSection = {
  heading: 'Numbers Speak',
  intro: 'A growing community of learners, online and in class.',
};

/** Section anchor: `services`. */
export const servicesSection = {
  heading: 'Our Services',
  intro:
    "From a child's first French words to exam preparation, corporate training and professional translation, here is how we can help you, your family or your organisation.",
  buttons: {
    primary: exploreCourses,
    secondary: { label: 'Level Based Quizzes', href: '/Quiz' },
  } satisfies Record<'primary' | 'secondary', NavLink>,
};

export const whyChooseUs = {
  heading: 'Why Choose Us',
  intro:
    'We offer comprehensive, flexible and globally recognised French learning, tailored to your needs: whether you are learning for school, an exam, your career or the love of the language.',
};

export const careersSection = {
  heading: 'Potential Career Opportunities',
  intro:
    'French is one of the most useful second languages for an Indian professional. Here are some of the fields where it can make a real difference to your career.',
};

export const industriesSection = {
  heading: 'Industries Our Learners Excel In',
  intro:
    'Our learners put their French to work across many sectors, in India and abroad. Wherever your ambitions lie, a strong command of French helps you communicate with clients, colleagues and communities across the French-speaking world.',
  button: exploreCourses,
};

export const testimonialsSection = {
  heading: 'What our Learners Say',
  intro: 'Students, parents and professionals share their experience of learning French with us.',
};

/** The video-channel statistics card (spec §2); the channel address is in `./channel`. */
export const channelCard = {
  heading: 'Learn French on Our YouTube Channel',
  text: 'Free lessons, pronunciation tips, grammar explainers and exam practice. Subscribe so you never miss a new video.',
  /** `text` while the channel's address is unset (content/channel.ts): there is no Subscribe button. */
  textWithoutLink: 'Free lessons, pronunciation tips, grammar explainers and exam practice.',
  subscribeLabel: 'Subscribe',
  statLabels: { subscribers: 'Subscribers', videos: 'Videos', views: 'Views' },
};
