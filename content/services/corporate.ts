import type { ServicePageContent } from './types';

/** /corpTrainingServices: French training for teams (spec §1 corporate training). */
export const corporatePage: ServicePageContent = {
  path: '/corpTrainingServices',
  title: 'Corporate French Training',
  description:
    'French for your team, online or at your office in Delhi NCR: CEFR-aligned courses from A1, business French and exam preparation, with live classes, recordings within 24 hours and a schedule built around work.',
  serviceType: 'Corporate language training (French)',
  intro: [
    'Teams that work with French-speaking clients, colleagues or markets need French that works on calls, in e-mails and in meetings. We build a course for your team, at the level they are at, on a schedule that fits the working week.',
    'Our courses follow the CEFR from A1, the same framework as the DELF and DALF, so progress is measured against a standard everyone understands.',
  ],
  whoFor: {
    heading: 'Who it is for',
    items: [
      'Companies with French-speaking clients or markets: IT services, support centres, consulting, hospitality, travel.',
      'Teams preparing to work with a French, Belgian, Swiss or Canadian office.',
      'HR and learning teams looking for a language benefit employees can follow around their work.',
      'Schools wanting French classes for grades IV to X.',
    ],
  },
  whatWeDo: {
    heading: 'What we do',
    items: [
      'A short level check for every participant, so each group starts at the right CEFR level.',
      'Live classes with instructors certified DELF/DALF B2 or above, in small groups so everyone speaks.',
      'Business French on request: calls, e-mails, meetings and the vocabulary of your sector.',
      'Recordings of online classes within 24 hours, for anyone who misses a session for work.',
      'Internal tests in the exam pattern and a progress report for the team’s manager.',
    ],
  },
  howItWorks: {
    heading: 'How it works',
    steps: [
      {
        title: 'Tell us about your team',
        body: 'Use the form below: team size, current levels, when they can study and whether you want classes online or at your office.',
      },
      {
        title: 'Proposal',
        body: 'We suggest groups, a timetable, the course outline and a price for the whole programme.',
      },
      {
        title: 'Level check and start',
        body: 'Participants take a short level check, we form the groups and classes begin. Managers get progress reports as agreed.',
      },
    ],
  },
  form: {
    heading: 'Plan training for your team',
    intro: 'We reply with questions or a first proposal.',
    submit: 'Send enquiry',
    thanksTitle: 'Thank you!',
    thanksBody: 'We have your enquiry and will get back to you to plan the training.',
  },
};

export const corporateLabels = {
  organisation: 'Organisation',
  name: 'Your name',
  email: 'Work email',
  phone: 'Phone number',
  teamSize: 'Number of learners',
  levels: 'Current French levels',
  schedule: 'When can the team study?',
  mode: 'Online or at your office?',
  notes: 'Goals or anything else (optional)',
} as const;

export const corporateOptions = {
  levels: [
    'Complete beginners',
    'Mostly beginners (A1-A2)',
    'Mostly intermediate (B1-B2)',
    'Advanced (C1 and above)',
    'Mixed levels',
    'Not sure',
  ],
  schedules: [
    'Weekday mornings',
    'Weekday afternoons',
    'Weekday evenings',
    'Saturdays',
    'Flexible',
  ],
  modes: ['Online', 'At our office (Delhi NCR)', 'Either'],
} as const;
