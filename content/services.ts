/**
 * The 11 Services cards, in the spec's order (spec §1, §2). Only cards with a `path` navigate on
 * click; a title over 35 characters expands on hover (spec §4).
 */
import type { ServiceCard } from './types';

export const services: ServiceCard[] = [
  {
    title: 'French Classes for Kids and Teens',
    description:
      'Lively beginner classes for ages 9-16, with separate batches for kids and for teens.',
    detail:
      'Young learners start from zero in small, interactive batches taught by certified instructors. Classes build vocabulary, pronunciation and confidence step by step, at a pace that suits their age.',
    icon: 'Backpack',
    path: '/FrenchKidsPage',
  },
  {
    title: 'French Classes for Adults',
    description:
      'Live CEFR-aligned courses from A1 to B2 for working professionals, students and anyone curious.',
    detail:
      'Learn in small batches of 6-15 students with live 2.5-hour classes, five daily time slots in IST and recordings shared within 24 hours, so a busy week never sets you back.',
    icon: 'Users',
    path: '/FrenchAdultPage',
  },
  {
    title: 'Focus Courses for DELF/DALF/TEF/TCF Exams',
    description:
      'Targeted exam preparation for learners aged 17 and above who already have a base in French.',
    detail:
      'Focus courses concentrate on the format, tasks and timing of the DELF, DALF, TEF and TCF exams, with practice for all four skills: listening, reading, writing and speaking. They are meant for non-beginners.',
    icon: 'ClipboardCheck',
  },
  {
    title: 'Conversation Classes (A2 and Above)',
    description:
      'Speak more and hesitate less: guided conversation practice for learners at A2 level and above.',
    detail:
      'Each session is built around real-life topics and role-plays, so you practise listening and responding naturally, widen your vocabulary and gain fluency in a supportive group.',
    icon: 'MessagesSquare',
  },
  {
    title: 'Corporate and School Classes (Grades IV-X)',
    description:
      'French programmes for organisations, and classes for schools covering grades IV to X.',
    detail:
      'We work with companies and schools to plan French classes around their goals and timetables, from first-level basics for school students to practical workplace French for teams.',
    icon: 'School',
  },
  {
    title: 'Private Coaching',
    description: 'One-to-one French lessons planned around your goals, level and schedule.',
    detail:
      'Private coaching gives you the full attention of an instructor, whether you want to catch up on a level, prepare for an exam, polish your speaking or focus on the French you need for work.',
    icon: 'UserRound',
  },
  {
    title: 'Translation and Interpretation',
    description:
      'French-English translation of documents and interpretation for meetings and conversations.',
    detail:
      'Our French specialists help individuals and organisations communicate accurately across the two languages, from written documents to spoken interpretation.',
    icon: 'Languages',
    path: '/TranslationAndInterpretation',
  },
  {
    title: 'Recruitment Assistance for Organisations',
    description: 'Support for organisations looking to hire people with French-language skills.',
    detail:
      'We help employers find and assess French-speaking talent, including checking candidates’ language level against the CEFR scale so you know what to expect.',
    icon: 'UserSearch',
    path: '/recruitAssistance',
  },
  {
    title: 'Corporate Training',
    description: 'Practical French training for teams, scheduled around working hours.',
    detail:
      'Programmes are tailored to your team’s current level and the situations they face, such as client calls, e-mails and meetings, and aligned with the CEFR levels.',
    icon: 'Presentation',
  },
  {
    title: 'Free Career Counselling',
    description: 'Free guidance on how French can fit into your study, career and migration plans.',
    detail:
      'Talk to our counsellors about which level or exam you need, how long it may take and where French is valued, before you commit to a course.',
    icon: 'Compass',
    path: '/freeCC',
  },
  {
    title: 'Free Practice Material',
    description:
      'Free quizzes, mock tests, interactive lessons and videos to practise at your own pace.',
    detail:
      'Check your level with our quizzes, try DELF/DALF and TEF mock practice tests, and keep learning between classes with interactive lessons and videos.',
    icon: 'BookOpen',
  },
];
