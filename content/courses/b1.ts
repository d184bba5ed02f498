/**
 * French B1 Level (Intermediate Course), /intermediate-course.
 *
 * Rating and student count are the spec's data exactly (§3 course data table, §9 constants); the
 * cohorts, their dates and prices live in the database (imported from the spec's Cohort 13, edited
 * at /admin/courses). The curriculum is written from the CEFR B1 descriptors and
 * the four papers of the DELF B1 exam (listening, reading, writing, speaking).
 */
import { batches } from '@/content/courses-overview';
import { commonFaqs, liveClassesHighlight, RATING_SOURCE } from './shared';
import type { CourseDetails, CurriculumWeek } from './types';

/**
 * The 12 weekly cards. The old site's week 7 card had a title without its number (spec §3); here
 * every card is numbered, week 7 included. The two internal DELF-pattern tests sit in weeks 6 and
 * 12 (our placement; the spec says only that there are two).
 */
const curriculum: CurriculumWeek[] = [
  {
    title: 'Week 1: Talking About Yourself and Your Background',
    lessons: [
      'Se présenter en détail : parcours, études, travail, centres d’intérêt',
      'Review of the present tense, regular and irregular verbs',
      'Asking and answering open questions (Qu’est-ce qui vous a amené à… ?)',
      'Describing people: physical appearance and personality',
    ],
    learningOutcomes:
      'You can introduce yourself and others in a few connected sentences and keep a simple conversation going about your background.',
    details: [
      'A diagnostic of your four skills so the instructor knows where to push you',
      'How the DELF B1 exam is organised: listening, reading, writing and speaking papers',
      'Vocabulary for character and personality (curieux, têtu, chaleureux…)',
    ],
    activities: [
      'Discussion: what brought you to French, and what you want to do with it',
      'Reading: a short magazine portrait of a young professional in Lyon',
      'Listening: three people introduce themselves at a networking event; note their jobs and plans',
      'Writing: a 120-word introduction for an online exchange forum',
      'Role-play: meeting a new colleague on your first day at work',
    ],
  },
  {
    title: 'Week 2: Telling Stories in the Past',
    lessons: [
      'Le passé composé et l’imparfait : action, description, habitude',
      'Agreement of the past participle with être',
      'Time markers: il y a, pendant, depuis, quand, soudain',
      'Structuring a story: d’abord, ensuite, puis, finalement',
    ],
    learningOutcomes:
      'You can tell a personal story or describe a past event clearly, choosing between the passé composé and the imparfait.',
    details: [
      'The difference between setting the scene (imparfait) and moving the story on (passé composé)',
      'Memories of childhood, school and travel',
      'Pronunciation: telling j’ai fait from je faisais by ear',
    ],
    activities: [
      'Discussion: a memorable trip or a day that changed your plans',
      'Reading: an extract from a travel blog, spotting the two past tenses',
      'Listening: a radio anecdote; put the events in order',
      'Writing: a 150-word story about an unexpected event',
      'Role-play: telling a friend what went wrong at the airport',
    ],
  },
  {
    title: 'Week 3: Work, Studies and Professional Life',
    lessons: [
      'Vocabulary of work: le poste, l’entreprise, les compétences, le stage',
      'Describing your experience and skills in a CV',
      'Direct and indirect object pronouns (le, la, lui, leur)',
      'Formal register: vouvoiement and polite formulas',
    ],
    learningOutcomes:
      'You can talk about your studies and work experience, and take part in a simple job interview.',
    details: [
      'French CV conventions compared with Indian ones',
      'Useful phrases for interviews: Je suis titulaire de…, J’ai travaillé en tant que…',
      'Answering questions about your strengths and weaknesses',
    ],
    activities: [
      'Discussion: the qualities of a good manager',
      'Reading: three French job advertisements; match each to a candidate',
      'Listening: a recruiter’s phone call; note the practical details of the post',
      'Writing: a short cover e-mail to accompany a CV',
      'Role-play: a job interview for a bilingual customer-support post',
    ],
  },
  {
    title: 'Week 4: Giving and Defending Your Opinion',
    lessons: [
      'Expressing opinion: je pense que, à mon avis, selon moi, il me semble que',
      'Agreeing, disagreeing and qualifying: tout à fait, pas du tout, c’est vrai, mais…',
      'Introduction to the subjunctive after il faut que and je veux que',
      'Connectors of cause and contrast: parce que, car, pourtant, cependant',
    ],
    learningOutcomes:
      'You can give your opinion on a familiar topic, support it with a reason and react to someone else’s view.',
    details: [
      'How the DELF B1 speaking paper asks for a point of view from a short document',
      'The most common irregular subjunctive forms (être, avoir, faire, aller)',
      'Polite disagreement in French conversation',
    ],
    activities: [
      'Discussion: should everyone learn a second foreign language at school?',
      'Reading: two short opinion pieces on remote work; compare the arguments',
      'Listening: a street survey (micro-trottoir); note who is for and who is against',
      'Writing: a 160-word forum post giving your opinion',
      'Role-play: a debate between flatmates about sharing household chores',
    ],
  },
  {
    title: 'Week 5: Travel, Plans and Practical Situations',
    lessons: [
      'Le futur simple et le futur proche',
      'Le conditionnel présent for polite requests (Je voudrais, Pourriez-vous… ?)',
      'Booking, changing and cancelling: hotel, train, flight',
      'Making a complaint and asking for a refund politely',
    ],
    learningOutcomes:
      'You can deal with most situations likely to arise while travelling in a French-speaking country.',
    details: [
      'Vocabulary of transport, accommodation and directions',
      'Announcements in stations and airports',
      'Writing a formal complaint: structure and set phrases',
    ],
    activities: [
      'Discussion: plan a week in Québec or Switzerland for a group with different tastes',
      'Reading: the conditions of a hotel booking; find what is and is not refundable',
      'Listening: station announcements; note delays and platform changes',
      'Writing: an e-mail to a hotel to complain about a booking problem',
      'Role-play: changing a train ticket at the counter after a missed connection',
    ],
  },
  {
    title: 'Week 6: Health, Well-being and Giving Advice',
    lessons: [
      'Parts of the body, symptoms and at the doctor’s',
      'Giving advice: tu devrais, il vaudrait mieux, je te conseille de',
      'Expressing feelings: être content que, avoir peur que (subjunctive)',
      'Internal DELF-pattern test 1 (listening, reading, writing, speaking)',
    ],
    learningOutcomes:
      'You can describe how you feel, explain a health problem and give or ask for advice.',
    details: [
      'The first of the two internal tests, in the DELF B1 format, with individual feedback',
      'Healthy habits, sport and stress at work',
      'Review of weeks 1 to 5 before the test',
    ],
    activities: [
      'Discussion: what helps you manage stress during exams or busy weeks',
      'Reading: a health-magazine article with tips for sleeping better',
      'Listening: a patient explains symptoms to a pharmacist',
      'Writing: a message advising a friend who works too much',
      'Role-play: a consultation with a doctor in France',
    ],
  },
  {
    title: 'Week 7: Media, News and Information',
    lessons: [
      'Relative pronouns: qui, que, où, dont',
      'Understanding the main points of a news report',
      'Le passif (La loi a été votée…) in news headlines',
      'Nominalisation in headlines: la hausse, la baisse, l’ouverture',
    ],
    learningOutcomes:
      'You can follow the main points of a news item on a familiar topic and summarise it in simple terms.',
    details: [
      'French-language media: radio, newspapers, online news and podcasts',
      'Telling fact from opinion in an article',
      'Strategies for the DELF B1 listening paper: reading the questions first, keywords',
    ],
    activities: [
      'Discussion: where do you get your news, and which sources do you trust?',
      'Reading: a short news article; answer questions in the DELF style',
      'Listening: a two-minute radio news bulletin; note the three main stories',
      'Writing: a 100-word summary of a news item',
      'Role-play: a journalist interviews a witness of a local event',
    ],
  },
  {
    title: 'Week 8: Environment and Society',
    lessons: [
      'Vocabulary of the environment: le réchauffement climatique, le recyclage, les déchets',
      'Connectors of consequence and goal: donc, c’est pourquoi, pour que, afin de',
      'Building an argument: introduction, two arguments, conclusion',
      'Negation beyond ne… pas: ne… plus, ne… jamais, ne… rien, ne… personne',
    ],
    learningOutcomes:
      'You can explain a social or environmental problem, its causes and consequences, and suggest solutions.',
    details: [
      'The structure of the DELF B1 essay (essai, article or lettre, about 160 words)',
      'Everyday eco-gestures in France and in India',
      'Words that make a text hold together (de plus, en revanche, enfin)',
    ],
    activities: [
      'Discussion: what your city could do to reduce plastic waste',
      'Reading: a campaign leaflet for a car-free day',
      'Listening: an interview with a volunteer in a neighbourhood association',
      'Writing: a 160-word article for a school or company newsletter',
      'Role-play: a residents’ meeting about a new recycling rule',
    ],
  },
  {
    title: 'Week 9: Culture, Leisure and Recommendations',
    lessons: [
      'Comparatives and superlatives (plus… que, le meilleur, le mieux)',
      'The pronouns y and en',
      'Describing and reviewing a film, a book or a show',
      'Recommending and persuading: je te recommande, ça vaut le coup',
    ],
    learningOutcomes:
      'You can describe a film, book or event, say what you thought of it and recommend it.',
    details: [
      'Francophone cinema, music and festivals',
      'Review vocabulary: l’intrigue, le personnage, la mise en scène',
      'Reading strategies for longer texts in the DELF B1 reading paper',
    ],
    activities: [
      'Discussion: a film or series everyone should watch, and why',
      'Reading: two online reviews of the same film; who liked it more?',
      'Listening: a cultural radio programme presenting the week’s events',
      'Writing: a 160-word review for a cultural blog',
      'Role-play: choosing an outing together for Saturday evening',
    ],
  },
  {
    title: 'Week 10: Dreams, Projects and Hypotheses',
    lessons: [
      'Hypothesis with si + imparfait → conditionnel présent',
      'Expressing wishes and ambitions: j’aimerais, je rêve de, j’ai l’intention de',
      'Le plus-que-parfait to explain what had happened before',
      'Talking about plans to study or work abroad',
    ],
    learningOutcomes:
      'You can describe your hopes and ambitions and talk about imaginary situations.',
    details: [
      'Studying in France or Canada: the vocabulary of applications and campus life',
      'Keeping a conversation going in the DELF B1 interview (entretien dirigé)',
      'Pronunciation of the conditional endings',
    ],
    activities: [
      'Discussion: what you would do if you could live in a French-speaking country for a year',
      'Reading: testimonials of Indian students in France',
      'Listening: a podcast about career changes',
      'Writing: a letter to your future self about your projects',
      'Role-play: explaining your study project to an admissions adviser',
    ],
  },
  {
    title: 'Week 11: Formal Letters, Essays and Reported Speech',
    lessons: [
      'The formal letter: set phrases, register and layout',
      'Reported speech in the present and the past (Il a dit que…)',
      'Linking a text logically: tout d’abord, par ailleurs, en conclusion',
      'Correcting your own writing: a checklist of frequent errors',
    ],
    learningOutcomes:
      'You can write a clear, well-organised letter or essay of about 160 words on a familiar subject.',
    details: [
      'Timed writing practice under DELF B1 conditions',
      'How examiners mark the writing paper',
      'Reporting what someone said in a message or a meeting',
    ],
    activities: [
      'Discussion: what makes a letter persuasive',
      'Reading: model DELF B1 essays; find what makes the best one work',
      'Listening: a voicemail to report in writing to a colleague',
      'Writing: a formal letter to a town hall proposing a local project',
      'Role-play: passing on a manager’s instructions to the team',
    ],
  },
  {
    title: 'Week 12: Final DELF B1 Preparation',
    lessons: [
      'Internal DELF-pattern test 2: a full mock exam',
      'Speaking paper: entretien dirigé, exercice en interaction, expression d’un point de vue',
      'Review of the grammar of the course',
      'Exam-day strategies and time management',
    ],
    learningOutcomes:
      'You are ready to sit the DELF B1 exam, knowing the format of every paper and how to manage your time.',
    details: [
      'Individual feedback on your mock exam and a plan for the last weeks before the exam',
      'Practising the three parts of the speaking paper with your instructor',
      'Certificate of completion at the end of the course',
    ],
    activities: [
      'Discussion: the speaking topics you find hardest, and how to prepare them',
      'Reading: a full DELF B1 reading paper under timed conditions',
      'Listening: a full DELF B1 listening paper under timed conditions',
      'Writing: a timed 160-word essay, marked with the DELF grid',
      'Role-play: a mock speaking exam in front of the instructor and the group',
    ],
  },
];

export const b1: CourseDetails = {
  slug: 'b1',
  level: 'B1',
  href: '/intermediate-course',
  heading: 'French B1 Level',
  courseName: 'French B1 Level (Intermediate Course)',
  headline:
    'Speak French with confidence in everyday and working life, and prepare for the DELF B1 exam in 12 weeks of live classes.',
  summary:
    'Our intermediate course takes you from getting by to expressing yourself: tell stories, give and defend opinions, handle work and travel situations, and write clear letters and essays. Twelve weeks of live classes, two internal DELF-pattern tests and a certificate of completion.',
  audience:
    'Learners who have completed A2 (or can show the level in our orientation test) and want to reach B1 and sit the DELF B1 exam.',
  highlights: [
    liveClassesHighlight,
    { title: '3 Months', text: '12 weeks of live classes, six days a week.' },
    {
      title: 'DELF Exams',
      text: 'Two internal DELF-pattern tests prepare you for the DELF B1 exam.',
    },
    {
      title: 'Certificate',
      text: 'A certificate of completion when you finish the course.',
    },
  ],
  // The spec's figure. Note that six 2.5-hour classes a week (spec §9) would make 15 hours: the
  // school confirms the weekly rhythm; we print the spec's figure unchanged.
  timeCommitment: '12-14 hours per week',
  duration: '12 weeks',
  rating: '4.9',
  studentCount: '120+',
  ratingSource: RATING_SOURCE,
  batchDays: batches.days,
  curriculum,
  faqs: [
    {
      q: 'Who is the B1 course for?',
      a: 'It is for learners who have completed A2 or have an equivalent level. Not sure of your level? Take our orientation test before you enrol.',
    },
    {
      q: 'When does the next batch start, and how long is the course?',
      a: `The course runs for 12 weeks of live classes. The current cohort’s start date, the last day to enrol and the batch days are on this page, beside the price; when no cohort is open, join the waitlist and we e-mail you when the next one opens.`,
    },
    {
      q: 'How much time should I plan for each week?',
      a: 'Plan for 12-14 hours per week.',
    },
    commonFaqs.timings,
    commonFaqs.classLength,
    commonFaqs.batchSize,
    commonFaqs.missedClass,
    {
      q: 'Does the course prepare me for the DELF B1 exam?',
      a: 'Yes. The curriculum covers the four skills the DELF B1 exam tests (listening, reading, writing and speaking), and you take two internal tests that follow the DELF pattern, with feedback from your instructor.',
    },
    {
      q: 'Will I get a certificate?',
      a: 'Yes, you receive a certificate of completion at the end of the course. The official DELF diploma is awarded separately, by passing the DELF exam.',
    },
    commonFaqs.trial,
    commonFaqs.paymentPlan,
    commonFaqs.instructors,
  ],
  benefitsHeading: 'Why Clear DELF B1',
  benefits: [
    {
      category: 'Personally',
      benefits: [
        'Travel in French-speaking countries on your own: handle bookings, problems and conversations with ease',
        'Follow films, songs, podcasts and the news on familiar subjects',
        'Make friends and keep in touch with French speakers around the world',
        'A diploma that never expires, proof of a milestone you have earned',
      ],
    },
    {
      category: 'Professionally',
      benefits: [
        'An internationally recognised diploma to add to your CV',
        'Qualify for French-speaking roles in customer support, travel, hospitality and operations',
        'Communicate directly with clients and colleagues in francophone markets',
        'A solid base to move on to B2, the level many employers and universities ask for',
      ],
    },
    {
      category: 'Academically',
      benefits: [
        'Understand lectures and texts on familiar subjects',
        'Write clear, structured essays and letters in French',
        'Meet the language requirement of some study and exchange programmes',
        'Prepare for the B2 course and the DELF B2 exam',
      ],
    },
  ],
  // Indicative yearly salaries in India for roles open to B1 speakers, within the spec's ranges
  // (§9: averages from ₹3,20,000 to ₹5,70,500, highest from ₹5,00,000 to ₹10,00,000). The spec
  // gives the ranges, not the titles: SCHOOL TO CONFIRM.
  careers: [
    {
      title: 'Customer Support Associate (French)',
      avgSalary: { min: 320000, max: 420000 },
      highestSalary: 500000,
    },
    {
      title: 'Travel Consultant (Francophone Markets)',
      avgSalary: { min: 330000, max: 450000 },
      highestSalary: 600000,
    },
    {
      title: 'Hotel Guest Relations Executive',
      avgSalary: { min: 320000, max: 400000 },
      highestSalary: 550000,
    },
    {
      title: 'Tour Guide for French-Speaking Visitors',
      avgSalary: { min: 320000, max: 450000 },
      highestSalary: 650000,
    },
    {
      title: 'Content Moderator (French)',
      avgSalary: { min: 340000, max: 440000 },
      highestSalary: 600000,
    },
    {
      title: 'French Language Trainer',
      avgSalary: { min: 360000, max: 480000 },
      highestSalary: 700000,
    },
    {
      title: 'Junior Translator (French-English)',
      avgSalary: { min: 350000, max: 480000 },
      highestSalary: 750000,
    },
    {
      title: 'Accounts Payable Analyst (French)',
      avgSalary: { min: 380000, max: 500000 },
      highestSalary: 750000,
    },
    {
      title: 'Localisation Quality Tester',
      avgSalary: { min: 380000, max: 500000 },
      highestSalary: 800000,
    },
    {
      title: 'Technical Support Engineer (French)',
      avgSalary: { min: 400000, max: 520000 },
      highestSalary: 800000,
    },
    {
      title: 'KYC Analyst (French)',
      avgSalary: { min: 400000, max: 530000 },
      highestSalary: 800000,
    },
    {
      title: 'Inside Sales Executive (French Markets)',
      avgSalary: { min: 380000, max: 520000 },
      highestSalary: 900000,
    },
    {
      title: 'Bilingual Recruiter (French)',
      avgSalary: { min: 420000, max: 570500 },
      highestSalary: 1000000,
    },
  ],
  // SAMPLE learners written to show the layout (fictional names, no photos): the school replaces
  // them with real, consented learners and sets studentsAreSamples to false.
  students: [
    { name: 'Ananya Mehra', description: 'DELF B1' },
    { name: 'Rohan Kapoor', description: 'B1 completed' },
    { name: 'Sneha Iyer', description: 'DELF B1' },
    { name: 'Kabir Malhotra', description: 'B1 completed' },
    { name: 'Ishita Bansal', description: 'DELF B1' },
    { name: 'Arjun Nair', description: 'B1 completed' },
  ],
  studentsAreSamples: true,
  // SCHOOL SETS: the YouTube id of the recorded demo class; until then the page has no demo section.
  demoVideoId: null,
  schoolToConfirm: [
    'demoVideoId',
    'students (samples)',
    'ratingSource',
    'careers (job titles and salary figures)',
    'curriculum (weeks of the two internal tests)',
    'timeCommitment (six 2.5-hour classes a week would be 15 hours)',
  ],
};
