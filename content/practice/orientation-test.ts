/**
 * The orientation (placement) test: a self-assessment, then one block of items per level, A1 to
 * B2. Every item was written for this site. Scoring lives in lib/practice/orientation.ts; the
 * bank's shape is checked by __tests__/practice/practice-banks.test.ts.
 */
import type { CefrCode, ChoiceItem } from './types';

export const orientationIntro = {
  title: 'French Orientation Test',
  description:
    'Find your French level in about 15 minutes: a short self-assessment, then grammar, vocabulary and reading questions from A1 to B2. Free, with an indicative CEFR result and the course to take next.',
  lead: 'Not sure which course to join? Answer a few questions and we will suggest a starting point. It takes about 15 minutes and you can stop at any time: your progress is kept in this browser tab until you close it.',
  steps: [
    'Tick the statements that describe what you can already do in French.',
    'Answer the level blocks, A1 first. Each block has 8 questions; the test stops after the first block you do not pass.',
    'See your estimated level, what it means and the course we suggest, then book a free call with a teacher to confirm it if you wish.',
  ],
  indicative:
    'This result is indicative: a short online test cannot hear you speak or read your writing. A teacher confirms your level in a free call before you join a batch.',
  start: 'Start the test',
  resume: 'Continue where you left off',
  restart: 'Start again',
} as const;

/** How many items of a block must be right to go on to the next block. */
export const blockPassMark = 6;

export type CanDo = { id: string; level: CefrCode; text: string };

/** The self-assessment (CEFR-style can-do statements, written for this site). */
export const selfAssessment: readonly CanDo[] = [
  {
    id: 'sa-a1-1',
    level: 'A1',
    text: 'I can introduce myself and say where I live and what I do.',
  },
  {
    id: 'sa-a1-2',
    level: 'A1',
    text: 'I can understand simple questions about my name, age and family when people speak slowly.',
  },
  {
    id: 'sa-a2-1',
    level: 'A2',
    text: 'I can talk about my day, my work or my studies in simple sentences, in the present and the past.',
  },
  {
    id: 'sa-a2-2',
    level: 'A2',
    text: 'I can buy a ticket, order a meal or ask for directions without switching to English.',
  },
  {
    id: 'sa-b1-1',
    level: 'B1',
    text: 'I can follow the main points of a conversation or a podcast on a familiar topic.',
  },
  {
    id: 'sa-b1-2',
    level: 'B1',
    text: 'I can write an e-mail that tells a story or explains a problem, and give my opinion.',
  },
  {
    id: 'sa-b2-1',
    level: 'B2',
    text: 'I can read newspaper articles and understand the writer’s point of view.',
  },
  {
    id: 'sa-b2-2',
    level: 'B2',
    text: 'I can argue for or against an idea in a discussion, with examples, without long pauses.',
  },
];

export const orientationItems: readonly ChoiceItem[] = [
  // A1
  {
    id: 'or-a1-1',
    level: 'A1',
    skill: 'grammar',
    instruction: 'Choose the correct form of the verb être.',
    prompt: 'Nous ___ étudiants à Gurugram.',
    options: ['suis', 'sommes', 'êtes', 'sont'],
    answer: 1,
    explanation: 'With nous, être is « sommes ».',
  },
  {
    id: 'or-a1-2',
    level: 'A1',
    skill: 'grammar',
    instruction: 'Choose the article that fits.',
    prompt: 'J’habite dans ___ petite maison.',
    options: ['un', 'des', 'une', 'les'],
    answer: 2,
    explanation: 'Maison is feminine and singular: une petite maison.',
  },
  {
    id: 'or-a1-3',
    level: 'A1',
    skill: 'grammar',
    instruction: 'Choose the correct verb form.',
    prompt: 'Tu ___ quel âge ?',
    options: ['es', 'as', 'a', 'ai'],
    answer: 1,
    explanation: 'French gives your age with avoir: tu as vingt ans.',
  },
  {
    id: 'or-a1-4',
    level: 'A1',
    skill: 'vocabulary',
    instruction: 'Which day comes after lundi?',
    prompt: 'Lundi, ___ …',
    options: ['dimanche', 'jeudi', 'mercredi', 'mardi'],
    answer: 3,
    explanation: 'The week starts lundi, mardi, mercredi, jeudi.',
  },
  {
    id: 'or-a1-5',
    level: 'A1',
    skill: 'vocabulary',
    instruction: 'Choose the word that completes the sentence.',
    prompt: 'Le matin, je bois un ___ .',
    options: ['café', 'pain', 'fromage', 'chaise'],
    answer: 0,
    explanation: 'You drink (boire) a coffee: un café. Bread, cheese and chairs are not drinks.',
  },
  {
    id: 'or-a1-6',
    level: 'A1',
    skill: 'vocabulary',
    instruction: 'How do you say “my sister” in French?',
    prompt: 'Voici ma ___ , elle s’appelle Anaïs.',
    options: ['frère', 'sœur', 'tante', 'cousin'],
    answer: 1,
    explanation: 'Sœur means sister; frère is brother and tante is aunt.',
  },
  {
    id: 'or-a1-7',
    level: 'A1',
    skill: 'reading',
    instruction: 'Read the text, then answer the question.',
    passage:
      'Bonjour ! Je m’appelle Léa. J’ai vingt ans et j’habite à Lyon. Je suis étudiante en médecine. Le week-end, je joue au tennis avec mon frère.',
    prompt: 'Où habite Léa ?',
    options: ['À Paris', 'À Nice', 'À Lyon', 'À Lille'],
    answer: 2,
    explanation: '« J’habite à Lyon »: Léa lives in Lyon.',
  },
  {
    id: 'or-a1-8',
    level: 'A1',
    skill: 'reading',
    instruction: 'Read the same text again, then answer.',
    passage:
      'Bonjour ! Je m’appelle Léa. J’ai vingt ans et j’habite à Lyon. Je suis étudiante en médecine. Le week-end, je joue au tennis avec mon frère.',
    prompt: 'Que fait Léa le week-end ?',
    options: [
      'Elle travaille à l’hôpital.',
      'Elle joue au tennis.',
      'Elle regarde la télévision.',
      'Elle fait la cuisine.',
    ],
    answer: 1,
    explanation: '« Le week-end, je joue au tennis avec mon frère. »',
  },
  // A2
  {
    id: 'or-a2-1',
    level: 'A2',
    skill: 'grammar',
    instruction: 'Choose the correct past form (passé composé).',
    prompt: 'Hier soir, Priya ___ au cinéma avec ses amis.',
    options: ['a allé', 'est allée', 'est allé', 'va'],
    answer: 1,
    explanation: 'Aller takes être in the passé composé and agrees with a feminine subject: allée.',
  },
  {
    id: 'or-a2-2',
    level: 'A2',
    skill: 'grammar',
    instruction: 'Choose the pronoun that replaces “Marc”.',
    prompt: 'Tu connais Marc ? — Oui, je ___ connais bien.',
    options: ['lui', 'leur', 'le', 'la'],
    answer: 2,
    explanation: 'Connaître takes a direct object; for a man that is « le ».',
  },
  {
    id: 'or-a2-3',
    level: 'A2',
    skill: 'grammar',
    instruction: 'Complete the comparison.',
    prompt: 'Paris est ___ grand que Lyon.',
    options: ['plus', 'le plus', 'très', 'beaucoup'],
    answer: 0,
    explanation: 'A comparison is plus + adjective + que.',
  },
  {
    id: 'or-a2-4',
    level: 'A2',
    skill: 'vocabulary',
    instruction: 'Choose the word that fits.',
    prompt: 'Pour payer, vous pouvez utiliser votre carte ___ .',
    options: ['postale', 'bancaire', 'routière', 'scolaire'],
    answer: 1,
    explanation: 'Une carte bancaire is a bank card; une carte postale is a postcard.',
  },
  {
    id: 'or-a2-5',
    level: 'A2',
    skill: 'vocabulary',
    instruction: 'Choose the word that fits.',
    prompt: 'J’ai mal au ___ : j’ai trop mangé.',
    options: ['nez', 'pied', 'dos', 'ventre'],
    answer: 3,
    explanation: 'Eating too much gives you a stomach ache: mal au ventre.',
  },
  {
    id: 'or-a2-6',
    level: 'A2',
    skill: 'vocabulary',
    instruction: 'Choose the word with the opposite meaning of “cher”.',
    prompt: 'Ce pull n’est pas cher, il est ___ .',
    options: ['bon marché', 'coûteux', 'neuf', 'large'],
    answer: 0,
    explanation: 'Bon marché means cheap; coûteux means expensive, like cher.',
  },
  {
    id: 'or-a2-7',
    level: 'A2',
    skill: 'reading',
    instruction: 'Read the message, then answer the question.',
    passage:
      'Salut Thomas, je suis désolée, je ne peux pas venir à ta fête samedi soir : ma grand-mère est malade et je dois aller la voir à Bordeaux. On peut déjeuner ensemble mardi prochain ? Bises, Camille',
    prompt: 'Pourquoi Camille ne vient-elle pas à la fête ?',
    options: [
      'Elle est malade.',
      'Elle travaille samedi.',
      'Elle va voir sa grand-mère malade.',
      'Elle n’aime pas les fêtes.',
    ],
    answer: 2,
    explanation: 'Her grandmother is ill and she has to go and see her in Bordeaux.',
  },
  {
    id: 'or-a2-8',
    level: 'A2',
    skill: 'reading',
    instruction: 'Read the same message again, then answer.',
    passage:
      'Salut Thomas, je suis désolée, je ne peux pas venir à ta fête samedi soir : ma grand-mère est malade et je dois aller la voir à Bordeaux. On peut déjeuner ensemble mardi prochain ? Bises, Camille',
    prompt: 'Que propose Camille ?',
    options: [
      'Un dîner samedi soir.',
      'Un voyage à Bordeaux.',
      'Une fête chez elle.',
      'Un déjeuner mardi prochain.',
    ],
    answer: 3,
    explanation: '« On peut déjeuner ensemble mardi prochain ? »: lunch next Tuesday.',
  },
  // B1
  {
    id: 'or-b1-1',
    level: 'B1',
    skill: 'grammar',
    instruction: 'Choose the correct verb form.',
    prompt: 'Il faut que tu ___ tes devoirs avant de sortir.',
    options: ['fais', 'fasses', 'feras', 'faisais'],
    answer: 1,
    explanation: 'Il faut que is followed by the subjunctive: que tu fasses.',
  },
  {
    id: 'or-b1-2',
    level: 'B1',
    skill: 'grammar',
    instruction: 'Choose the relative pronoun.',
    prompt: 'C’est le livre ___ je t’ai parlé hier.',
    options: ['que', 'qui', 'dont', 'où'],
    answer: 2,
    explanation: 'Parler de quelque chose: a relative clause with de takes « dont ».',
  },
  {
    id: 'or-b1-3',
    level: 'B1',
    skill: 'grammar',
    instruction: 'Choose the verb form that completes the hypothesis.',
    prompt: 'Si j’avais plus de temps, j’___ l’espagnol.',
    options: ['apprendrais', 'apprendrai', 'apprends', 'aurais appris'],
    answer: 0,
    explanation: 'Si + imparfait is followed by the present conditional: j’apprendrais.',
  },
  {
    id: 'or-b1-4',
    level: 'B1',
    skill: 'vocabulary',
    instruction: 'Choose the linking word that fits.',
    prompt: 'Il pleuvait très fort ; ___ , nous sommes restés à la maison.',
    options: ['pourtant', 'par conséquent', 'bien que', 'sauf'],
    answer: 1,
    explanation: 'Par conséquent (as a result) links a cause to its consequence.',
  },
  {
    id: 'or-b1-5',
    level: 'B1',
    skill: 'vocabulary',
    instruction: 'Which word completes “job interview”?',
    prompt: 'Demain matin, j’ai un ___ d’embauche dans une banque.',
    options: ['entraînement', 'emploi', 'échange', 'entretien'],
    answer: 3,
    explanation: 'Un entretien d’embauche is a job interview.',
  },
  {
    id: 'or-b1-6',
    level: 'B1',
    skill: 'vocabulary',
    instruction: 'Choose the verb that fits.',
    prompt: 'Elle a ___ un appartement près de son bureau ; le loyer est de 900 euros par mois.',
    options: ['loué', 'vendu', 'prêté', 'emprunté'],
    answer: 0,
    explanation: 'Rent (le loyer) is what you pay when you rent (louer) a flat.',
  },
  {
    id: 'or-b1-7',
    level: 'B1',
    skill: 'reading',
    instruction: 'Read the news item, then answer the question.',
    passage:
      'Depuis janvier, la mairie propose des vélos en libre-service dans tout le centre-ville. L’abonnement coûte 30 euros par an et les trente premières minutes de chaque trajet sont gratuites. Selon la mairie, le nombre de voitures en ville a déjà baissé de 8 %. Certains commerçants se plaignent cependant du manque de places de stationnement.',
    prompt: 'Combien coûte un trajet de vingt minutes pour un abonné ?',
    options: ['30 euros', 'Rien', '8 euros', '1 euro'],
    answer: 1,
    explanation: 'The first thirty minutes of each trip are free (gratuites).',
  },
  {
    id: 'or-b1-8',
    level: 'B1',
    skill: 'reading',
    instruction: 'Read the same news item again, then answer.',
    passage:
      'Depuis janvier, la mairie propose des vélos en libre-service dans tout le centre-ville. L’abonnement coûte 30 euros par an et les trente premières minutes de chaque trajet sont gratuites. Selon la mairie, le nombre de voitures en ville a déjà baissé de 8 %. Certains commerçants se plaignent cependant du manque de places de stationnement.',
    prompt: 'Que reprochent certains commerçants ?',
    options: [
      'Les vélos sont trop chers.',
      'L’abonnement est trop court.',
      'Le centre-ville est interdit aux vélos.',
      'Il n’y a pas assez de places pour se garer.',
    ],
    answer: 3,
    explanation: 'They complain about « le manque de places de stationnement » (parking).',
  },
  // B2
  {
    id: 'or-b2-1',
    level: 'B2',
    skill: 'grammar',
    instruction: 'Choose the correct verb form.',
    prompt: 'Bien qu’il ___ très fatigué, il continue à travailler.',
    options: ['est', 'sera', 'soit', 'était'],
    answer: 2,
    explanation: 'Bien que is always followed by the subjunctive: bien qu’il soit.',
  },
  {
    id: 'or-b2-2',
    level: 'B2',
    skill: 'grammar',
    instruction: 'Choose the form that completes this regret about the past.',
    prompt: 'Si j’___ su, je ne serais pas venu.',
    options: ['avais', 'aurais', 'ai', 'aie'],
    answer: 0,
    explanation: 'Si + plus-que-parfait goes with the past conditional: si j’avais su.',
  },
  {
    id: 'or-b2-3',
    level: 'B2',
    skill: 'grammar',
    instruction: 'Choose the word that forms the gérondif.',
    prompt: 'C’est ___ lisant beaucoup qu’on enrichit son vocabulaire.',
    options: ['par', 'en', 'pour', 'dans'],
    answer: 1,
    explanation: 'The gérondif is en + present participle: en lisant.',
  },
  {
    id: 'or-b2-4',
    level: 'B2',
    skill: 'vocabulary',
    instruction: 'Choose the word closest in meaning to « néanmoins ».',
    prompt: 'Le projet est coûteux ; néanmoins, il sera réalisé.',
    options: ['donc', 'ainsi', 'd’ailleurs', 'toutefois'],
    answer: 3,
    explanation: 'Néanmoins and toutefois both mean “nevertheless”.',
  },
  {
    id: 'or-b2-5',
    level: 'B2',
    skill: 'vocabulary',
    instruction: 'Choose the verb that fits.',
    prompt: 'Le gouvernement a décidé d’___ une nouvelle taxe sur les billets d’avion.',
    options: ['instaurer', 'instruire', 'insister', 'inscrire'],
    answer: 0,
    explanation: 'Instaurer means to introduce or establish (a tax, a rule).',
  },
  {
    id: 'or-b2-6',
    level: 'B2',
    skill: 'vocabulary',
    instruction: 'Complete the fixed expression.',
    prompt: 'Il a pris sa retraite après quarante ans de bons et loyaux ___ .',
    options: ['travaux', 'services', 'emplois', 'métiers'],
    answer: 1,
    explanation: '« Bons et loyaux services » is the set phrase for long, faithful service.',
  },
  {
    id: 'or-b2-7',
    level: 'B2',
    skill: 'reading',
    instruction: 'Read the opinion piece, then answer the question.',
    passage:
      'Le télétravail, longtemps présenté comme une solution miracle, révèle aujourd’hui ses limites. Si les salariés apprécient de gagner du temps sur les transports, nombre d’entre eux disent souffrir d’isolement. Les entreprises, quant à elles, s’interrogent : comment préserver une culture commune lorsque les équipes ne se croisent plus ? Plutôt que de revenir en arrière, beaucoup optent pour un modèle hybride, qui combine deux ou trois jours au bureau et le reste à domicile.',
    prompt: 'Quelle est la démarche de l’auteur ?',
    options: [
      'Il rejette totalement le télétravail.',
      'Il présente les avantages et les limites du télétravail.',
      'Il décrit le télétravail comme parfait.',
      'Il demande l’interdiction du télétravail.',
    ],
    answer: 1,
    explanation: 'The text weighs time saved against isolation: a balanced view.',
  },
  {
    id: 'or-b2-8',
    level: 'B2',
    skill: 'reading',
    instruction: 'Read the same piece again, then answer.',
    passage:
      'Le télétravail, longtemps présenté comme une solution miracle, révèle aujourd’hui ses limites. Si les salariés apprécient de gagner du temps sur les transports, nombre d’entre eux disent souffrir d’isolement. Les entreprises, quant à elles, s’interrogent : comment préserver une culture commune lorsque les équipes ne se croisent plus ? Plutôt que de revenir en arrière, beaucoup optent pour un modèle hybride, qui combine deux ou trois jours au bureau et le reste à domicile.',
    prompt: 'Selon le texte, que choisissent beaucoup d’entreprises ?',
    options: [
      'Le retour au bureau cinq jours par semaine.',
      'Le télétravail à temps plein.',
      'Un modèle qui alterne bureau et domicile.',
      'La fermeture de leurs bureaux.',
    ],
    answer: 2,
    explanation: '« Un modèle hybride »: two or three days at the office, the rest at home.',
  },
];

/** The estimated band: 'pre-A1' when the A1 block was not passed. */
export type Band = 'pre-A1' | CefrCode;

export type BandDescription = {
  band: Band;
  /** How the result names it. */
  title: string;
  canDo: readonly string[];
  /** Why we suggest the course we suggest. */
  next: string;
};

/** What each band means, in the can-do voice, and the step we suggest. */
export const bandDescriptions: Record<Band, BandDescription> = {
  'pre-A1': {
    band: 'pre-A1',
    title: 'Beginner (before A1)',
    canDo: [
      'You recognise some French words and greetings.',
      'You are ready to learn the basics step by step, from the alphabet and numbers to introducing yourself.',
    ],
    next: 'Our A1 beginners course starts from zero: you need no French to join.',
  },
  A1: {
    band: 'A1',
    title: 'A1: Beginner',
    canDo: [
      'You can introduce yourself and ask and answer simple personal questions.',
      'You understand short, slow sentences about everyday things: family, food, days and times.',
      'You can read a short personal text, such as a profile or a postcard.',
    ],
    next: 'The A2 elementary course builds on what you know: the past tenses, everyday situations and your first conversations.',
  },
  A2: {
    band: 'A2',
    title: 'A2: Elementary',
    canDo: [
      'You can talk about your routine, past events and plans in simple sentences.',
      'You manage everyday situations: shopping, travel, appointments, short messages.',
      'You understand short e-mails and notices and can answer them.',
    ],
    next: 'The B1 intermediate course takes you to independent French and prepares you for the DELF B1.',
  },
  B1: {
    band: 'B1',
    title: 'B1: Intermediate',
    canDo: [
      'You follow the main points of clear speech on familiar subjects.',
      'You can tell a story, describe an experience and explain your opinion briefly.',
      'You understand factual texts on everyday and work topics.',
    ],
    next: 'The B2 upper-intermediate course works on argument, nuance and longer texts, and prepares you for the DELF B2.',
  },
  B2: {
    band: 'B2',
    title: 'B2: Upper-Intermediate (or above)',
    canDo: [
      'You understand articles and reports in which writers take a position.',
      'You can argue a point of view with examples and react to other people’s arguments.',
      'You can write clear, detailed texts and adapt your style to the reader.',
    ],
    next: 'You passed every block of this test. Our exam focus course prepares for the DELF B2 and DALF C1, and a teacher can check whether you are already working at C1.',
  },
};

export const resultText = {
  heading: 'Your estimated level',
  blocksHeading: 'Your blocks',
  canDoHeading: 'What this level means',
  selfRated: (level: string) => `In the self-assessment you described yourself as about ${level}.`,
  selfRatedNone: 'In the self-assessment you did not tick any statement.',
  selfRatedPartial: 'In the self-assessment you ticked some statements, but not every A1 one.',
  courseHeading: 'The course we suggest',
  courseLink: 'See the course',
  confirmHeading: 'Confirm with a teacher',
  confirmIntro:
    'Leave your name and an e-mail address or a phone number: a teacher will call you for a free 15-minute level check and tell you which batch fits.',
  failed:
    'Sorry, your request could not be sent just now. Please try again in a moment, or reach us directly on',
  rateLimited:
    'You have sent several requests in a short time. Please wait a few minutes and try again, or reach us directly on',
  checkFields: 'Please check the highlighted fields.',
  confirmSent:
    'Thank you! A teacher will contact you within one working day to arrange your free level call.',
} as const;
