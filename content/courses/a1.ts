/**
 * French A1 Level (Beginners Course), /beginer-french.
 *
 * The spec gives no fees, dates, cohort, duration or student count for A1. Cohorts, dates and prices
 * are the school's to schedule at /admin/courses (the database); until one is published the page
 * says the next cohort's dates are to be announced and offers the waitlist and a callback.
 *
 * The curriculum is written from the CEFR A1 descriptors and the four skills of the DELF A1 exam.
 * Ten weekly units: the number of weeks is the school's to confirm.
 */
import { batches, courseLevels } from '@/content/courses-overview';
import { commonFaqs, liveClassesHighlight, RATING_SOURCE } from './shared';
import type { CourseDetails, CurriculumWeek } from './types';

const overview = courseLevels.find((l) => l.code === 'A1');

const curriculum: CurriculumWeek[] = [
  {
    title: 'Week 1: Hello! First Words in French',
    lessons: [
      'Saluer et prendre congé : bonjour, salut, bonsoir, au revoir',
      'Se présenter : Je m’appelle…, J’habite à…',
      'The French alphabet and the sounds of French',
      'Numbers from 0 to 20; the verb être',
    ],
    learningOutcomes:
      'You can greet people, say your name and where you live, and spell your name in French.',
    details: [
      'Tu or vous: when to use each',
      'French sounds that are new to most learners: u, eu and the French r',
      'Classroom French to follow your live classes',
    ],
    activities: [
      'Discussion: why you want to learn French, with the words you already know',
      'Reading: short greeting cards and messages',
      'Listening: people greeting each other; formal or informal?',
      'Writing: three sentences to introduce yourself',
      'Role-play: meeting a classmate for the first time',
    ],
  },
  {
    title: 'Week 2: Who Are You? Identity and Nationalities',
    lessons: [
      'Nationalities and countries: Je suis indien / indienne, J’habite en Inde',
      'Professions: Je suis étudiant, Elle est ingénieure',
      'The verb avoir; numbers to 100',
      'Masculine and feminine; definite and indefinite articles',
    ],
    learningOutcomes:
      'You can ask and answer simple questions about identity: name, age, nationality, job and phone number.',
    details: [
      'Asking questions with est-ce que and intonation',
      'Giving your age (J’ai vingt ans) and your phone number',
      'Filling in a simple registration form',
    ],
    activities: [
      'Discussion: the countries where French is spoken',
      'Reading: three short profiles on a language-exchange website',
      'Listening: people giving their phone numbers and ages; note them',
      'Writing: filling in a registration form for a sports club',
      'Role-play: registering at a language school reception',
    ],
  },
  {
    title: 'Week 3: My Family and My Friends',
    lessons: [
      'Family vocabulary: le père, la mère, le frère, la sœur, les grands-parents',
      'Possessive adjectives: mon, ma, mes, ton, ta, tes, son, sa, ses',
      'Describing people: grand, petit, sympathique, and adjective agreement',
      'Regular -er verbs in the present tense',
    ],
    learningOutcomes:
      'You can talk about your family and friends in simple sentences and describe them briefly.',
    details: [
      'Feminine and plural forms of adjectives',
      'Family celebrations in France and in India',
      'The liaison in mes amis, les enfants',
    ],
    activities: [
      'Discussion: show a family photo and present the people in it',
      'Reading: an e-mail in which a student describes her host family',
      'Listening: a child presents his family; draw the family tree',
      'Writing: a short paragraph about your best friend',
      'Role-play: asking a new friend about their family',
    ],
  },
  {
    title: 'Week 4: Daily Routine and Time',
    lessons: [
      'Reflexive verbs: se lever, se laver, s’habiller',
      'Telling the time: Il est huit heures et demie',
      'Days of the week, months and dates',
      'Frequency: toujours, souvent, parfois, jamais',
    ],
    learningOutcomes: 'You can describe your day and your week and say at what time you do things.',
    details: [
      'The 24-hour clock used for timetables in France',
      'Irregular verbs of daily life: faire, aller, prendre',
      'Writing dates the French way (le 7 juillet)',
    ],
    activities: [
      'Discussion: compare a typical weekday and a Sunday',
      'Reading: a student’s weekly planner',
      'Listening: someone describes their morning routine; put the pictures in order',
      'Writing: a short message describing your typical day',
      'Role-play: arranging a time to study together',
    ],
  },
  {
    title: 'Week 5: Food, Cafés and Shopping',
    lessons: [
      'Food and drink vocabulary',
      'Partitive articles: du, de la, des, and de after a negation',
      'Ordering politely: Je voudrais…, L’addition, s’il vous plaît',
      'Prices and quantities: un kilo de, une bouteille de, combien ça coûte ?',
    ],
    learningOutcomes: 'You can order in a café, buy food at a market and understand prices.',
    details: [
      'Meals and mealtimes in France',
      'Numbers for prices in euros and rupees',
      'Reading a simple menu',
    ],
    activities: [
      'Discussion: your favourite dish and what is in it',
      'Reading: a café menu; choose a meal for a given budget',
      'Listening: a conversation at a market stall; note what is bought and the price',
      'Writing: a shopping list for a dinner with friends',
      'Role-play: ordering lunch in a Paris café',
    ],
  },
  {
    title: 'Week 6: Home, Town and Directions',
    lessons: [
      'Rooms and furniture: Il y a une cuisine et deux chambres',
      'Places in town: la gare, la banque, la pharmacie, le musée',
      'Prepositions of place: à côté de, en face de, devant, derrière',
      'Asking for and giving directions: tournez à gauche, allez tout droit',
    ],
    learningOutcomes:
      'You can describe where you live and ask for and understand simple directions.',
    details: [
      'The contractions au, aux, du, des',
      'The verbs aller and venir',
      'Reading a simple town map',
    ],
    activities: [
      'Discussion: describe your neighbourhood and what you can find there',
      'Reading: a short flat advertisement',
      'Listening: directions to a museum; follow them on a map',
      'Writing: a message inviting a friend, with directions to your home',
      'Role-play: a tourist asks a passer-by the way to the station',
    ],
  },
  {
    title: 'Week 7: Free Time, Likes and Dislikes',
    lessons: [
      'Likes and dislikes: aimer, adorer, préférer, détester + noun or infinitive',
      'Sports and hobbies: jouer au football, faire du yoga, jouer de la guitare',
      'Negation: ne… pas',
      'Asking questions: quand, où, comment, pourquoi, qu’est-ce que',
    ],
    learningOutcomes:
      'You can talk about your hobbies, say what you like and do not like, and ask others about theirs.',
    details: [
      'Jouer à or jouer de, faire de',
      'Popular leisure activities in the French-speaking world',
      'Giving a simple reason with parce que',
    ],
    activities: [
      'Discussion: find classmates who share one of your hobbies',
      'Reading: posts on a leisure club’s notice board',
      'Listening: teenagers talk about their weekend activities',
      'Writing: a short profile for a hobby club',
      'Role-play: choosing an activity to do together this weekend',
    ],
  },
  {
    title: 'Week 8: Weather, Seasons and Clothes',
    lessons: [
      'The weather: Il fait beau, il pleut, il fait chaud',
      'Seasons and months',
      'Clothes and colours; colour adjectives and their agreement',
      'Demonstrative adjectives: ce, cet, cette, ces',
    ],
    learningOutcomes: 'You can talk about the weather and the seasons and buy clothes in a shop.',
    details: [
      'Understanding a simple weather forecast',
      'Sizes and asking to try something on',
      'Seasons in France compared with seasons in India',
    ],
    activities: [
      'Discussion: your favourite season and what you wear in it',
      'Reading: a weather map and a short forecast',
      'Listening: a radio weather forecast; note the weather in three cities',
      'Writing: a postcard from a holiday describing the weather',
      'Role-play: buying a jacket in a clothes shop',
    ],
  },
  {
    title: 'Week 9: Plans, Invitations and Past Weekends',
    lessons: [
      'Le futur proche : aller + infinitif',
      'Inviting, accepting and declining: Tu es libre samedi ? Avec plaisir ! Désolé, je ne peux pas',
      'Introduction to the passé composé with avoir',
      'Time expressions: demain, ce week-end, hier, la semaine dernière',
    ],
    learningOutcomes:
      'You can make and answer an invitation and say simply what you did last weekend.',
    details: [
      'Pouvoir, vouloir and devoir in the present',
      'Writing a short invitation message',
      'The first past participles: mangé, regardé, fait, pris',
    ],
    activities: [
      'Discussion: plans for the coming weekend',
      'Reading: invitations to a birthday party and a concert',
      'Listening: phone messages accepting or refusing an invitation',
      'Writing: a short reply to an invitation',
      'Role-play: inviting a friend to the cinema and agreeing on a time',
    ],
  },
  {
    title: 'Week 10: Review and DELF A1 Practice',
    lessons: [
      'Review of the grammar and vocabulary of the course',
      'The four DELF A1 papers: listening, reading, writing and speaking',
      'Speaking practice: guided interview, exchange of information, simulated dialogue',
      'Writing practice: a form and a short message',
    ],
    learningOutcomes:
      'You can handle the everyday situations of the course with confidence and know the format of the DELF A1 exam.',
    details: [
      'Practice papers in the DELF A1 format, corrected together',
      'Feedback from your instructor on your progress in the four skills',
      'What comes next: the A2 course',
    ],
    activities: [
      'Discussion: what you can now do in French that you could not do ten weeks ago',
      'Reading: short practical documents (signs, notices, messages) in the DELF A1 style',
      'Listening: short announcements and messages in the DELF A1 style',
      'Writing: a form and a 40-word message in the DELF A1 style',
      'Role-play: a simulated dialogue in a shop, as in the DELF A1 speaking paper',
    ],
  },
];

export const a1: CourseDetails = {
  slug: 'a1',
  level: 'A1',
  href: '/beginer-french',
  heading: 'French A1 Level',
  courseName: 'French A1 Level (Beginners Course)',
  headline:
    'Start French from zero with live classes in small batches, and learn to handle everyday situations with confidence.',
  summary:
    'Our beginners course takes you from your first bonjour to simple conversations about yourself, your family, your day, food, shopping and your town. Live classes with certified instructors, a week-by-week curriculum built on the CEFR A1 level, and practice in all four skills: listening, reading, writing and speaking.',
  audience: 'Complete beginners: no previous French needed.',
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
      title: 'CEFR A1 Curriculum',
      text: 'A week-by-week plan built on the CEFR A1 level and the four DELF A1 skills.',
    },
  ],
  // Not in the spec: the school sets them (SCHOOL TO CONFIRM).
  timeCommitment: overview?.schedule ?? 'Weekly schedule shared on enquiry',
  duration: overview?.duration ?? 'Duration shared on enquiry',
  // Fees on request: the spec gives no A1 price, and we never invent one.
  rating: '4.9',
  studentCount: null,
  ratingSource: RATING_SOURCE,
  // The school-wide batch days (spec §9); the school confirms they apply to A1.
  batchDays: batches.days,
  curriculum,
  faqs: [
    {
      q: 'Do I need to know any French before joining?',
      a: 'No. The A1 course is for complete beginners and starts with greetings, the alphabet and the sounds of French.',
    },
    {
      q: 'What are the fees, and when does the next batch start?',
      a: 'The dates and fees of the current A1 cohort are on this page, beside the price. When no cohort is open, join the waitlist and we e-mail you when the next one opens, or request a callback.',
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
      q: 'What comes after A1?',
      a: 'The A2 Elementary course. From A2, you can also join our conversation classes.',
    },
  ],
  benefitsHeading: 'Why Clear DELF A1',
  benefits: [
    {
      category: 'Personally',
      benefits: [
        'Greet people, introduce yourself and handle simple everyday exchanges',
        'Travel more confidently: order food, shop and find your way',
        'Discover the cultures of the French-speaking world',
        'A diploma that never expires, proof of your first milestone in French',
      ],
    },
    {
      category: 'Professionally',
      benefits: [
        'A recognised first step to show on your CV',
        'Understand and write simple messages, forms and notices',
        'The foundation for the levels employers ask for (B1 and B2)',
      ],
    },
    {
      category: 'Academically',
      benefits: [
        'Build the grammar and pronunciation base for every later level',
        'Learn to study a language with all four skills: listening, reading, writing and speaking',
        'Move on to A2 with confidence',
      ],
    },
  ],
  // The spec gives no career panel for A1, and quoting salaries to beginners would mislead: empty,
  // and the page leaves the panel out.
  careers: [],
  // SAMPLE learners written to show the layout (fictional names, no photos): the school replaces
  // them with real, consented learners and sets studentsAreSamples to false.
  students: [
    { name: 'Neha Saxena', description: 'A1 completed' },
    { name: 'Karan Gill', description: 'DELF A1' },
    { name: 'Aisha Khan', description: 'A1 completed' },
    { name: 'Devansh Arora', description: 'DELF A1' },
  ],
  studentsAreSamples: true,
  // SCHOOL SETS: the YouTube id of the recorded demo class; until then the page has no demo section.
  demoVideoId: null,
  schoolToConfirm: [
    'duration (the curriculum has 10 weeks; the number of weeks is the school’s to confirm)',
    'timeCommitment',
    'batchDays',
    'studentCount',
    'demoVideoId',
    'students (samples)',
    'ratingSource',
  ],
};
