/**
 * French B2 Level (Upper-Intermediate Course), /B2-level.
 *
 * The cohorts, their dates and prices live in the database (imported from the spec's Cohort 13,
 * edited at /admin/courses). The curriculum runs 16 weeks over 8 dossiers, two weeks each (§3), written from the
 * CEFR B2 descriptors and the four papers of the DELF B2 exam (listening, reading, writing,
 * speaking).
 */
import { batches } from '@/content/courses-overview';
import { commonFaqs, liveClassesHighlight, RATING_SOURCE } from './shared';
import type { CourseDetails, CurriculumWeek } from './types';

const dossiers = [
  'Le monde du travail',
  'Éducation et apprentissage',
  'Médias et information',
  'Environnement et développement durable',
  'Santé et société',
  'Sciences, technologies et numérique',
  'Citoyenneté et engagement',
  'Vers le DELF B2',
] as const;

/** Week n (1-16) belongs to dossier ceil(n / 2). */
const dossier = (week: number) => {
  const number = Math.ceil(week / 2);
  return { number, title: dossiers[number - 1] ?? '' };
};

type WeekText = Omit<CurriculumWeek, 'dossier'>;

/**
 * The 16 weekly cards. The two internal exam-pattern tests sit in weeks 8 and 16 (our placement;
 * the spec says only that there are two).
 */
const weeks: WeekText[] = [
  {
    title: 'Week 1: Careers and the Changing World of Work',
    lessons: [
      'Review of the indicative tenses and their uses in a career narrative',
      'Vocabulary of employment: le marché du travail, la reconversion, le télétravail',
      'Le subjonctif after expressions of necessity, wish and feeling',
      'Presenting your career path with precision and nuance',
    ],
    learningOutcomes:
      'You can describe your career path and discuss trends in the world of work in detail, with the right register.',
    details: [
      'A diagnostic of your four skills at the start of the course',
      'How the DELF B2 exam is organised and marked',
      'Work culture in France, Belgium, Switzerland and Canada',
    ],
    activities: [
      'Discussion: is the four-day week the future of work?',
      'Reading: a press article on remote work and its effect on cities',
      'Listening: a radio report on career changes after forty',
      'Writing: a 200-word summary of the advantages and drawbacks of remote work',
      'Role-play: a salary negotiation with an HR manager',
    ],
  },
  {
    title: 'Week 2: Applying, Persuading and Negotiating at Work',
    lessons: [
      'The formal letter of application (lettre de motivation): structure and register',
      'Expressing purpose and consequence: afin que, de sorte que, si bien que',
      'Nuancing a statement: il semblerait que, dans une certaine mesure',
      'Meetings: taking the floor, interrupting politely, summing up',
    ],
    learningOutcomes:
      'You can write a convincing formal letter and take an active part in a professional meeting.',
    details: [
      'The difference between a French and an Indian cover letter',
      'Formal letter formulas, from the opening to the closing sentence',
      'Strategies for the DELF B2 writing paper: reading the brief, planning in five minutes',
    ],
    activities: [
      'Discussion: what makes a job attractive beyond the salary',
      'Reading: a company charter on the right to disconnect',
      'Listening: an extract from a team meeting; note each person’s position',
      'Writing: a 250-word letter of application for an internship in Lyon',
      'Role-play: a meeting to decide on a new flexible-hours policy',
    ],
  },
  {
    title: 'Week 3: School, University and Lifelong Learning',
    lessons: [
      'Vocabulary of education: le cursus, la filière, l’orientation, les grandes écoles',
      'Concession: bien que (+ subjonctif), même si, pourtant, quand bien même',
      'Comparing education systems with precise comparatives',
      'Taking notes from a lecture',
    ],
    learningOutcomes:
      'You can compare education systems and discuss their strengths and weaknesses, acknowledging the other side.',
    details: [
      'The French education system from école to université',
      'Studying in a French-speaking country: applications and campus life',
      'Note-taking techniques for long listening documents',
    ],
    activities: [
      'Discussion: should university be free for everyone?',
      'Reading: an opinion piece on the baccalauréat reform',
      'Listening: an extract from a university lecture; take structured notes',
      'Writing: a forum contribution comparing two education systems',
      'Role-play: a parent-teacher meeting about a student’s choice of stream',
    ],
  },
  {
    title: 'Week 4: Learning in the Digital Age',
    lessons: [
      'Hypothesis in the past: si + plus-que-parfait → conditionnel passé',
      'Regret and reproach: j’aurais dû, tu aurais pu',
      'Vocabulary of online learning and artificial intelligence in the classroom',
      'Structuring an argumentative text: thesis, arguments, examples, conclusion',
    ],
    learningOutcomes:
      'You can argue for or against a position on education, with examples, and talk about what might have been.',
    details: [
      'Writing an argued essay of about 250 words, as in the DELF B2',
      'Logical connectors for argument: d’une part… d’autre part, en outre, néanmoins',
      'Self-correction with a checklist of frequent B2 errors',
    ],
    activities: [
      'Discussion: can online courses replace the classroom?',
      'Reading: a study summary on screen time and concentration',
      'Listening: a debate between two teachers on homework',
      'Writing: a 250-word argued essay on digital tools at school',
      'Role-play: presenting a new e-learning project to a school board',
    ],
  },
  {
    title: 'Week 5: The Press and the News',
    lessons: [
      'The passive voice and nominalisation in news writing',
      'Vocabulary of the media: la une, l’éditorial, la dépêche, la source',
      'Identifying the writer’s point of view and tone',
      'Summarising an article in your own words',
    ],
    learningOutcomes:
      'You can understand articles and reports on current affairs in which writers take a position, and summarise them.',
    details: [
      'The main French-language newspapers, radio stations and news sites',
      'Fact, opinion and implicit judgement in a text',
      'Strategies for the DELF B2 reading paper: long texts and inference questions',
    ],
    activities: [
      'Discussion: is the printed newspaper dead?',
      'Reading: an editorial and a news report on the same event; compare the tone',
      'Listening: a radio news magazine; identify the topics and the speakers’ attitudes',
      'Writing: a 200-word summary of an editorial',
      'Role-play: an editorial meeting choosing tomorrow’s front page',
    ],
  },
  {
    title: 'Week 6: Social Media and Misinformation',
    lessons: [
      'Reported speech and the sequence of tenses (concordance des temps)',
      'Verbs that report: affirmer, prétendre, nier, reconnaître',
      'Expressing doubt and certainty: il est possible que, il est évident que',
      'Checking a source and detecting fake news',
    ],
    learningOutcomes:
      'You can report what others said accurately and express how certain you are about information.',
    details: [
      'Indicative or subjunctive after expressions of certainty and doubt',
      'The vocabulary of social networks and online life',
      'Media literacy in French: fact-checking sites and methods',
    ],
    activities: [
      'Discussion: should social networks be responsible for what users post?',
      'Reading: a fact-check article taking apart a viral rumour',
      'Listening: an interview with a fact-checking journalist',
      'Writing: a contribution to a forum on the regulation of social networks',
      'Role-play: reporting a heated online debate to a friend who missed it',
    ],
  },
  {
    title: 'Week 7: Climate, Energy and Everyday Choices',
    lessons: [
      'Expressing cause and consequence: en raison de, étant donné que, entraîner, provoquer',
      'Vocabulary of the environment: la transition énergétique, l’empreinte carbone',
      'Le participe présent et le gérondif',
      'Interpreting figures and graphs in a document',
    ],
    learningOutcomes:
      'You can explain the causes and consequences of an environmental problem using precise vocabulary and figures.',
    details: [
      'Describing trends: augmenter, diminuer, doubler, se stabiliser',
      'Environmental policy in France and in India',
      'Speaking from a short document, as in the DELF B2 speaking paper',
    ],
    activities: [
      'Discussion: what each of us can realistically change',
      'Reading: an infographic and article on household energy use',
      'Listening: a report on a town that produces its own energy',
      'Writing: a 250-word article for a local magazine on an eco-project',
      'Role-play: a town council debate about closing the city centre to cars',
    ],
  },
  {
    title: 'Week 8: Sustainable Development and the Mid-Course Test',
    lessons: [
      'Expressing opposition: alors que, tandis que, au lieu de, contrairement à',
      'Proposing solutions and making recommendations',
      'Internal exam-pattern test 1 (listening, reading, writing, speaking)',
      'Review of dossiers 1 to 4',
    ],
    learningOutcomes:
      'You can compare opposing positions on a complex topic and propose realistic solutions.',
    details: [
      'The first of the two internal tests, in the DELF B2 format, with individual feedback',
      'A personal plan for the second half of the course, based on your results',
      'Fair trade, responsible tourism and the circular economy',
    ],
    activities: [
      'Discussion: economic growth and environmental protection: can they go together?',
      'Reading: two opposing opinion pieces on fast fashion',
      'Listening: a debate on responsible tourism',
      'Writing: a formal letter to a company about its environmental commitments',
      'Role-play: defending a point of view from a short document, as in the DELF B2',
    ],
  },
  {
    title: 'Week 9: Health, Lifestyle and Prevention',
    lessons: [
      'Subjunctive or indicative after verbs of opinion (je pense que / je ne pense pas que)',
      'Vocabulary of health and public health: la prévention, la sédentarité, le dépistage',
      'Giving advice and warnings in a formal register',
      'Understanding a scientific popularisation article',
    ],
    learningOutcomes:
      'You can discuss health and lifestyle questions in detail and give well-founded advice.',
    details: [
      'The French health system compared with the Indian one',
      'Hedging claims: selon une étude, il semblerait que',
      'Understanding statistics in spoken documents',
    ],
    activities: [
      'Discussion: should junk food advertising be banned?',
      'Reading: a popular-science article on sleep and performance',
      'Listening: a radio interview with a doctor on prevention',
      'Writing: a 250-word article giving advice to students on a healthy exam period',
      'Role-play: a debate between a health minister and a food-industry representative',
    ],
  },
  {
    title: 'Week 10: Society, Solidarity and Inequality',
    lessons: [
      'Relative pronouns: lequel, auquel, duquel, and dont in complex sentences',
      'Vocabulary of society: l’inégalité, l’inclusion, le bénévolat, la précarité',
      'Putting an idea forward: c’est… qui, ce qui… c’est (mise en relief)',
      'Conducting and reporting an interview',
    ],
    learningOutcomes:
      'You can discuss social issues with complex sentences and highlight the ideas that matter most.',
    details: [
      'Associations and volunteering in the French-speaking world',
      'Longer sentences without losing clarity',
      'Intonation for emphasis in speaking',
    ],
    activities: [
      'Discussion: should community service be compulsory for young people?',
      'Reading: a report on a neighbourhood solidarity network',
      'Listening: testimonies of volunteers in a food bank',
      'Writing: a letter to the editor about access to public services',
      'Role-play: recruiting volunteers for an association at a student fair',
    ],
  },
  {
    title: 'Week 11: Science, Innovation and Progress',
    lessons: [
      'Vocabulary of science and innovation: la recherche, la découverte, l’éthique',
      'Expressing time relations: le futur antérieur, avant que, après que, dès que',
      'Describing a process or an invention precisely',
      'Following a technical talk in your field',
    ],
    learningOutcomes:
      'You can follow and explain technical discussions in your field and talk about the future of science.',
    details: [
      'The main discoveries and innovations of the French-speaking world',
      'Ordering events in time in a complex text',
      'Explaining a specialised subject to a non-specialist audience',
    ],
    activities: [
      'Discussion: which invention of the last twenty years has changed your life most?',
      'Reading: an article on a French start-up in health technology',
      'Listening: a short science podcast; note the main idea and the supporting details',
      'Writing: a 200-word presentation of an innovation for a general audience',
      'Role-play: pitching an innovative project to investors',
    ],
  },
  {
    title: 'Week 12: Living with the Digital World',
    lessons: [
      'Vocabulary of the digital world: les données personnelles, l’intelligence artificielle, la cybersécurité',
      'Nuancing an opinion: certes… mais, il n’en reste pas moins que',
      'Weighing advantages and disadvantages in a balanced text',
      'Speaking without notes for five minutes on a familiar subject',
    ],
    learningOutcomes:
      'You can give a balanced view of a complex digital issue, weighing advantages and disadvantages.',
    details: [
      'Personal data and privacy: rights in Europe and in India',
      'The balanced essay plan (pour / contre / synthèse)',
      'Fluency practice: speaking at length with spontaneity',
    ],
    activities: [
      'Discussion: should children have a smartphone before the age of fifteen?',
      'Reading: a report on artificial intelligence at work',
      'Listening: a radio debate on screen addiction',
      'Writing: a 250-word balanced essay on artificial intelligence in daily life',
      'Role-play: a family council about screen-time rules',
    ],
  },
  {
    title: 'Week 13: Citizenship and Public Life',
    lessons: [
      'Vocabulary of politics and citizenship: le vote, l’engagement, la démocratie participative',
      'Expressing conditions and restrictions: à condition que, pourvu que, à moins que',
      'Understanding institutions in the French-speaking world',
      'Taking part in a formal debate',
    ],
    learningOutcomes:
      'You can take part in a debate on public issues, stating conditions and reservations clearly.',
    details: [
      'How institutions work in France, Belgium, Switzerland and Canada',
      'Rules of a formal debate: taking turns, rebutting, conceding',
      'Speaking paper practice: presenting and defending a point of view',
    ],
    activities: [
      'Discussion: should voting be compulsory?',
      'Reading: an article on citizens’ participation in local decisions',
      'Listening: a political debate on the radio; note each side’s arguments',
      'Writing: a contribution to a citizens’ forum on a local project',
      'Role-play: a formal debate on lowering the voting age to sixteen',
    ],
  },
  {
    title: 'Week 14: Culture, Identity and Living Together',
    lessons: [
      'Vocabulary of culture and identity: le patrimoine, la diversité, l’intégration',
      'Indirect questions and reported questions',
      'Writing a critical review (article critique)',
      'Register: moving between formal and informal French',
    ],
    learningOutcomes:
      'You can discuss cultural identity and diversity, and write a critical review of a work or event.',
    details: [
      'Francophonie: French around the world, from Québec to Senegal and Pondicherry',
      'The critical review, one of the DELF B2 writing formats',
      'Idiomatic expressions and when to use them',
    ],
    activities: [
      'Discussion: what does it mean to belong to two cultures?',
      'Reading: an interview with a francophone author from West Africa',
      'Listening: a radio report on the Journée internationale de la Francophonie (20 mars)',
      'Writing: a 250-word critical review of a film or exhibition',
      'Role-play: welcoming and guiding a French-speaking visitor around your city',
    ],
  },
  {
    title: 'Week 15: Exam Strategies for Every Paper',
    lessons: [
      'Listening paper: long documents, anticipation and inference',
      'Reading paper: informative and argumentative texts, time management',
      'Writing paper: the formal letter, the article and the forum contribution',
      'Speaking paper: preparing in 30 minutes, presenting, defending a point of view',
    ],
    learningOutcomes:
      'You know the format, timing and marking of each DELF B2 paper and have a strategy for each.',
    details: [
      'The DELF B2 marking grids and what examiners look for',
      'Common traps in the reading and listening papers',
      'A review of the key grammar of the course',
    ],
    activities: [
      'Discussion: what you found hardest in the first internal test, and how to fix it',
      'Reading: a timed DELF B2 reading paper, corrected together',
      'Listening: a timed DELF B2 listening paper, corrected together',
      'Writing: a timed 250-word argued text, marked with the DELF grid',
      'Role-play: a timed speaking exam from a short document, with peer feedback',
    ],
  },
  {
    title: 'Week 16: Final Mock Exam and Next Steps',
    lessons: [
      'Internal exam-pattern test 2: a full mock DELF B2 exam',
      'Individual feedback on the mock exam',
      'Targeted review of your weakest points',
      'Next steps: the DELF B2 exam, C1 and using French at work',
    ],
    learningOutcomes:
      'You are ready to sit the DELF B2 exam, with a clear picture of your strengths and the points to polish.',
    details: [
      'The second internal test, in the DELF B2 format, marked with the official grids',
      'Exam-day advice: timing, stress, checking your work',
      'Certificate at the end of the course',
    ],
    activities: [
      'Discussion: how you will keep your French active after the course',
      'Reading: the reading paper of the mock exam',
      'Listening: the listening paper of the mock exam',
      'Writing: the writing paper of the mock exam',
      'Role-play: a mock speaking exam with the instructor as examiner',
    ],
  },
];

const curriculum: CurriculumWeek[] = weeks.map((w, i) => ({ ...w, dossier: dossier(i + 1) }));

export const b2: CourseDetails = {
  slug: 'b2',
  level: 'B2',
  href: '/B2-level',
  heading: 'French B2 Level',
  courseName: 'French B2 Level (Upper-Intermediate Course)',
  headline:
    'Argue, debate and write with precision on complex topics, and prepare for the DELF B2 exam in 16 weeks of live classes.',
  summary:
    'Our upper-intermediate course takes you to the level many employers and universities ask for: follow complex discussions, defend a point of view, write structured letters, articles and essays. Sixteen weeks over eight thematic dossiers, two internal exam-pattern tests and a certificate.',
  audience:
    'Learners who have completed B1 (or can show the level in our orientation test) and want to reach B2 and sit the DELF B2 exam.',
  highlights: [
    liveClassesHighlight,
    // The B2 hero of the old site said '3 Months'; the course runs 16 weeks (spec §3, §9) and the
    // time commitment on the same page says so, so the highlight does too.
    { title: '16 Weeks', text: 'Four live 2.5-hour classes per week over 16 weeks.' },
    {
      title: 'DELF Exams',
      text: 'Two internal exam-pattern tests prepare you for the DELF B2 exam.',
    },
    { title: 'Certificate', text: 'A verified certificate when you finish the course.' },
  ],
  timeCommitment: '16 weeks; four 2.5-hour classes per week',
  duration: '16 weeks',
  rating: '4.9',
  // The B2 course data says 80 students; the page shows 120+ (spec §3). We keep what the page
  // shows; the school confirms which is right.
  studentCount: '120+',
  ratingSource: RATING_SOURCE,
  // The B2 FAQ of the old site said Monday to Friday; the schedule says Monday to Saturday (spec
  // §9). We use the schedule's reading everywhere.
  batchDays: batches.days,
  curriculum,
  faqs: [
    {
      q: 'Who is the B2 course for?',
      a: 'It is for learners who have completed B1 or have an equivalent level. Not sure of your level? Take our orientation test before you enrol.',
    },
    {
      q: 'When does the next batch start, and how long is the course?',
      a: 'The course runs for 16 weeks, with four 2.5-hour live classes per week. The current cohort’s start date and the last day to enrol are on this page, beside the price; when no cohort is open, join the waitlist and we e-mail you when the next one opens.',
    },
    {
      q: 'Which days are the classes on?',
      a: `Batch days are ${batches.days}, and you attend four classes a week.`,
    },
    commonFaqs.timings,
    commonFaqs.batchSize,
    commonFaqs.missedClass,
    {
      q: 'How is the course organised?',
      a: 'The 16 weeks are grouped into 8 thematic dossiers of two weeks each (work, education, media, environment, health, science and technology, citizenship, and exam preparation). Each dossier trains the four skills the DELF B2 exam tests: listening, reading, writing and speaking.',
    },
    {
      q: 'Does the course prepare me for the DELF B2 exam?',
      a: 'Yes. You take two internal tests that follow the exam pattern, with feedback from your instructor, and the last dossier is devoted to exam strategies and a full mock exam.',
    },
    {
      q: 'Will I get a certificate?',
      a: 'Yes, you receive a certificate at the end of the course. The official DELF diploma is awarded separately, by passing the DELF exam.',
    },
    commonFaqs.trial,
    commonFaqs.paymentPlan,
    commonFaqs.instructors,
  ],
  benefitsHeading: 'Why Clear DELF B2',
  benefits: [
    {
      category: 'Personally',
      benefits: [
        'Take part in conversations with native speakers with fluency and spontaneity',
        'Enjoy French films, books and the press without translation',
        'Live, travel and settle in a French-speaking country with confidence',
        'A diploma that never expires, proof of a high level of French',
      ],
    },
    {
      category: 'Professionally',
      benefits: [
        'B2 is the level many employers ask for in French-speaking roles',
        'Work with francophone clients and colleagues in your own field',
        'Qualify for roles in translation, training, client relations and international business',
        'Show employers internationally recognised proof of your French',
      ],
    },
    {
      category: 'Academically',
      benefits: [
        'B2 is the level many French universities ask for from international students',
        'Follow lectures and write argued essays in French',
        'Move on to C1 and the DALF exams',
        'Strengthen applications for scholarships and exchange programmes',
      ],
    },
  ],
  // Ten entries (spec §4). Indicative yearly salaries in India for roles open to B2 speakers; the
  // spec gives ranges only for the B1 list, so the same bounds are used. SCHOOL TO CONFIRM.
  careers: [
    {
      title: 'Translator (French-English)',
      avgSalary: { min: 400000, max: 570500 },
      highestSalary: 1000000,
    },
    {
      title: 'Interpreter (French)',
      avgSalary: { min: 420000, max: 570000 },
      highestSalary: 1000000,
    },
    {
      title: 'French Language Teacher',
      avgSalary: { min: 360000, max: 500000 },
      highestSalary: 800000,
    },
    {
      title: 'Localisation Specialist',
      avgSalary: { min: 400000, max: 550000 },
      highestSalary: 900000,
    },
    {
      title: 'Client Relationship Manager (Francophone Markets)',
      avgSalary: { min: 420000, max: 560000 },
      highestSalary: 950000,
    },
    {
      title: 'Business Development Executive (French)',
      avgSalary: { min: 400000, max: 550000 },
      highestSalary: 1000000,
    },
    {
      title: 'Technical Support Specialist (French)',
      avgSalary: { min: 380000, max: 520000 },
      highestSalary: 800000,
    },
    {
      title: 'Research Analyst (French-Language Markets)',
      avgSalary: { min: 400000, max: 540000 },
      highestSalary: 850000,
    },
    {
      title: 'Export Documentation Executive',
      avgSalary: { min: 340000, max: 480000 },
      highestSalary: 700000,
    },
    {
      title: 'Tour Manager (French-Speaking Groups)',
      avgSalary: { min: 350000, max: 500000 },
      highestSalary: 750000,
    },
  ],
  // SAMPLE learners written to show the layout (fictional names, no photos): the school replaces
  // them with real, consented learners and sets studentsAreSamples to false.
  students: [
    { name: 'Priya Deshmukh', description: 'DELF B2' },
    { name: 'Vikram Sethi', description: 'B2 completed' },
    { name: 'Meera Pillai', description: 'DELF B2' },
    { name: 'Aditya Rao', description: 'B2 completed' },
    { name: 'Tanvi Chopra', description: 'DELF B2' },
    { name: 'Siddharth Jain', description: 'B2 completed' },
  ],
  studentsAreSamples: true,
  // SCHOOL SETS: the YouTube id of the recorded demo class; until then the page has no demo section.
  demoVideoId: null,
  schoolToConfirm: [
    'studentCount (page shows 120+, course data says 80)',
    'batchDays (schedule says Monday to Saturday, old FAQ Monday to Friday)',
    'demoVideoId',
    'students (samples)',
    'ratingSource',
    'careers (job titles and salary figures)',
    'curriculum (weeks of the two internal tests)',
  ],
};
