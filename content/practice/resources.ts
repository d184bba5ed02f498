/**
 * The free printable resources (/TeachingResources): the words and tables live here, the PDFs are
 * written from them by lib/pdf/resources.ts. Written for this site.
 */

export const resourcesPage = {
  title: 'Free French Teaching Resources (PDF)',
  description:
    'Free printable French PDFs: conjugation tables of the 20 most common verbs, A1 vocabulary lists by theme and DELF exam checklists, from our teachers in Gurugram.',
  lead: 'Printable sheets our teachers use in class, free to download, print and share with your learners.',
} as const;

export type Person = 'je' | 'tu' | 'il/elle' | 'nous' | 'vous' | 'ils/elles';
export const persons: readonly Person[] = ['je', 'tu', 'il/elle', 'nous', 'vous', 'ils/elles'];

export type Verb = {
  infinitive: string;
  meaning: string;
  /** Present tense, je to ils/elles. */
  present: readonly [string, string, string, string, string, string];
  /** Stem of the imparfait (the nous form of the present without -ons; être: ét-). */
  imperfectStem: string;
  /** Stem of the futur simple. */
  futureStem: string;
  participle: string;
  /** Auxiliary of the passé composé. */
  auxiliary: 'avoir' | 'être';
};

/** The 20 most common French verbs (falloir, used only with il, left out). */
export const commonVerbs: readonly Verb[] = [
  {
    infinitive: 'être',
    meaning: 'to be',
    present: ['suis', 'es', 'est', 'sommes', 'êtes', 'sont'],
    imperfectStem: 'ét',
    futureStem: 'ser',
    participle: 'été',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'avoir',
    meaning: 'to have',
    present: ['ai', 'as', 'a', 'avons', 'avez', 'ont'],
    imperfectStem: 'av',
    futureStem: 'aur',
    participle: 'eu',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'faire',
    meaning: 'to do, to make',
    present: ['fais', 'fais', 'fait', 'faisons', 'faites', 'font'],
    imperfectStem: 'fais',
    futureStem: 'fer',
    participle: 'fait',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'dire',
    meaning: 'to say, to tell',
    present: ['dis', 'dis', 'dit', 'disons', 'dites', 'disent'],
    imperfectStem: 'dis',
    futureStem: 'dir',
    participle: 'dit',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'pouvoir',
    meaning: 'can, to be able to',
    present: ['peux', 'peux', 'peut', 'pouvons', 'pouvez', 'peuvent'],
    imperfectStem: 'pouv',
    futureStem: 'pourr',
    participle: 'pu',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'aller',
    meaning: 'to go',
    present: ['vais', 'vas', 'va', 'allons', 'allez', 'vont'],
    imperfectStem: 'all',
    futureStem: 'ir',
    participle: 'allé',
    auxiliary: 'être',
  },
  {
    infinitive: 'voir',
    meaning: 'to see',
    present: ['vois', 'vois', 'voit', 'voyons', 'voyez', 'voient'],
    imperfectStem: 'voy',
    futureStem: 'verr',
    participle: 'vu',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'savoir',
    meaning: 'to know (a fact, how to)',
    present: ['sais', 'sais', 'sait', 'savons', 'savez', 'savent'],
    imperfectStem: 'sav',
    futureStem: 'saur',
    participle: 'su',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'vouloir',
    meaning: 'to want',
    present: ['veux', 'veux', 'veut', 'voulons', 'voulez', 'veulent'],
    imperfectStem: 'voul',
    futureStem: 'voudr',
    participle: 'voulu',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'venir',
    meaning: 'to come',
    present: ['viens', 'viens', 'vient', 'venons', 'venez', 'viennent'],
    imperfectStem: 'ven',
    futureStem: 'viendr',
    participle: 'venu',
    auxiliary: 'être',
  },
  {
    infinitive: 'devoir',
    meaning: 'must, to have to',
    present: ['dois', 'dois', 'doit', 'devons', 'devez', 'doivent'],
    imperfectStem: 'dev',
    futureStem: 'devr',
    participle: 'dû',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'prendre',
    meaning: 'to take',
    present: ['prends', 'prends', 'prend', 'prenons', 'prenez', 'prennent'],
    imperfectStem: 'pren',
    futureStem: 'prendr',
    participle: 'pris',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'trouver',
    meaning: 'to find',
    present: ['trouve', 'trouves', 'trouve', 'trouvons', 'trouvez', 'trouvent'],
    imperfectStem: 'trouv',
    futureStem: 'trouver',
    participle: 'trouvé',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'donner',
    meaning: 'to give',
    present: ['donne', 'donnes', 'donne', 'donnons', 'donnez', 'donnent'],
    imperfectStem: 'donn',
    futureStem: 'donner',
    participle: 'donné',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'parler',
    meaning: 'to speak',
    present: ['parle', 'parles', 'parle', 'parlons', 'parlez', 'parlent'],
    imperfectStem: 'parl',
    futureStem: 'parler',
    participle: 'parlé',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'mettre',
    meaning: 'to put, to put on',
    present: ['mets', 'mets', 'met', 'mettons', 'mettez', 'mettent'],
    imperfectStem: 'mett',
    futureStem: 'mettr',
    participle: 'mis',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'croire',
    meaning: 'to believe',
    present: ['crois', 'crois', 'croit', 'croyons', 'croyez', 'croient'],
    imperfectStem: 'croy',
    futureStem: 'croir',
    participle: 'cru',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'aimer',
    meaning: 'to like, to love',
    present: ['aime', 'aimes', 'aime', 'aimons', 'aimez', 'aiment'],
    imperfectStem: 'aim',
    futureStem: 'aimer',
    participle: 'aimé',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'passer',
    meaning: 'to pass, to spend (time)',
    present: ['passe', 'passes', 'passe', 'passons', 'passez', 'passent'],
    imperfectStem: 'pass',
    futureStem: 'passer',
    participle: 'passé',
    auxiliary: 'avoir',
  },
  {
    infinitive: 'partir',
    meaning: 'to leave',
    present: ['pars', 'pars', 'part', 'partons', 'partez', 'partent'],
    imperfectStem: 'part',
    futureStem: 'partir',
    participle: 'parti',
    auxiliary: 'être',
  },
];

export type VocabularyTheme = {
  theme: string;
  words: readonly [french: string, english: string][];
};

export const a1Vocabulary: readonly VocabularyTheme[] = [
  {
    theme: 'Greetings and politeness',
    words: [
      ['bonjour', 'hello, good morning'],
      ['bonsoir', 'good evening'],
      ['salut', 'hi, bye (informal)'],
      ['au revoir', 'goodbye'],
      ['s’il vous plaît', 'please (formal)'],
      ['merci', 'thank you'],
      ['de rien', 'you’re welcome'],
      ['excusez-moi', 'excuse me'],
      ['pardon', 'sorry'],
      ['enchanté(e)', 'pleased to meet you'],
    ],
  },
  {
    theme: 'Family',
    words: [
      ['la famille', 'the family'],
      ['le père', 'the father'],
      ['la mère', 'the mother'],
      ['les parents', 'the parents'],
      ['le frère', 'the brother'],
      ['la sœur', 'the sister'],
      ['le fils', 'the son'],
      ['la fille', 'the daughter, the girl'],
      ['le grand-père', 'the grandfather'],
      ['la grand-mère', 'the grandmother'],
      ['le mari', 'the husband'],
      ['la femme', 'the wife, the woman'],
    ],
  },
  {
    theme: 'Days, months and time',
    words: [
      ['lundi, mardi, mercredi', 'Monday, Tuesday, Wednesday'],
      ['jeudi, vendredi', 'Thursday, Friday'],
      ['samedi, dimanche', 'Saturday, Sunday'],
      ['janvier, février, mars', 'January, February, March'],
      ['aujourd’hui', 'today'],
      ['demain', 'tomorrow'],
      ['hier', 'yesterday'],
      ['le matin', 'the morning'],
      ['l’après-midi', 'the afternoon'],
      ['le soir', 'the evening'],
      ['une heure', 'an hour, one o’clock'],
    ],
  },
  {
    theme: 'Food and drink',
    words: [
      ['le pain', 'bread'],
      ['le fromage', 'cheese'],
      ['la viande', 'meat'],
      ['le poisson', 'fish'],
      ['les légumes', 'vegetables'],
      ['les fruits', 'fruit'],
      ['le riz', 'rice'],
      ['l’eau', 'water'],
      ['le café', 'coffee'],
      ['le thé', 'tea'],
      ['le lait', 'milk'],
      ['le petit-déjeuner', 'breakfast'],
    ],
  },
  {
    theme: 'Home',
    words: [
      ['la maison', 'the house'],
      ['l’appartement', 'the flat'],
      ['la chambre', 'the bedroom'],
      ['la cuisine', 'the kitchen'],
      ['la salle de bains', 'the bathroom'],
      ['le salon', 'the living room'],
      ['la table', 'the table'],
      ['la chaise', 'the chair'],
      ['le lit', 'the bed'],
      ['la porte', 'the door'],
      ['la fenêtre', 'the window'],
    ],
  },
  {
    theme: 'Town and transport',
    words: [
      ['la ville', 'the town, the city'],
      ['la rue', 'the street'],
      ['la gare', 'the railway station'],
      ['l’aéroport', 'the airport'],
      ['la banque', 'the bank'],
      ['le marché', 'the market'],
      ['la boulangerie', 'the bakery'],
      ['le bus', 'the bus'],
      ['le métro', 'the metro'],
      ['le train', 'the train'],
      ['la voiture', 'the car'],
      ['à gauche, à droite, tout droit', 'left, right, straight on'],
    ],
  },
  {
    theme: 'Weather and seasons',
    words: [
      ['il fait beau', 'the weather is nice'],
      ['il fait chaud', 'it’s hot'],
      ['il fait froid', 'it’s cold'],
      ['il pleut', 'it’s raining'],
      ['il neige', 'it’s snowing'],
      ['le soleil', 'the sun'],
      ['l’été', 'summer'],
      ['l’automne', 'autumn'],
      ['l’hiver', 'winter'],
      ['le printemps', 'spring'],
    ],
  },
  {
    theme: 'Colours and clothes',
    words: [
      ['rouge, bleu, vert', 'red, blue, green'],
      ['jaune, noir, blanc', 'yellow, black, white'],
      ['la chemise', 'the shirt'],
      ['le pantalon', 'the trousers'],
      ['la robe', 'the dress'],
      ['la jupe', 'the skirt'],
      ['les chaussures', 'the shoes'],
      ['le manteau', 'the coat'],
      ['le pull', 'the jumper'],
    ],
  },
];

export type Checklist = { title: string; items: readonly string[] };

export const delfChecklists: readonly Checklist[] = [
  {
    title: 'Before exam day',
    items: [
      'Register with an exam centre before its deadline and keep the confirmation.',
      'Check the date, time and address on your convocation (exam invitation).',
      'Know the format of your level: the sections, timings and marks (see our mock tests page).',
      'Take at least one full mock test in real timings, writing and speaking included.',
      'Revise the linking words and set phrases of letters and essays for your level.',
    ],
  },
  {
    title: 'On the day',
    items: [
      'Bring your convocation and the photo ID you registered with.',
      'Bring blue or black pens; phones and dictionaries are not allowed in the room.',
      'Arrive at least 30 minutes early: late candidates may not be admitted.',
      'Write your candidate number on every sheet you hand in.',
    ],
  },
  {
    title: 'Listening',
    items: [
      'Read the questions before each recording plays.',
      'Note key words, numbers and times during the first listening.',
      'Check and complete your answers during the second listening.',
    ],
  },
  {
    title: 'Reading',
    items: [
      'Skim each text first for its type and purpose, then read the questions.',
      'Look for the answer in the text: the wording of the options often differs from it.',
      'Keep an eye on the clock: leave no question unanswered.',
    ],
  },
  {
    title: 'Writing',
    items: [
      'Respect the task type (letter, e-mail, article, essay) and its conventions.',
      'Stay within the word count given, and write the count at the end.',
      'Plan before you write: introduction, two or three ideas, conclusion.',
      'Keep five minutes to reread for agreements, accents and verb endings.',
    ],
  },
  {
    title: 'Speaking',
    items: [
      'Use the preparation time to note key words, not full sentences.',
      'Greet the examiners and use vous unless they invite you to use tu.',
      'Give examples and justify your opinions; ask for repetition if you need it.',
    ],
  },
];
