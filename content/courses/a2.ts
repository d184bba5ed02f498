/**
 * French A2 Level (Elementary Course), /elimentary-french.
 *
 * The spec gives no fees, dates, cohort, duration or student count for A2. Cohorts, dates and prices
 * are the school's to schedule at /admin/courses (the database); until one is published the page
 * says the next cohort's dates are to be announced and offers the waitlist and a callback.
 *
 * The curriculum is written from the CEFR A2 descriptors and the four skills of the DELF A2 exam.
 * Twelve weekly units: the number of weeks is the school's to confirm.
 */
import { batches, courseLevels } from '@/content/courses-overview';
import { commonFaqs, liveClassesHighlight, RATING_SOURCE } from './shared';
import type { CourseDetails, CurriculumWeek } from './types';

const overview = courseLevels.find((l) => l.code === 'A2');

const curriculum: CurriculumWeek[] = [
  {
    title: 'Week 1: Getting Back into French',
    lessons: [
      'Review of the present tense, including irregular verbs',
      'Describing yourself and others in more detail: character, tastes, habits',
      'Asking questions with inversion: Où habitez-vous ? Que faites-vous ?',
      'Talking about your language learning',
    ],
    learningOutcomes:
      'You can present yourself and others in more detail and keep a short conversation going on familiar topics.',
    details: [
      'A quick diagnostic of what you remember from A1',
      'The three ways of asking a question, from informal to formal',
      'How the DELF A2 exam is organised',
    ],
    activities: [
      'Discussion: three things you want to be able to do in French by the end of the course',
      'Reading: profiles on a French-language exchange website',
      'Listening: two students meet on their first day at a language school',
      'Writing: a 60-word message introducing yourself to a future host family',
      'Role-play: getting to know a new neighbour',
    ],
  },
  {
    title: 'Week 2: What Did You Do? The Passé Composé',
    lessons: [
      'Le passé composé avec avoir : regular and irregular past participles',
      'Le passé composé avec être : verbs of movement and reflexive verbs',
      'Agreement of the past participle with être',
      'Time markers: hier, la semaine dernière, il y a deux jours',
    ],
    learningOutcomes:
      'You can say what you did last weekend or on holiday in a series of simple sentences.',
    details: [
      'The verbs that take être (the “house of être”)',
      'Negation in the past: je ne suis pas allé',
      'Linking events: d’abord, ensuite, après, enfin',
    ],
    activities: [
      'Discussion: the best weekend you have had recently',
      'Reading: a holiday postcard; put the events in order',
      'Listening: friends talk about their weekend; who did what?',
      'Writing: an 80-word e-mail telling a friend about your holiday',
      'Role-play: on Monday morning, asking a colleague about their weekend',
    ],
  },
  {
    title: 'Week 3: Memories and Habits of the Past',
    lessons: [
      'L’imparfait : formation and uses (description, habits)',
      'C’était…, Il y avait…, Quand j’étais petit(e)…',
      'Describing how things used to be',
      'First steps in combining the imparfait and the passé composé',
    ],
    learningOutcomes: 'You can describe your childhood, past habits and how things used to be.',
    details: [
      'The imparfait of être and the regular endings',
      'Then and now: comparing life in the past and today',
      'Pronunciation: the [ɛ] sound of the imparfait endings',
    ],
    activities: [
      'Discussion: how your town has changed since you were a child',
      'Reading: a grandmother’s memories of her village',
      'Listening: people describe their school days',
      'Writing: a short text about a childhood memory',
      'Role-play: interviewing an older relative about their youth',
    ],
  },
  {
    title: 'Week 4: Home and Housing',
    lessons: [
      'Describing a flat or a house: la surface, le loyer, meublé, lumineux',
      'Comparatives: plus… que, moins… que, aussi… que, meilleur',
      'Direct object pronouns: le, la, l’, les',
      'Renting: reading an advertisement, calling the owner',
    ],
    learningOutcomes:
      'You can describe and compare places to live, and ask simple questions about renting a flat.',
    details: [
      'Abbreviations in French flat advertisements',
      'Where the object pronoun goes in the sentence',
      'Shared housing (la colocation) in France',
    ],
    activities: [
      'Discussion: the ideal home for a student, a family, a retired couple',
      'Reading: three flat advertisements; choose one for a given person',
      'Listening: a phone call to visit a flat; note the details',
      'Writing: an e-mail asking for information about a flat',
      'Role-play: visiting a flat with the owner',
    ],
  },
  {
    title: 'Week 5: Shopping and Everyday Services',
    lessons: [
      'Indirect object pronouns: lui, leur',
      'The pronoun en for quantities: J’en voudrais deux',
      'At the post office, the bank and the pharmacy',
      'Returning an item and explaining a simple problem',
    ],
    learningOutcomes:
      'You can deal with everyday services and explain a simple problem with a purchase.',
    details: [
      'Polite formulas for shops and services',
      'Payment vocabulary: la carte bancaire, la monnaie, le reçu',
      'Opening hours and notices',
    ],
    activities: [
      'Discussion: shopping online or in a shop: which do you prefer, and why?',
      'Reading: a shop’s returns policy; what is and is not possible',
      'Listening: conversations at a shop counter',
      'Writing: a short message to an online shop about a wrong delivery',
      'Role-play: returning a faulty phone charger',
    ],
  },
  {
    title: 'Week 6: Health and the Body',
    lessons: [
      'Parts of the body; avoir mal à la tête, au dos, aux dents',
      'At the doctor’s and at the pharmacy',
      'The imperative for advice and instructions: Reposez-vous ! Bois de l’eau !',
      'Giving advice: il faut, tu dois, il ne faut pas',
    ],
    learningOutcomes:
      'You can explain a simple health problem and understand basic advice and instructions.',
    details: [
      'Making an appointment by phone',
      'Reading a medicine leaflet: dosage and warnings',
      'Healthy habits: sport, sleep and food',
    ],
    activities: [
      'Discussion: your tips for staying healthy during a busy week',
      'Reading: a leaflet with advice for a healthy life',
      'Listening: a patient makes an appointment with a doctor',
      'Writing: a message to your teacher explaining why you were absent',
      'Role-play: asking a pharmacist for advice',
    ],
  },
  {
    title: 'Week 7: Work and Studies',
    lessons: [
      'Jobs and workplaces; describing your tasks',
      'Time expressions: depuis, pendant, il y a',
      'Talking about your studies and your experience',
      'A simple CV in French',
    ],
    learningOutcomes:
      'You can talk about your studies and work in simple terms and understand a simple job advertisement.',
    details: [
      'The difference between depuis and il y a',
      'Student jobs and internships in France',
      'Formal greetings and closings in a short e-mail',
    ],
    activities: [
      'Discussion: your ideal job, and why',
      'Reading: simple job advertisements; match them to candidates',
      'Listening: people describe their jobs; guess the profession',
      'Writing: a short e-mail applying for a summer job',
      'Role-play: a short interview for a part-time job in a café',
    ],
  },
  {
    title: 'Week 8: Travel and Transport',
    lessons: [
      'Le futur simple : regular and irregular forms',
      'Means of transport; prepositions: en train, à pied',
      'Buying a ticket and booking a room',
      'Understanding timetables and announcements',
    ],
    learningOutcomes:
      'You can organise a trip: buy tickets, book a room and understand simple announcements.',
    details: [
      'Travelling by train in France',
      'Future plans with the futur simple and the futur proche',
      'Useful phrases at the hotel reception',
    ],
    activities: [
      'Discussion: plan a weekend trip to a French-speaking city',
      'Reading: a train timetable; find the best connection',
      'Listening: station and airport announcements; note the changes',
      'Writing: an e-mail to book a hotel room',
      'Role-play: buying a train ticket at the counter',
    ],
  },
  {
    title: 'Week 9: Food, Recipes and Celebrations',
    lessons: [
      'Recipes: the imperative and quantities (une cuillère de, un peu de)',
      'The pronoun en in everyday questions and answers',
      'Festivals and celebrations in France and in India',
      'Inviting, thanking and congratulating in writing',
    ],
    learningOutcomes: 'You can explain a simple recipe and talk about festivals and celebrations.',
    details: [
      'French regional specialities',
      'Set phrases for invitations and thanks',
      'Comparing Diwali and the French festive season',
    ],
    activities: [
      'Discussion: your favourite festival and how you celebrate it',
      'Reading: a simple French recipe; put the steps in order',
      'Listening: a cookery show; note the ingredients',
      'Writing: an invitation to a festival dinner at your home',
      'Role-play: explaining an Indian dish to a French friend',
    ],
  },
  {
    title: 'Week 10: Free Time, Media and Culture',
    lessons: [
      'Relative pronouns: qui, que, où',
      'Talking about a film, a book or a series',
      'Giving a simple opinion: j’ai trouvé ça…, à mon avis',
      'Understanding short media texts: programme guides, event listings',
    ],
    learningOutcomes:
      'You can describe a film or an event you enjoyed and give a simple opinion about it.',
    details: [
      'French and francophone films and songs suitable for A2 learners',
      'Reading an event listing: dates, places, prices',
      'Joining two sentences with qui, que or où',
    ],
    activities: [
      'Discussion: a film or series you would recommend to the class',
      'Reading: a weekend events listing; choose an outing for the group',
      'Listening: a short radio review of a film',
      'Writing: a short review of a film or series you liked',
      'Role-play: deciding which film to see together',
    ],
  },
  {
    title: 'Week 11: Projects, Wishes and Polite Requests',
    lessons: [
      'Le conditionnel de politesse : je voudrais, j’aimerais, pourriez-vous',
      'Expressing wishes and projects: j’ai envie de, je rêve de, je vais',
      'Comparing places to live or study',
      'Writing a short formal request',
    ],
    learningOutcomes:
      'You can talk about your wishes and future projects and make polite requests in writing and speaking.',
    details: [
      'The polite forms of request used in shops, offices and e-mails',
      'Studying French in a French-speaking country',
      'Linking words: mais, donc, alors, parce que',
    ],
    activities: [
      'Discussion: where you would like to live one day, and why',
      'Reading: a brochure for a summer language course in France',
      'Listening: a phone call to ask for information about a course',
      'Writing: a formal e-mail requesting information about a course',
      'Role-play: asking for information at a tourist office',
    ],
  },
  {
    title: 'Week 12: Review and DELF A2 Practice',
    lessons: [
      'Review of the past tenses, the future and the pronouns',
      'The four DELF A2 papers: listening, reading, writing and speaking',
      'Speaking practice: guided interview, monologue, interaction',
      'Writing practice: describing an event and writing a letter or message',
    ],
    learningOutcomes:
      'You can handle the everyday situations of the course with confidence and know the format of the DELF A2 exam.',
    details: [
      'Practice papers in the DELF A2 format, corrected together',
      'Feedback from your instructor on your progress in the four skills',
      'What comes next: the B1 course and our conversation classes',
    ],
    activities: [
      'Discussion: the progress you have made and your next goal in French',
      'Reading: practical documents in the DELF A2 style',
      'Listening: short recordings and announcements in the DELF A2 style',
      'Writing: two short texts of about 60 words in the DELF A2 style',
      'Role-play: an interaction in a travel agency, as in the DELF A2 speaking paper',
    ],
  },
];

export const a2: CourseDetails = {
  slug: 'a2',
  level: 'A2',
  href: '/elimentary-french',
  heading: 'French A2 Level',
  courseName: 'French A2 Level (Elementary Course)',
  headline:
    'Build on your basics: talk about your past, your plans and your daily life, and manage everyday situations in French.',
  summary:
    'Our elementary course takes you from simple phrases to real everyday exchanges: tell what you did, describe how things used to be, make plans, travel, shop and deal with services. Live classes with certified instructors, a week-by-week curriculum built on the CEFR A2 level, and practice in all four skills.',
  audience:
    'Learners who have completed A1 (or can show the level in our orientation test) and want to reach A2.',
  highlights: [
    liveClassesHighlight,
    {
      title: 'Small Batches',
      text: 'Batches of 6-15 students, with personalised mentor support.',
    },
    {
      title: 'Five Daily Slots',
      text: 'Choose from five daily batch times, all in IST.',
    },
    {
      title: 'CEFR A2 Curriculum',
      text: 'A week-by-week plan built on the CEFR A2 level and the four DELF A2 skills.',
    },
  ],
  // Not in the spec: the school sets them (SCHOOL TO CONFIRM).
  timeCommitment: overview?.schedule ?? 'Weekly schedule shared on enquiry',
  duration: overview?.duration ?? 'Duration shared on enquiry',
  // Fees on request: the spec gives no A2 price, and we never invent one.
  rating: '4.9',
  studentCount: null,
  ratingSource: RATING_SOURCE,
  // The school-wide batch days (spec §9); the school confirms they apply to A2.
  batchDays: batches.days,
  curriculum,
  faqs: [
    {
      q: 'Who is the A2 course for?',
      a: 'It is for learners who have completed A1 or have an equivalent level. Not sure of your level? Take our orientation test before you enrol.',
    },
    {
      q: 'What are the fees, and when does the next batch start?',
      a: 'The dates and fees of the current A2 cohort are on this page, beside the price. When no cohort is open, join the waitlist and we e-mail you when the next one opens, or request a callback.',
    },
    {
      q: 'How long is the course?',
      a: 'The curriculum on this page is organised in weekly units. Our team confirms the duration and the weekly schedule of the next batch when you request a callback.',
    },
    commonFaqs.timings,
    commonFaqs.classLength,
    commonFaqs.batchSize,
    commonFaqs.missedClass,
    commonFaqs.trial,
    commonFaqs.paymentPlan,
    commonFaqs.instructors,
    {
      q: 'What comes after A2?',
      a: 'The B1 Intermediate course, which prepares you for the DELF B1 exam. From A2 you can also join our conversation classes.',
    },
  ],
  benefitsHeading: 'Why Clear DELF A2',
  benefits: [
    {
      category: 'Personally',
      benefits: [
        'Manage everyday situations on your own when you travel: transport, hotels, shops, services',
        'Talk about your life, your past and your plans with French speakers',
        'Enjoy simple French films, songs and articles',
        'A diploma that never expires, proof of a real step forward',
      ],
    },
    {
      category: 'Professionally',
      benefits: [
        'A recognised diploma to add to your CV',
        'Handle simple e-mails, messages and phone calls in French',
        'A solid base on the way to B1 and B2, the levels many employers ask for',
      ],
    },
    {
      category: 'Academically',
      benefits: [
        'Master the past and future tenses that every later level builds on',
        'Read and write short texts about everyday life',
        'Move on to B1 and the DELF B1 exam with confidence',
      ],
    },
  ],
  // The spec gives no career panel for A2: empty, and the page leaves the panel out.
  careers: [],
  // SAMPLE learners written to show the layout (fictional names, no photos): the school replaces
  // them with real, consented learners and sets studentsAreSamples to false.
  students: [
    { name: 'Riya Agarwal', description: 'A2 completed' },
    { name: 'Manav Bhatia', description: 'DELF A2' },
    { name: 'Zoya Qureshi', description: 'A2 completed' },
    { name: 'Harsh Vardhan', description: 'DELF A2' },
  ],
  studentsAreSamples: true,
  // SCHOOL SETS: the YouTube id of the recorded demo class; until then the page has no demo section.
  demoVideoId: null,
  schoolToConfirm: [
    'duration (the curriculum has 12 weeks; the number of weeks is the school’s to confirm)',
    'timeCommitment',
    'batchDays',
    'studentCount',
    'demoVideoId',
    'students (samples)',
    'ratingSource',
  ],
};
