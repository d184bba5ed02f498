/**
 * The level-based quizzes (/Quiz): ten questions per level, A1 to B2, of three kinds. Written for
 * this site; checked by __tests__/practice/practice-banks.test.ts; scored by lib/practice/quiz.ts.
 */
import type { CefrCode } from './types';

type Base = {
  /** Stable and unique across the bank. */
  id: string;
  level: CefrCode;
  /** What to do, in English. */
  instruction: string;
  /** One line, in English, shown after the answer. */
  explanation: string;
};

export type QuizChoice = Base & {
  type: 'choice';
  prompt: string;
  options: readonly string[];
  answer: number;
};

/** Type the missing word; `answer` is the one right word (case and apostrophe style are forgiven). */
export type QuizGap = Base & { type: 'gap'; prompt: string; answer: string };

/** Pair each French item on the left with its meaning; `pairs` is the one right pairing. */
export type QuizMatch = Base & {
  type: 'match';
  pairs: readonly { left: string; right: string }[];
};

export type QuizQuestion = QuizChoice | QuizGap | QuizMatch;

export const quizPage = {
  title: 'Level-Based French Quizzes (A1 to B2)',
  description:
    'Free French quizzes for each CEFR level, A1 to B2: ten questions of multiple choice, fill the gap and matching, with instant feedback and a one-line explanation for every answer.',
  lead: 'Pick your level and test yourself: ten questions, instant feedback and a short explanation after each answer.',
  levelNames: { A1: 'Beginner', A2: 'Elementary', B1: 'Intermediate', B2: 'Upper-Intermediate' },
} as const;

export const quizQuestions: readonly QuizQuestion[] = [
  // A1
  {
    id: 'qz-a1-1',
    level: 'A1',
    type: 'choice',
    instruction: 'It is 8 p.m. and you arrive at a friend’s home. Choose the greeting.',
    prompt: '« ___ ! Vous allez bien ? »',
    options: ['Bonne nuit', 'Bonsoir', 'Au revoir', 'Bon appétit'],
    answer: 1,
    explanation: 'Bonsoir greets people in the evening; bonne nuit is said at bedtime.',
  },
  {
    id: 'qz-a1-2',
    level: 'A1',
    type: 'choice',
    instruction: 'Choose the possessive that fits.',
    prompt: 'J’adore ___ école : elle est très grande.',
    options: ['ma', 'mes', 'mon', 'me'],
    answer: 2,
    explanation: 'Before a vowel, a feminine noun takes mon: mon école.',
  },
  {
    id: 'qz-a1-3',
    level: 'A1',
    type: 'choice',
    instruction: 'Which number is this?',
    prompt: 'quarante-deux',
    options: ['24', '42', '52', '402'],
    answer: 1,
    explanation: 'Quarante is 40, deux is 2: 42.',
  },
  {
    id: 'qz-a1-4',
    level: 'A1',
    type: 'choice',
    instruction: 'Choose the question word.',
    prompt: '___ est-ce que tu habites ? — À Delhi.',
    options: ['Quand', 'Comment', 'Où', 'Qui'],
    answer: 2,
    explanation: 'The answer is a place, so the question asks où (where).',
  },
  {
    id: 'qz-a1-5',
    level: 'A1',
    type: 'choice',
    instruction: 'Which sentence says “I don’t speak Spanish”?',
    prompt: 'Je parle espagnol. → (négatif)',
    options: [
      'Je ne parle espagnol pas.',
      'Je parle ne pas espagnol.',
      'Je ne parle pas espagnol.',
      'Je pas parle espagnol.',
    ],
    answer: 2,
    explanation: 'Ne and pas go around the conjugated verb: je ne parle pas.',
  },
  {
    id: 'qz-a1-6',
    level: 'A1',
    type: 'gap',
    instruction: 'Type the correct form of avoir.',
    prompt: 'Elle ___ deux frères et une sœur.',
    answer: 'a',
    explanation: 'Avoir with il or elle is « a »: elle a.',
  },
  {
    id: 'qz-a1-7',
    level: 'A1',
    type: 'gap',
    instruction: 'Type the correct form of s’appeler.',
    prompt: 'Bonjour, je m’___ Rohan.',
    answer: 'appelle',
    explanation: 'S’appeler doubles the l when the ending is silent: je m’appelle.',
  },
  {
    id: 'qz-a1-8',
    level: 'A1',
    type: 'gap',
    instruction: 'Type the article: le, la or les.',
    prompt: 'J’aime beaucoup ___ chocolat.',
    answer: 'le',
    explanation: 'Chocolat is masculine, and after aimer French uses the definite article: le.',
  },
  {
    id: 'qz-a1-9',
    level: 'A1',
    type: 'match',
    instruction: 'Match each colour with its English name.',
    pairs: [
      { left: 'rouge', right: 'red' },
      { left: 'bleu', right: 'blue' },
      { left: 'vert', right: 'green' },
      { left: 'jaune', right: 'yellow' },
    ],
    explanation: 'Rouge, bleu, vert, jaune: red, blue, green, yellow.',
  },
  {
    id: 'qz-a1-10',
    level: 'A1',
    type: 'match',
    instruction: 'Match each place in town with its English name.',
    pairs: [
      { left: 'la gare', right: 'the railway station' },
      { left: 'la boulangerie', right: 'the bakery' },
      { left: 'la pharmacie', right: 'the chemist’s' },
      { left: 'la bibliothèque', right: 'the library' },
    ],
    explanation: 'Careful: la librairie is a bookshop, la bibliothèque a library.',
  },
  // A2
  {
    id: 'qz-a2-1',
    level: 'A2',
    type: 'choice',
    instruction: 'Choose the correct passé composé.',
    prompt: 'Hier soir, nous ___ une pizza.',
    options: ['sommes mangés', 'avons mangé', 'avons mangés', 'mangeons'],
    answer: 1,
    explanation: 'Manger takes avoir, and the participle does not agree with the subject.',
  },
  {
    id: 'qz-a2-2',
    level: 'A2',
    type: 'choice',
    instruction: 'Choose the pronoun that replaces “à la piscine”.',
    prompt: 'Tu vas à la piscine ? — Oui, j’___ vais demain.',
    options: ['en', 'y', 'le', 'lui'],
    answer: 1,
    explanation: 'Y replaces a place introduced by à: j’y vais.',
  },
  {
    id: 'qz-a2-3',
    level: 'A2',
    type: 'choice',
    instruction: 'Choose the future form.',
    prompt: 'Selon la météo, demain il ___ beau.',
    options: ['fera', 'faira', 'fait', 'faisait'],
    answer: 0,
    explanation: 'Faire has an irregular future stem, fer-: il fera.',
  },
  {
    id: 'qz-a2-4',
    level: 'A2',
    type: 'choice',
    instruction: 'You are at a hotel reception. Choose the word.',
    prompt: 'Je voudrais réserver une ___ pour deux personnes, s’il vous plaît.',
    options: ['cuisine', 'chaise', 'chambre', 'salle de bains'],
    answer: 2,
    explanation: 'At a hotel you book une chambre (a room).',
  },
  {
    id: 'qz-a2-5',
    level: 'A2',
    type: 'choice',
    instruction: 'You started two years ago and you are still learning. Choose the time word.',
    prompt: 'J’apprends le français ___ deux ans.',
    options: ['il y a', 'depuis', 'pendant', 'dans'],
    answer: 1,
    explanation: 'Depuis + present tense: it started in the past and is still going on.',
  },
  {
    id: 'qz-a2-6',
    level: 'A2',
    type: 'gap',
    instruction: 'Type the past participle of faire.',
    prompt: 'Qu’est-ce que tu as ___ ce week-end ?',
    answer: 'fait',
    explanation: 'Faire has an irregular past participle: fait.',
  },
  {
    id: 'qz-a2-7',
    level: 'A2',
    type: 'gap',
    instruction: 'Type se lever in the present tense (watch the accent).',
    prompt: 'Le matin, je me ___ à sept heures.',
    answer: 'lève',
    explanation: 'Lever takes a grave accent when the ending is silent: je me lève.',
  },
  {
    id: 'qz-a2-8',
    level: 'A2',
    type: 'gap',
    instruction: 'Type the comparative of bon.',
    prompt: 'Ce gâteau est ___ que l’autre.',
    answer: 'meilleur',
    explanation: 'Bon becomes meilleur in a comparison, never « plus bon ».',
  },
  {
    id: 'qz-a2-9',
    level: 'A2',
    type: 'match',
    instruction: 'Match each weather phrase with its English meaning.',
    pairs: [
      { left: 'Il pleut.', right: 'It’s raining.' },
      { left: 'Il neige.', right: 'It’s snowing.' },
      { left: 'Il fait chaud.', right: 'It’s hot.' },
      { left: 'Il y a du vent.', right: 'It’s windy.' },
    ],
    explanation: 'Weather uses the impersonal il: il pleut, il fait chaud.',
  },
  {
    id: 'qz-a2-10',
    level: 'A2',
    type: 'match',
    instruction: 'Match each way of travelling with its English meaning.',
    pairs: [
      { left: 'en avion', right: 'by plane' },
      { left: 'à pied', right: 'on foot' },
      { left: 'en voiture', right: 'by car' },
      { left: 'à vélo', right: 'by bike' },
    ],
    explanation: 'En for vehicles you sit inside, à for feet and bikes.',
  },
  // B1
  {
    id: 'qz-b1-1',
    level: 'B1',
    type: 'choice',
    instruction: 'Choose the verb form after an emotion.',
    prompt: 'Je suis content que tu ___ venir samedi.',
    options: ['peux', 'pourras', 'puisses', 'pouvais'],
    answer: 2,
    explanation: 'Être content que is followed by the subjunctive: que tu puisses.',
  },
  {
    id: 'qz-b1-2',
    level: 'B1',
    type: 'choice',
    instruction: 'Choose the relative pronoun.',
    prompt: 'La ville ___ je suis né est au bord de la mer.',
    options: ['que', 'dont', 'qui', 'où'],
    answer: 3,
    explanation: 'Où introduces a place (or a time): la ville où je suis né.',
  },
  {
    id: 'qz-b1-3',
    level: 'B1',
    type: 'choice',
    instruction: 'Choose the two pronouns, in the right order.',
    prompt: 'Tu as donné le livre à Marie ? — Oui, je ___ ai donné.',
    options: ['le lui', 'lui le', 'la lui', 'leur le'],
    answer: 0,
    explanation: 'Le (the book) comes before lui (to Marie): je le lui ai donné.',
  },
  {
    id: 'qz-b1-4',
    level: 'B1',
    type: 'choice',
    instruction: 'Choose the word that shows a contrast.',
    prompt: '___ la pluie, le match a eu lieu.',
    options: ['Grâce à', 'Malgré', 'À cause de', 'Pendant'],
    answer: 1,
    explanation: 'Malgré + noun means “in spite of”: the match went ahead anyway.',
  },
  {
    id: 'qz-b1-5',
    level: 'B1',
    type: 'choice',
    instruction: 'What does « un logement » mean here?',
    prompt: 'Trouver un logement à Paris est difficile pour les étudiants.',
    options: ['un travail', 'un endroit où habiter', 'un moyen de transport', 'un diplôme'],
    answer: 1,
    explanation: 'Un logement is a place to live: a flat, a room, a house.',
  },
  {
    id: 'qz-b1-6',
    level: 'B1',
    type: 'gap',
    instruction: 'Type the polite conditional of vouloir.',
    prompt: 'Je ___ un café, s’il vous plaît.',
    answer: 'voudrais',
    explanation: 'Je voudrais is the polite way to ask for something.',
  },
  {
    id: 'qz-b1-7',
    level: 'B1',
    type: 'gap',
    instruction: 'Type the future of aller.',
    prompt: 'L’année prochaine, nous ___ au Canada.',
    answer: 'irons',
    explanation: 'Aller has the future stem ir-: nous irons.',
  },
  {
    id: 'qz-b1-8',
    level: 'B1',
    type: 'gap',
    instruction: 'Type the missing preposition.',
    prompt: 'Il a arrêté ___ fumer l’année dernière.',
    answer: 'de',
    explanation: 'Arrêter de + infinitive: to stop doing something.',
  },
  {
    id: 'qz-b1-9',
    level: 'B1',
    type: 'match',
    instruction: 'Match each linking word with its English meaning.',
    pairs: [
      { left: 'cependant', right: 'however' },
      { left: 'donc', right: 'so, therefore' },
      { left: 'd’abord', right: 'first of all' },
      { left: 'enfin', right: 'finally' },
    ],
    explanation: 'Linking words organise an essay: d’abord, ensuite, enfin; cependant contrasts.',
  },
  {
    id: 'qz-b1-10',
    level: 'B1',
    type: 'match',
    instruction: 'Match each phrase for giving an opinion with its English meaning.',
    pairs: [
      { left: 'À mon avis', right: 'In my opinion' },
      { left: 'Je suis d’accord.', right: 'I agree.' },
      { left: 'Ça dépend.', right: 'It depends.' },
      { left: 'Je n’en suis pas sûr.', right: 'I’m not sure about it.' },
    ],
    explanation: 'These phrases are the backbone of the DELF B1 speaking task.',
  },
  // B2
  {
    id: 'qz-b2-1',
    level: 'B2',
    type: 'choice',
    instruction: 'Choose the verb form after « il est possible que ».',
    prompt: 'Il est possible qu’elle ___ déjà partie.',
    options: ['est', 'soit', 'sera', 'était'],
    answer: 1,
    explanation:
      'Possibility takes the subjunctive; here the past subjunctive: qu’elle soit partie.',
  },
  {
    id: 'qz-b2-2',
    level: 'B2',
    type: 'choice',
    instruction: 'Choose the auxiliary for advice about the past.',
    prompt: 'À ta place, je n’___ pas accepté cette offre.',
    options: ['avais', 'aurai', 'aurais', 'ai'],
    answer: 2,
    explanation: 'Advice about the past uses the past conditional: je n’aurais pas accepté.',
  },
  {
    id: 'qz-b2-3',
    level: 'B2',
    type: 'choice',
    instruction: 'Choose the past participle with the right agreement.',
    prompt: 'Les lettres que j’ai ___ sont sur la table.',
    options: ['écrit', 'écrits', 'écrite', 'écrites'],
    answer: 3,
    explanation:
      'With avoir, the participle agrees with a direct object placed before it: les lettres.',
  },
  {
    id: 'qz-b2-4',
    level: 'B2',
    type: 'choice',
    instruction: 'Choose the expression closest in meaning to « pallier ».',
    prompt: 'L’hôpital doit pallier le manque de personnel.',
    options: ['constater', 'augmenter', 'remédier à', 'ignorer'],
    answer: 2,
    explanation: 'Pallier means to make up for a problem: remédier à.',
  },
  {
    id: 'qz-b2-5',
    level: 'B2',
    type: 'choice',
    instruction: 'Choose the connector that introduces a cause.',
    prompt: 'Le projet a été abandonné, ___ les financements étaient insuffisants.',
    options: ['de sorte que', 'dans la mesure où', 'afin que', 'pour peu que'],
    answer: 1,
    explanation: 'Dans la mesure où gives a reason; de sorte que gives a result.',
  },
  {
    id: 'qz-b2-6',
    level: 'B2',
    type: 'gap',
    instruction: 'Type the present participle of savoir.',
    prompt: '___ qu’il était malade, nous avons reporté la réunion.',
    answer: 'sachant',
    explanation: 'Savoir has an irregular present participle: sachant.',
  },
  {
    id: 'qz-b2-7',
    level: 'B2',
    type: 'gap',
    instruction: 'Type the relative pronoun that follows « sur ».',
    prompt: 'C’est le projet sur ___ nous travaillons depuis un an.',
    answer: 'lequel',
    explanation: 'After a preposition, a thing takes lequel (masculine singular): sur lequel.',
  },
  {
    id: 'qz-b2-8',
    level: 'B2',
    type: 'gap',
    instruction: 'Type the subjunctive of avoir.',
    prompt: 'Je doute qu’il ___ raison.',
    answer: 'ait',
    explanation: 'Douter que takes the subjunctive; avoir gives qu’il ait.',
  },
  {
    id: 'qz-b2-9',
    level: 'B2',
    type: 'match',
    instruction: 'Match each informal word with its standard French equivalent.',
    pairs: [
      { left: 'bosser', right: 'travailler' },
      { left: 'une bagnole', right: 'une voiture' },
      { left: 'la bouffe', right: 'la nourriture' },
      { left: 'un mec', right: 'un homme' },
    ],
    explanation: 'Recognise familiar French, but write the standard word in an exam.',
  },
  {
    id: 'qz-b2-10',
    level: 'B2',
    type: 'match',
    instruction: 'Match each idiom with its meaning.',
    pairs: [
      { left: 'avoir le cafard', right: 'être triste' },
      { left: 'poser un lapin', right: 'ne pas venir à un rendez-vous' },
      { left: 'coûter les yeux de la tête', right: 'coûter très cher' },
      { left: 'tomber dans les pommes', right: 's’évanouir' },
    ],
    explanation: 'Idioms like these make your speaking sound natural at B2.',
  },
];
