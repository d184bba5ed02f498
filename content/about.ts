/**
 * The About menu group (spec §2): /WhoWeAre, /MeetTheTeam, /outTeachingApproach. Every fact comes
 * from the spec (§1 offer and benefits, §9 batches); people's names and photos are the school's to
 * add in `teamMembers` and the pages read well without them.
 */
import { about } from './home';
import { batches } from './courses-overview';

export const whoWeAre = {
  title: 'Who We Are',
  description:
    'A French-language school in Gurugram teaching live, CEFR-aligned French online to kids, teens, students and professionals across India, with exam preparation for DELF, DALF, TEF and TCF.',
  intro: [
    'We are a French-language school based in Gurugram, Haryana. We teach French live, online, to learners across India: children from age 9, teenagers, university students, parents and working professionals.',
    about.mission[0]!,
  ],
  sections: [
    {
      heading: 'What we teach',
      items: [
        'General French courses by CEFR level: A1 (beginner), A2 (elementary), B1 (intermediate) and B2 (upper-intermediate).',
        'Separate classes for kids and teens (ages 9-16) and for adults.',
        'Focus courses for the DELF, DALF, TEF and TCF exams, for learners aged 17 and above who are past the beginner stage.',
        'Conversation classes from A2, private coaching, and French for schools (grades IV-X) and companies.',
        'Translation and interpretation, recruitment assistance for organisations and free career counselling.',
      ],
    },
    {
      heading: 'How we teach',
      items: [
        batches.mode + ', in small batches of 6-15 students.',
        `Classes of ${batches.classLength}, in five daily time slots (IST), ${batches.days}.`,
        `${batches.recordings}, so that a missed class is never lost.`,
        'Instructors certified DELF/DALF B2 or above, and personalised mentor support.',
        'Internal tests in the exam pattern, and a certificate of completion at the end of a course.',
      ],
    },
    {
      heading: 'What we believe',
      items: [
        'French should be affordable: transparent, budget-friendly fees with no hidden costs, and a payment plan on request.',
        'French should be lived, not only studied: culture, conversation and real tasks from the first week.',
        'French should open doors: exams, universities, jobs and new countries. Career support and free counselling are part of what we do.',
        'Everyone learns better with free practice: quizzes, mock tests, lessons and videos open to all.',
      ],
    },
  ],
  cta: {
    heading: 'Talk to us',
    body: 'Not sure which course or level is right for you? Reserve a free session with a counsellor, or leave us a message.',
  },
} as const;

export type TeamRole = {
  role: string;
  qualifications: string[];
  does: string;
};

/** The team as roles and the qualifications each requires (spec §1: instructors B2 or above). */
export const teamRoles: TeamRole[] = [
  {
    role: 'French instructors',
    qualifications: ['DELF/DALF-certified, B2 or above', 'Experience teaching groups live, online'],
    does: 'Teach the live 2.5-hour classes of each CEFR level, from A1 to B2, and run the internal exam-pattern tests.',
  },
  {
    role: 'Exam trainers',
    qualifications: [
      'DELF/DALF-certified, B2 or above',
      'Know the formats of DELF, DALF, TEF and TCF',
    ],
    does: 'Lead the focus courses and mock practice tests, and help each candidate plan their exam.',
  },
  {
    role: 'Kids and teens teachers',
    qualifications: ['DELF/DALF-certified, B2 or above', 'Experience teaching children aged 9-16'],
    does: 'Teach separate batches for kids and for teens, with games, songs and stories that suit their age.',
  },
  {
    role: 'Mentors',
    qualifications: ['Follow each batch from the first class to the last'],
    does: 'Answer questions between classes, share recordings within 24 hours and keep every learner on track.',
  },
  {
    role: 'Counsellors',
    qualifications: ['Know our courses, levels and the exams each goal needs'],
    does: 'Run the free counselling sessions and career counselling: which level, which exam, which batch.',
  },
  {
    role: 'Translators and interpreters',
    qualifications: ['French at an advanced level, with a second reading of every translation'],
    does: 'Translate documents and interpret meetings for our translation and interpretation service.',
  },
];

export type TeamMember = { name: string; role: string; qualification: string; photo?: string };

/**
 * SCHOOL TO CONFIRM: the people of the team, with their consent, for the /MeetTheTeam page (a
 * photo is a path under public/). Empty: the page shows the roles only.
 */
export const teamMembers: TeamMember[] = [];

export const meetTheTeam = {
  title: 'Meet the Team',
  description:
    'The people behind our French classes: DELF/DALF-certified instructors at B2 or above, exam trainers, kids and teens teachers, mentors and counsellors.',
  intro: [
    'Our classes are small and live, so the people matter. Every instructor holds a DELF or DALF certificate at B2 or above, and every batch has a mentor who follows it from the first class to the last.',
    'Here is who you will meet when you learn with us, and what each of them does for you.',
  ],
  rolesHeading: 'Who does what',
  peopleHeading: 'Our team',
  join: {
    heading: 'Teach with us',
    body: 'Are you a French teacher with DELF or DALF B2 or above? We would like to hear from you.',
    link: { label: 'See what we look for', href: '/JoinUsPage' },
  },
} as const;

export const teachingApproach = {
  title: 'Our Teaching Approach',
  description:
    'How we teach French: CEFR-aligned levels, live small batches of 6-15, 2.5-hour classes, recordings within 24 hours, internal exam-pattern tests and mentor support.',
  intro: [
    'Learning a language is a long road, and the way there matters as much as the destination. Our approach is simple: a clear framework, live classes where you speak, regular checks of your progress and people who notice when you need help.',
  ],
  principles: [
    {
      title: 'Aligned with the CEFR',
      body: 'Every course follows the Common European Framework of Reference for Languages, from A1 to C2: the same scale the DELF and DALF exams use. You always know your level, what the next one asks of you and how far you have come.',
    },
    {
      title: 'Live, in small batches',
      body: `Classes are live on a video-conferencing tool, in batches of ${batches.size.min} to ${batches.size.max} learners. Small enough for everyone to speak in every class, large enough for real conversations and role-plays.`,
    },
    {
      title: '2.5 hours that count',
      body: `Each class lasts ${batches.classLength}: time to learn something new, practise it aloud and use it in a real task (a conversation, a letter, a presentation) before the class ends.`,
    },
    {
      title: 'Recordings within 24 hours',
      body: `${batches.recordings}. Missed a class for work or an exam at school? Catch up before the next one. Want to hear a point again? Replay it.`,
    },
    {
      title: 'Tests in the exam pattern',
      body: 'Our level courses include internal tests that follow the pattern of the DELF exam (two in the B1 and B2 courses), so you measure your progress and get used to the format long before the real exam.',
    },
    {
      title: 'Mentor support',
      body: 'Every batch has personalised mentor support: someone to ask between classes, who follows your progress and helps when something does not click.',
    },
  ],
  week: {
    heading: 'A week in a batch',
    items: [
      `Live classes on the batch's days (${batches.days}), in your time slot (IST).`,
      'Four skills in every week: listening, reading, speaking and writing, with discussion and role-play.',
      'The recording of each class within 24 hours, and practice material between classes.',
      'Questions answered by your mentor, and feedback on your written work.',
    ],
  },
  demo: {
    heading: 'See it for yourself',
    body: 'We do not run trial classes, but a recorded demo of a real live class is available. Reserve a free session and a counsellor will show it to you and answer your questions.',
  },
} as const;
