import type { ServicePageContent } from './types';

/** /freeCC: free career counselling (spec §1, benefit 'Career Support'). */
export const careerCounsellingPage: ServicePageContent = {
  path: '/freeCC',
  title: 'Free Career Counselling',
  description:
    'A free one-to-one conversation about where French can take you: study abroad, Canadian immigration with TEF or TCF, jobs that use French in India, DELF and DALF. Book a slot that suits you.',
  serviceType: 'Career counselling (French language careers)',
  intro: [
    'French can lead to a university place in France, points for Canadian immigration, a job in Gurugram’s international companies or a career in teaching and translation. Which path fits you, and how long will it take?',
    'Book a free session with one of our counsellors. We listen to your goal, look at where your French is today and suggest a realistic plan: the level you need, the exam that counts and how long it usually takes. There is no charge and no obligation to enrol.',
  ],
  whoFor: {
    heading: 'Who it is for',
    items: [
      'Students deciding whether to study in France, Belgium, Switzerland or Canada.',
      'Professionals planning Canadian immigration who need TEF Canada or TCF Canada results.',
      'Working people who want a job that uses French, or more from the French they already have.',
      'Parents thinking about French for a child aged 9 to 16.',
    ],
  },
  whatWeDo: {
    heading: 'What the session covers',
    items: [
      'Your goal, and the French level (A1 to C2) it really asks for.',
      'Which exam counts for it: DELF, DALF, TEF or TCF, and when to take it.',
      'A study plan that fits your week, with our courses or on your own.',
      'Jobs in India and abroad where French is an asset, from our learners’ experience.',
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      {
        title: 'Pick a time slot',
        body: 'Choose your goal and the time slot that suits you (all times are India time, IST).',
      },
      {
        title: 'We confirm',
        body: 'A counsellor calls or writes to confirm the day and sends a video-call link.',
      },
      {
        title: 'Talk it through',
        body: 'A relaxed conversation about your goal and the way there.',
      },
    ],
  },
  form: {
    heading: 'Book your free session',
    intro: 'All slots are India time (IST). We confirm the day with you by phone or e-mail.',
    submit: 'Book session',
    thanksTitle: 'Thank you!',
    thanksBody:
      'Your request is booked. A counsellor will contact you to confirm the day and send the link.',
  },
};

export const careerCounsellingLabels = {
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  goal: 'Your goal',
  level: 'Your French today',
  slot: 'Preferred time slot (IST)',
  notes: 'Tell us more (optional)',
} as const;
