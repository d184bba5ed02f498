/**
 * The exam readiness check (/TestExamReadyPage): the visitor picks an exam and the level they aim
 * for, answers two questions per skill at that level, and sees the section to work on and what to
 * take next. Every item was written for this site; the bank's shape is checked by
 * __tests__/practice/readiness.test.ts; scoring lives in lib/practice/readiness.ts.
 *
 * Writing and speaking cannot be marked by a page: their items ask the visitor to pick the reply,
 * the sentence or the register that the exam's criteria reward, which is a proxy, and the page says
 * so (`indicative` below).
 */
export type ExamLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';

export const examLevels: readonly ExamLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

export type ReadinessSkill = 'listening' | 'reading' | 'writing' | 'speaking';

export const readinessSkills: readonly ReadinessSkill[] = [
  'listening',
  'reading',
  'writing',
  'speaking',
];

export type ReadinessItem = {
  /** Stable and unique across the bank. */
  id: string;
  level: ExamLevel;
  skill: ReadinessSkill;
  /** What to do, in English. */
  instruction: string;
  /** A French text to read first (reading items). */
  passage?: string;
  /** The French the browser reads aloud (listening items); the transcript is always offered. */
  audio?: string;
  /** The French question, or the line to react to. */
  prompt: string;
  options: readonly string[];
  /** Index into `options` of the one correct answer. */
  answer: number;
  /** One line, in English, on why the answer is right. */
  explanation: string;
};

/** One section of an exam as its candidates know it, and the skills the check asks about in it. */
export type ExamSection = { id: string; name: string; skills: readonly ReadinessSkill[] };

export type ReadinessExamId = 'delf' | 'dalf' | 'tef' | 'tcf';

export type ReadinessExam = {
  id: ReadinessExamId;
  name: string;
  /** The levels a visitor can aim for in this exam. */
  levels: readonly ExamLevel[];
  sections: readonly ExamSection[];
  /** A level whose papers are grouped differently (DALF C2: two papers). */
  sectionsAt?: Partial<Record<ExamLevel, readonly ExamSection[]>>;
  /** Where the exam's format is set out. */
  formatHref: string;
};

const fourSections = (
  listening: string,
  reading: string,
  writing: string,
  speaking: string,
): ExamSection[] => [
  { id: 'listening', name: `Listening (${listening})`, skills: ['listening'] },
  { id: 'reading', name: `Reading (${reading})`, skills: ['reading'] },
  { id: 'writing', name: `Writing (${writing})`, skills: ['writing'] },
  { id: 'speaking', name: `Speaking (${speaking})`, skills: ['speaking'] },
];

const delfSections = fourSections(
  'compréhension de l’oral',
  'compréhension des écrits',
  'production écrite',
  'production orale',
);
const tefTcfSections = fourSections(
  'compréhension orale',
  'compréhension écrite',
  'expression écrite',
  'expression orale',
);

/**
 * TEF and TCF are one test for every level: the visitor picks the level they need. SCHOOL TO
 * CONFIRM the range offered (A2 to C1 covers what study and immigration programmes usually ask).
 */
export const readinessExams: readonly ReadinessExam[] = [
  {
    id: 'delf',
    name: 'DELF',
    levels: ['A1', 'A2', 'B1', 'B2'],
    sections: delfSections,
    formatHref: '/delf-dalf-mock-tests#delf-h',
  },
  {
    id: 'dalf',
    name: 'DALF',
    levels: ['C1', 'C2'],
    sections: delfSections,
    sectionsAt: {
      C2: [
        {
          id: 'oral',
          name: 'Paper 1: listening and speaking (compréhension et production orales)',
          skills: ['listening', 'speaking'],
        },
        {
          id: 'written',
          name: 'Paper 2: reading and writing (compréhension et production écrites)',
          skills: ['reading', 'writing'],
        },
      ],
    },
    formatHref: '/delf-dalf-mock-tests#dalf-h',
  },
  {
    id: 'tef',
    name: 'TEF',
    levels: ['A2', 'B1', 'B2', 'C1'],
    sections: tefTcfSections,
    formatHref: '/delf-dalf-mock-tests#tef-tcf-h',
  },
  {
    id: 'tcf',
    name: 'TCF',
    levels: ['A2', 'B1', 'B2', 'C1'],
    sections: tefTcfSections,
    formatHref: '/delf-dalf-mock-tests#tef-tcf-h',
  },
];

export type Verdict = 'ready' | 'nearly' | 'not-yet';

export const readinessPage = {
  title: 'Test Your Exam Readiness: DELF, DALF, TEF and TCF',
  description:
    'A free five-minute readiness check for the DELF, DALF, TEF or TCF at the level you are aiming for: two questions per skill, your weakest section, and the course or mock test to take next.',
  lead: 'Pick your exam and the level you are aiming for, then answer eight short questions: two for each skill the exam tests. You will see which section needs the most work and what to do next.',
  indicative:
    'This check is indicative. A page cannot mark your writing or hear you speak, so those questions ask you to pick what the examiners reward. A full mock test, marked by our teachers, tells you much more.',
  examLabel: 'Your exam',
  levelLabel: 'The level you are aiming for',
  submit: 'See my result',
  missing: (n: number) =>
    n === 1
      ? 'One question has no answer yet: answer it to see your result.'
      : `${n} questions have no answer yet: answer them to see your result.`,
  noVoice:
    'Your browser has no French voice, so the recordings cannot play here. Open the transcript and read it instead.',
  verdicts: {
    ready: {
      label: 'Ready for a full mock test',
      text: 'You answered most questions right in every section. Check it in exam conditions: a full mock test, with writing and speaking marked by a teacher.',
    },
    nearly: {
      label: 'Nearly ready',
      text: 'You have a good base, with at least one section to strengthen before exam day.',
    },
    'not-yet': {
      label: 'Not ready yet',
      text: 'This level is still a step ahead of you. Build the level first, then come back to the exam.',
    },
  } satisfies Record<Verdict, { label: string; text: string }>,
  weakSection: (name: string) => `Your weakest section: ${name}. Work on it first.`,
  noWeakSection: 'No weak section in this check: every answer was right.',
  next: {
    heading: 'What to take next',
    mock: 'A full mock test covers all four skills in exam conditions, with your writing and speaking marked by a certified teacher.',
    mockButton: 'Book a full mock test',
    paperLink: 'Or try a free timed DELF practice paper first',
    focus:
      'Our exam focus course works on the format, the timing and your weaker sections, live, in small batches of 6 to 15.',
    level:
      'Build the level first: live 2.5-hour classes in batches of 6 to 15, with every recording shared within 24 hours.',
    coaching:
      'We have no group course above B2: private coaching with a certified instructor is planned around your exam. Request a callback to talk it through.',
    courseLink: 'See the course',
    callbackButton: 'Request a callback',
  },
  tryAgain: 'Try this check again',
  changeExam: 'Choose another exam or level',
  formatLink: 'See the exam’s format',
  answersHeading: 'Your answers',
} as const;

export const readinessItems: readonly ReadinessItem[] = [
  // A1
  {
    id: 'rd-a1-l1',
    level: 'A1',
    skill: 'listening',
    instruction: 'Listen to Karim introducing himself, then answer.',
    audio:
      'Bonjour, je m’appelle Karim. J’ai vingt-cinq ans et j’habite à Lyon. Je suis cuisinier dans un petit restaurant.',
    prompt: 'Quel est le métier de Karim ?',
    options: ['Il est professeur.', 'Il est cuisinier.', 'Il est médecin.', 'Il est étudiant.'],
    answer: 1,
    explanation: 'Karim says « je suis cuisinier »: he is a cook.',
  },
  {
    id: 'rd-a1-l2',
    level: 'A1',
    skill: 'listening',
    instruction: 'Listen to the announcement in a shop, then answer.',
    audio:
      'Mesdames et messieurs, le magasin ferme dans dix minutes. Merci de passer en caisse. Bonne soirée !',
    prompt: 'Le magasin ferme dans combien de minutes ?',
    options: ['2 minutes', '20 minutes', '12 minutes', '10 minutes'],
    answer: 3,
    explanation: '« Dans dix minutes » means in 10 minutes.',
  },
  {
    id: 'rd-a1-r1',
    level: 'A1',
    skill: 'reading',
    instruction: 'Read the text message, then answer.',
    passage:
      'Salut Léa ! Ce soir, on mange au restaurant italien à 20 h. Rendez-vous devant la pharmacie, à côté de la gare. Tom',
    prompt: 'Où est le rendez-vous ?',
    options: ['Au restaurant', 'Chez Tom', 'Devant la pharmacie', 'Dans la gare'],
    answer: 2,
    explanation: '« Rendez-vous devant la pharmacie »: they meet in front of the chemist’s.',
  },
  {
    id: 'rd-a1-r2',
    level: 'A1',
    skill: 'reading',
    instruction: 'Read the notice, then answer.',
    passage:
      'Bibliothèque municipale : ouverte du mardi au samedi, de 9 h à 18 h. Fermée le dimanche et le lundi.',
    prompt: 'Quel jour la bibliothèque est-elle ouverte ?',
    options: ['Le mercredi', 'Le lundi', 'Le dimanche'],
    answer: 0,
    explanation: 'It opens Tuesday to Saturday, so Wednesday (mercredi) is an open day.',
  },
  {
    id: 'rd-a1-w1',
    level: 'A1',
    skill: 'writing',
    instruction: 'You are writing a holiday postcard to your friend Paul. Choose how to begin it.',
    prompt: 'Le début de la carte :',
    options: ['Monsieur le Directeur,', 'Cher Paul,', 'Au revoir Paul,', 'Bonne nuit Paul,'],
    answer: 1,
    explanation:
      '« Cher Paul » opens a friendly card; « Monsieur le Directeur » is for formal letters.',
  },
  {
    id: 'rd-a1-w2',
    level: 'A1',
    skill: 'writing',
    instruction: 'Complete your message to a friend with the right form of the verb aller.',
    prompt: 'Samedi, je ___ au cinéma avec ma sœur. Tu viens ?',
    options: ['va', 'allons', 'vais', 'vont'],
    answer: 2,
    explanation: 'With je, aller becomes je vais.',
  },
  {
    id: 'rd-a1-s1',
    level: 'A1',
    skill: 'speaking',
    instruction: 'In the speaking test, the examiner asks you this question. Choose the answer.',
    prompt: '« Qu’est-ce que vous aimez faire le week-end ? »',
    options: [
      'J’ai vingt ans.',
      'Je m’appelle Anita.',
      'Il fait beau.',
      'J’aime lire et faire du vélo.',
    ],
    answer: 3,
    explanation: 'The question asks what you like doing at the weekend: « j’aime lire… ».',
  },
  {
    id: 'rd-a1-s2',
    level: 'A1',
    skill: 'speaking',
    instruction: 'Role play at a bakery: you want two croissants. Choose what you say.',
    prompt: '« Bonjour ! Vous désirez ? »',
    options: [
      'Je voudrais deux croissants, s’il vous plaît.',
      'Je suis deux croissants.',
      'Vous voulez deux croissants ?',
      'J’ai deux croissants, merci.',
    ],
    answer: 0,
    explanation: '« Je voudrais…, s’il vous plaît » is the polite way to ask for something.',
  },

  // A2
  {
    id: 'rd-a2-l1',
    level: 'A2',
    skill: 'listening',
    instruction: 'Listen to the announcement at the station, then answer.',
    audio:
      'Votre attention, s’il vous plaît. Le train à destination de Marseille partira avec vingt minutes de retard, voie 4. Nous vous prions de nous excuser.',
    prompt: 'Quel est le problème ?',
    options: [
      'Le train est annulé.',
      'Le train change de voie.',
      'Le train est complet.',
      'Le train part en retard.',
    ],
    answer: 3,
    explanation: '« Vingt minutes de retard »: the train leaves twenty minutes late.',
  },
  {
    id: 'rd-a2-l2',
    level: 'A2',
    skill: 'listening',
    instruction: 'Listen to the phone message, then answer.',
    audio:
      'Allô Sophie ? C’est Marc. Je ne peux pas venir à la réunion demain matin : j’ai rendez-vous chez le dentiste. On peut se voir jeudi ?',
    prompt: 'Pourquoi Marc ne vient-il pas demain ?',
    options: ['Il est malade.', 'Il va chez le dentiste.', 'Il travaille.', 'Il part en vacances.'],
    answer: 1,
    explanation: 'Marc has an appointment at the dentist’s (« rendez-vous chez le dentiste »).',
  },
  {
    id: 'rd-a2-r1',
    level: 'A2',
    skill: 'reading',
    instruction: 'Read the hiking club’s notice, then answer.',
    passage:
      'Club de randonnée : sortie le dimanche 14 mai. Départ à 8 h devant la mairie, retour vers 17 h. Prévoyez un pique-nique et de bonnes chaussures. Inscription gratuite avant vendredi.',
    prompt: 'Que faut-il apporter ?',
    options: ['De l’argent', 'Un vélo', 'Un pique-nique', 'Un maillot de bain'],
    answer: 2,
    explanation: '« Prévoyez un pique-nique »: bring a packed lunch (and good shoes).',
  },
  {
    id: 'rd-a2-r2',
    level: 'A2',
    skill: 'reading',
    instruction: 'Read the school’s note to parents, then answer.',
    passage:
      'Chers parents, la sortie au musée du jeudi 3 avril est reportée au mardi 8 avril, à cause de la grève des bus. L’heure de départ ne change pas. La directrice',
    prompt: 'Qu’est-ce qui change ?',
    options: ['La date de la sortie', 'L’heure de départ', 'Le musée', 'Le prix'],
    answer: 0,
    explanation: '« Reportée au mardi 8 avril »: the trip moves to another day; the time stays.',
  },
  {
    id: 'rd-a2-w1',
    level: 'A2',
    skill: 'writing',
    instruction: 'You are telling a friend about last weekend. Choose the correct sentence.',
    prompt: 'Votre phrase :',
    options: [
      'Samedi, j’ai allé à la plage avec mes cousins.',
      'Samedi, je suis aller à la plage avec mes cousins.',
      'Samedi, je suis allé à la plage avec mes cousins.',
      'Samedi, je vais allé à la plage avec mes cousins.',
    ],
    answer: 2,
    explanation: 'Aller takes être in the passé composé, with the past participle allé.',
  },
  {
    id: 'rd-a2-w2',
    level: 'A2',
    skill: 'writing',
    instruction:
      'You are e-mailing a friend to invite her to your birthday. Choose the best way to end it.',
    prompt: 'La fin de votre e-mail :',
    options: [
      'Veuillez agréer mes salutations distinguées.',
      'Réponds-moi vite ! Bises, Nina',
      'Bonjour et bienvenue !',
      'Je vous prie de bien vouloir répondre.',
    ],
    answer: 1,
    explanation:
      'To a friend: tu and « Bises ». The other endings are formal or do not end a message.',
  },
  {
    id: 'rd-a2-s1',
    level: 'A2',
    skill: 'speaking',
    instruction:
      'Role play: you are taking a shirt back to a shop. The assistant asks what is wrong. Choose your reply.',
    prompt: '« Quel est le problème avec cette chemise ? »',
    options: [
      'Oui, c’est une belle chemise.',
      'Je voudrais acheter une chemise.',
      'Elle est trop petite. Est-ce que je peux l’échanger ?',
      'Non merci, ça va.',
    ],
    answer: 2,
    explanation: 'You say what is wrong and ask for what you want: an exchange.',
  },
  {
    id: 'rd-a2-s2',
    level: 'A2',
    skill: 'speaking',
    instruction:
      'The examiner asks about your last holiday. Choose the answer that would score best.',
    prompt: '« Parlez-moi de vos dernières vacances. »',
    options: [
      'Vacances, Goa, plage.',
      'J’aime les vacances.',
      'Je vais partir en vacances.',
      'L’année dernière, je suis parti à Goa avec des amis : on a nagé et on a goûté la cuisine locale.',
    ],
    answer: 3,
    explanation:
      'It answers in full sentences, in the past, with details: what the examiner is listening for.',
  },

  // B1
  {
    id: 'rd-b1-l1',
    level: 'B1',
    skill: 'listening',
    instruction: 'Listen to the local radio news, then answer.',
    audio:
      'Bonjour à tous. Cette semaine, notre ville lance un service de vélos en libre-service. Les vingt premières minutes sont gratuites ; ensuite, c’est cinquante centimes la demi-heure. Les vélos sont disponibles dans trente stations.',
    prompt: 'Combien coûtent les vingt premières minutes ?',
    options: ['Cinquante centimes', 'Un euro', 'Deux euros', 'Rien'],
    answer: 3,
    explanation: '« Les vingt premières minutes sont gratuites »: they cost nothing.',
  },
  {
    id: 'rd-b1-l2',
    level: 'B1',
    skill: 'listening',
    instruction: 'Listen to two friends talking about a film, then answer.',
    audio:
      '– Tu as vu le film dont tout le monde parle ? – Oui, samedi. Franchement, les acteurs sont excellents, mais l’histoire est trop longue. Je me suis un peu ennuyé à la fin.',
    prompt: 'Que pense l’homme du film ?',
    options: [
      'Il l’a trouvé parfait.',
      'Il n’a pas aimé les acteurs.',
      'Il a aimé les acteurs, mais pas la longueur.',
      'Il ne l’a pas encore vu.',
    ],
    answer: 2,
    explanation: 'The actors are « excellents », but the story is « trop longue ».',
  },
  {
    id: 'rd-b1-r1',
    level: 'B1',
    skill: 'reading',
    instruction: 'Read the article, then answer.',
    passage:
      'Depuis septembre, le lycée Victor-Hugo interdit les téléphones portables pendant les pauses. Selon la direction, les élèves parlent davantage entre eux et les disputes ont diminué. Certains parents regrettent pourtant de ne plus pouvoir joindre leurs enfants en cas d’urgence.',
    prompt: 'Quel inconvénient l’article mentionne-t-il ?',
    options: [
      'Les élèves se disputent plus.',
      'Les professeurs utilisent leur téléphone.',
      'Les pauses sont plus courtes.',
      'Les parents ne peuvent plus joindre leurs enfants facilement.',
    ],
    answer: 3,
    explanation:
      'Some parents regret that they can no longer reach their children in an emergency.',
  },
  {
    id: 'rd-b1-r2',
    level: 'B1',
    skill: 'reading',
    instruction: 'Read the festival’s call for volunteers, then answer.',
    passage:
      'Nous recherchons des bénévoles pour notre festival de musique du 5 au 7 juillet : accueil du public, vente de boissons, rangement. En échange, vous recevrez un pass gratuit pour les trois jours et vos repas. Aucune expérience n’est demandée, mais il faut avoir au moins 18 ans.',
    prompt: 'Pour être bénévole, il faut…',
    options: [
      'être majeur.',
      'avoir déjà travaillé dans un festival.',
      'acheter un pass.',
      'être musicien.',
    ],
    answer: 0,
    explanation:
      '« Il faut avoir au moins 18 ans »: you must be an adult; no experience is needed.',
  },
  {
    id: 'rd-b1-w1',
    level: 'B1',
    skill: 'writing',
    instruction: 'In an e-mail giving your opinion, choose the words that link the two ideas.',
    prompt: 'Le télétravail me fait gagner du temps ; ___, je me sens parfois isolé.',
    options: ['donc', 'en revanche', 'parce que', 'ainsi'],
    answer: 1,
    explanation: 'The second idea contrasts with the first: en revanche (on the other hand).',
  },
  {
    id: 'rd-b1-w2',
    level: 'B1',
    skill: 'writing',
    instruction:
      'You are writing to a hotel to complain about your stay. Choose the sentence that suits this letter.',
    prompt: 'Votre première phrase :',
    options: [
      'Salut, ton hôtel, c’était nul !',
      'Coucou, je voulais te dire un truc sur l’hôtel.',
      'Je vous écris pour vous faire part de mon mécontentement concernant mon séjour.',
      'Ton hôtel est trop cher, franchement.',
    ],
    answer: 2,
    explanation: 'A complaint is a formal letter: vous, and a neutral, precise sentence.',
  },
  {
    id: 'rd-b1-s1',
    level: 'B1',
    skill: 'speaking',
    instruction:
      'The examiner asks for your opinion. Choose the answer that gives an opinion and a reason.',
    prompt: '« Selon vous, faut-il apprendre une langue étrangère dès l’école primaire ? »',
    options: [
      'Oui.',
      'À mon avis, oui, parce que les enfants apprennent plus facilement quand ils sont jeunes.',
      'J’ai appris l’anglais à l’école.',
      'C’est une question difficile.',
    ],
    answer: 1,
    explanation: 'At B1 the examiner expects a clear opinion (à mon avis) backed by a reason.',
  },
  {
    id: 'rd-b1-s2',
    level: 'B1',
    skill: 'speaking',
    instruction:
      'Role play: your neighbour’s music is too loud. Choose the most polite and effective thing to say.',
    prompt: '« Oui ? Qu’est-ce qu’il y a ? »',
    options: [
      'Votre musique est nulle.',
      'Je n’aime pas la musique.',
      'Bonne soirée !',
      'Excusez-moi de vous déranger, mais la musique est un peu forte. Pourriez-vous baisser le volume ?',
    ],
    answer: 3,
    explanation: 'You apologise, explain the problem and ask politely with the conditional.',
  },

  // B2
  {
    id: 'rd-b2-l1',
    level: 'B2',
    skill: 'listening',
    instruction: 'Listen to the report on a survey, then answer.',
    audio:
      'Selon une enquête récente, près d’un salarié sur trois envisage de changer de métier dans les cinq prochaines années. La quête de sens arrive en tête des motivations, loin devant le salaire, qui n’est cité que par un salarié sur dix.',
    prompt: 'Quelle est la principale motivation des salariés ?',
    options: [
      'Donner du sens à leur travail',
      'Un meilleur salaire',
      'Travailler moins',
      'Changer de ville',
    ],
    answer: 0,
    explanation: '« La quête de sens arrive en tête »: meaning comes first, well ahead of pay.',
  },
  {
    id: 'rd-b2-l2',
    level: 'B2',
    skill: 'listening',
    instruction: 'Listen to a resident interviewed about a cycle lane, then answer.',
    audio:
      '– Alors, ce projet de piste cyclable, vous y êtes favorable ? – Sur le principe, oui. Mais je regrette que les commerçants n’aient pas été consultés : sans eux, le projet risque d’échouer.',
    prompt: 'Quelle réserve la personne exprime-t-elle ?',
    options: [
      'Le projet coûte trop cher.',
      'La piste est dangereuse.',
      'Les commerçants n’ont pas été consultés.',
      'Elle est opposée au projet.',
    ],
    answer: 2,
    explanation: 'She supports the idea but regrets that shopkeepers were not consulted.',
  },
  {
    id: 'rd-b2-r1',
    level: 'B2',
    skill: 'reading',
    instruction: 'Read the extract, then answer.',
    passage:
      'Longtemps présenté comme le remède à la pollution urbaine, le véhicule électrique suscite désormais des interrogations. Si ses émissions à l’usage sont quasi nulles, la fabrication de ses batteries exige l’extraction de métaux rares, dans des conditions souvent critiquées. Pour de nombreux experts, la véritable solution passe moins par le changement de moteur que par la réduction du nombre de voitures.',
    prompt: 'Selon les experts cités, la vraie solution est…',
    options: [
      'de produire plus de voitures électriques.',
      'd’interdire les batteries.',
      'de revenir aux voitures à essence.',
      'de réduire le nombre de voitures.',
    ],
    answer: 3,
    explanation: '« La réduction du nombre de voitures »: fewer cars, not just different engines.',
  },
  {
    id: 'rd-b2-r2',
    level: 'B2',
    skill: 'reading',
    instruction: 'Read the letter, then answer.',
    passage:
      'Madame, Monsieur, suite à votre annonce parue le 3 mars, je me permets de vous proposer ma candidature au poste de chargé de communication. Diplômé d’un master en communication, j’ai effectué un stage de six mois dans une agence parisienne, où j’ai notamment géré les réseaux sociaux de plusieurs clients.',
    prompt: 'Quel est le but de cette lettre ?',
    options: [
      'Se plaindre d’un service',
      'Répondre à une offre d’emploi',
      'Annoncer une démission',
      'Remercier une agence',
    ],
    answer: 1,
    explanation: 'It answers a job advertisement (« suite à votre annonce… ma candidature »).',
  },
  {
    id: 'rd-b2-w1',
    level: 'B2',
    skill: 'writing',
    instruction: 'In an argued essay, choose the sentence that best brings in a counter-argument.',
    prompt: 'Votre transition :',
    options: [
      'Et puis aussi, il y a d’autres trucs.',
      'Certes, cette mesure présente des avantages ; néanmoins, elle soulève plusieurs difficultés.',
      'Enfin, pour conclure, je conclus.',
      'Premièrement, deuxièmement, troisièmement.',
    ],
    answer: 1,
    explanation: 'Certes… néanmoins concedes a point, then turns to the other side: a B2 skill.',
  },
  {
    id: 'rd-b2-w2',
    level: 'B2',
    skill: 'writing',
    instruction: 'Complete the sentence of your formal letter.',
    prompt: 'Il est indispensable que les autorités ___ des mesures rapidement.',
    options: ['prendront', 'prenaient', 'prennent', 'prenant'],
    answer: 2,
    explanation: '« Il est indispensable que » is followed by the subjunctive: qu’elles prennent.',
  },
  {
    id: 'rd-b2-s1',
    level: 'B2',
    skill: 'speaking',
    instruction:
      'You are defending your point of view and the examiner objects. Choose the best reply.',
    prompt: '« Mais le télétravail isole les salariés, non ? »',
    options: [
      'Non.',
      'Je ne sais pas, c’est vous qui voyez.',
      'Je comprends cette objection ; cela dit, des réunions régulières sur place permettent de garder le lien.',
      'Oui, vous avez raison, je change d’avis.',
    ],
    answer: 2,
    explanation: 'You accept the objection, then answer it with an argument: that is the debate.',
  },
  {
    id: 'rd-b2-s2',
    level: 'B2',
    skill: 'speaking',
    instruction: 'You present a short article to the examiner. Choose the best opening.',
    prompt: 'Votre introduction :',
    options: [
      'Ce document, extrait d’un quotidien national, aborde le gaspillage alimentaire ; je présenterai d’abord le constat, puis mon point de vue.',
      'Alors euh… le texte, il parle de nourriture.',
      'Je n’ai pas compris le texte.',
      'Le gaspillage, c’est mal.',
    ],
    answer: 0,
    explanation: 'It names the source and the topic, and announces a plan.',
  },

  // C1
  {
    id: 'rd-c1-l1',
    level: 'C1',
    skill: 'listening',
    instruction: 'Listen to the report on translators and machine translation, then answer.',
    audio:
      'L’intelligence artificielle bouleverse le monde de la traduction. Pour autant, les professionnels interrogés ne redoutent pas tant leur remplacement que la dévalorisation de leur métier : de plus en plus souvent, on leur demande de simplement relire des textes produits par une machine, pour une rémunération bien moindre.',
    prompt: 'Que craignent surtout les traducteurs ?',
    options: [
      'D’être remplacés par des machines',
      'De devoir apprendre de nouvelles langues',
      'Que les machines fassent des erreurs',
      'Que leur travail soit moins reconnu et moins payé',
    ],
    answer: 3,
    explanation:
      '« Ne redoutent pas tant leur remplacement que la dévalorisation »: less pay, less status.',
  },
  {
    id: 'rd-c1-l2',
    level: 'C1',
    skill: 'listening',
    instruction: 'Listen to an author interviewed about boredom, then answer.',
    audio:
      '– Votre livre défend l’idée que l’ennui est utile. N’est-ce pas un peu provocateur ? – Sans doute. Mais c’est précisément quand nous ne faisons rien que notre cerveau établit des liens inattendus. En supprimant tout moment d’ennui, nous privons nos enfants d’un terrain propice à la créativité.',
    prompt: 'Selon l’auteur, l’ennui…',
    options: [
      'nuit à la concentration des enfants.',
      'doit être évité à tout prix.',
      'favorise la créativité.',
      'est un problème d’adultes.',
    ],
    answer: 2,
    explanation: 'Boredom is « un terrain propice à la créativité »: it feeds creativity.',
  },
  {
    id: 'rd-c1-r1',
    level: 'C1',
    skill: 'reading',
    instruction: 'Read the opinion piece, then answer.',
    passage:
      'On aurait tort de voir dans le succès des librairies indépendantes un simple phénomène de nostalgie. Face aux algorithmes de recommandation, qui enferment le lecteur dans ses goûts, le libraire offre ce que nulle machine ne sait encore produire : la surprise d’une rencontre avec un livre que l’on n’aurait jamais cherché.',
    prompt: 'Selon l’auteur, quel est l’atout principal du libraire ?',
    options: [
      'Des prix plus bas',
      'Faire découvrir des livres inattendus',
      'La nostalgie des clients',
      'Un plus grand choix que les sites en ligne',
    ],
    answer: 1,
    explanation:
      'The bookseller offers « la surprise d’une rencontre avec un livre » you never looked for.',
  },
  {
    id: 'rd-c1-r2',
    level: 'C1',
    skill: 'reading',
    instruction: 'Read the extract, then answer.',
    passage:
      'Si la semaine de quatre jours séduit un nombre croissant d’entreprises, son bilan reste contrasté. Les salariés y gagnent en qualité de vie, mais la compression des horaires accroît, chez certains, la fatigue et le stress. Autrement dit, tout dépend de la manière dont la réforme est mise en œuvre.',
    prompt: 'Quelle est la position de l’auteur ?',
    options: [
      'Il est entièrement favorable à la réforme.',
      'Il rejette la réforme.',
      'Il pense qu’elle ne concerne personne.',
      'Il estime que ses effets dépendent de sa mise en œuvre.',
    ],
    answer: 3,
    explanation: '« Tout dépend de la manière dont la réforme est mise en œuvre »: a nuanced view.',
  },
  {
    id: 'rd-c1-w1',
    level: 'C1',
    skill: 'writing',
    instruction:
      'In the DALF synthesis you must not give your own opinion. Choose the sentence that belongs in a synthesis.',
    prompt: 'Votre phrase :',
    options: [
      'Personnellement, je trouve que le premier auteur a tort.',
      'Les deux documents s’accordent sur l’urgence du problème, mais divergent quant aux solutions.',
      'À mon avis, il faudrait interdire les voitures.',
      'Je suis complètement d’accord avec le second document.',
    ],
    answer: 1,
    explanation:
      'A synthesis compares the documents neutrally; the others give a personal opinion.',
  },
  {
    id: 'rd-c1-w2',
    level: 'C1',
    skill: 'writing',
    instruction: 'Choose the word that completes the sentence.',
    prompt: '___ les efforts consentis, les résultats restent décevants.',
    options: ['Bien que', 'Grâce à', 'Malgré', 'Puisque'],
    answer: 2,
    explanation: 'Malgré is followed by a noun; bien que needs a verb in the subjunctive.',
  },
  {
    id: 'rd-c1-s1',
    level: 'C1',
    skill: 'speaking',
    instruction:
      'After your talk, the jury challenges your proposal. Choose the answer that grants a point and keeps your position.',
    prompt: '« Votre proposition n’est-elle pas trop coûteuse pour les collectivités ? »',
    options: [
      'Vous avez raison de souligner ce coût ; il n’en demeure pas moins que les bénéfices, à long terme, me semblent l’emporter.',
      'Non, vous vous trompez complètement.',
      'D’accord, alors je retire ce que j’ai dit.',
      'Je préfère ne pas répondre à cette question.',
    ],
    answer: 0,
    explanation: '« Il n’en demeure pas moins que » grants the point and holds your argument.',
  },
  {
    id: 'rd-c1-s2',
    level: 'C1',
    skill: 'speaking',
    instruction: 'Choose the best way to announce the plan of your talk.',
    prompt: 'Votre annonce du plan :',
    options: [
      'Je vais parler un peu de tout.',
      'Il y a beaucoup de choses à dire sur ce sujet.',
      'Mon plan, c’est de commencer et puis de finir.',
      'J’analyserai d’abord les causes du phénomène, puis ses conséquences, avant de proposer quelques pistes.',
    ],
    answer: 3,
    explanation:
      'A clear two- or three-part plan, announced up front, is what the C1 jury expects.',
  },

  // C2
  {
    id: 'rd-c2-l1',
    level: 'C2',
    skill: 'listening',
    instruction: 'Listen to a historian talking about letters, then answer.',
    audio:
      'Ce qui frappe, à la relecture de ces correspondances, c’est moins l’audace des idées que la prudence avec laquelle elles sont formulées : chaque hardiesse y est aussitôt tempérée par une précaution oratoire, comme si l’auteur redoutait d’être pris au mot.',
    prompt: 'Qu’est-ce qui frappe le locuteur dans ces lettres ?',
    options: [
      'L’audace des idées',
      'La violence du ton',
      'La prudence de la formulation',
      'Le manque d’idées',
    ],
    answer: 2,
    explanation:
      '« Moins l’audace des idées que la prudence »: the caution of the wording stands out.',
  },
  {
    id: 'rd-c2-l2',
    level: 'C2',
    skill: 'listening',
    instruction: 'Listen to a film director answering a critic, then answer.',
    audio:
      '– On a souvent présenté votre film comme un réquisitoire contre la ville. – C’est un contresens. Je filme la ville avec tendresse ; ce que je dénonce, c’est la solitude qu’elle peut engendrer, pas la ville elle-même.',
    prompt: 'Que fait la réalisatrice ?',
    options: [
      'Elle confirme que son film critique la ville.',
      'Elle avoue ne pas aimer la ville.',
      'Elle refuse de parler de son film.',
      'Elle corrige une interprétation de son film.',
    ],
    answer: 3,
    explanation: '« C’est un contresens »: she says the reading is wrong, and explains her aim.',
  },
  {
    id: 'rd-c2-r1',
    level: 'C2',
    skill: 'reading',
    instruction: 'Read the book review, then answer.',
    passage:
      'L’auteur se garde bien de trancher : à ceux qui voient dans le numérique une émancipation, il oppose les dépendances qu’il crée ; à ceux qui n’y voient qu’aliénation, il rappelle les savoirs qu’il a rendus accessibles. Ce refus du manichéisme, que d’aucuns prendront pour de la tiédeur, fait pourtant tout le prix de l’ouvrage.',
    prompt: 'Quel jugement le critique porte-t-il sur le livre ?',
    options: [
      'Il apprécie sa nuance.',
      'Il lui reproche son manque d’engagement.',
      'Il le trouve trop favorable au numérique.',
      'Il le juge trop technique.',
    ],
    answer: 0,
    explanation:
      'The refusal to take sides « fait tout le prix de l’ouvrage »: it is its strength.',
  },
  {
    id: 'rd-c2-r2',
    level: 'C2',
    skill: 'reading',
    instruction: 'Read the sentence from an editorial, then answer.',
    passage:
      'Que la mesure soit impopulaire, nul n’en disconvient ; qu’elle soit inefficace, voilà qui reste à démontrer.',
    prompt: 'Que veut dire l’éditorialiste ?',
    options: [
      'La mesure est impopulaire et inefficace.',
      'La mesure est populaire, mais inefficace.',
      'Tout le monde admet que la mesure est impopulaire, mais son inefficacité n’est pas prouvée.',
      'Personne ne sait si la mesure est impopulaire.',
    ],
    answer: 2,
    explanation: '« Nul n’en disconvient » means nobody disputes it; the inefficiency is unproven.',
  },
  {
    id: 'rd-c2-w1',
    level: 'C2',
    skill: 'writing',
    instruction:
      'For a formal article, choose the most precise rewording of « Beaucoup de gens ne sont pas d’accord avec cette loi. »',
    prompt: 'Votre reformulation :',
    options: [
      'Cette loi, plein de gens l’aiment pas.',
      'Cette loi est loin de faire l’unanimité.',
      'Cette loi est pas d’accord avec les gens.',
      'Les gens sont beaucoup pas d’accord.',
    ],
    answer: 1,
    explanation: '« Loin de faire l’unanimité » says it precisely, in a written register.',
  },
  {
    id: 'rd-c2-w2',
    level: 'C2',
    skill: 'writing',
    instruction: 'Choose the verb form that completes the sentence.',
    prompt: 'Pour peu qu’on lui ___ sa chance, il saura la saisir.',
    options: ['laissera', 'laisserait', 'laissait', 'laisse'],
    answer: 3,
    explanation: '« Pour peu que » (if only) takes the subjunctive: qu’on lui laisse.',
  },
  {
    id: 'rd-c2-s1',
    level: 'C2',
    skill: 'speaking',
    instruction: 'The jury calls your position idealistic. Choose the strongest reply.',
    prompt: '« Votre position n’est-elle pas un peu idéaliste ? »',
    options: [
      'Oui, je suis idéaliste, et alors ?',
      'Idéaliste, peut-être ; mais c’est précisément cette exigence qui révèle l’écart entre nos principes et nos pratiques.',
      'Vous ne m’avez pas compris.',
      'Je préfère passer à la question suivante.',
    ],
    answer: 1,
    explanation: 'It takes up the jury’s word and turns it into an argument for your position.',
  },
  {
    id: 'rd-c2-s2',
    level: 'C2',
    skill: 'speaking',
    instruction: 'Choose the sentence that best concludes your argument.',
    prompt: 'Votre conclusion :',
    options: [
      'En définitive, loin d’opposer croissance et sobriété, il s’agit de repenser ce que nous entendons par prospérité.',
      'Voilà, j’ai fini.',
      'C’est tout ce que j’avais à dire.',
      'Bref, je ne sais pas trop.',
    ],
    answer: 0,
    explanation: 'A conclusion sums up and opens the question further; the others just stop.',
  },
];
