/**
 * The interactive lesson (/InteractiveFrenchLesson): greetings and introductions, A1. Flashcards
 * read aloud by the browser's French voice, a matching exercise and a dialogue to complete. Written
 * for this site; checked by __tests__/practice/lesson.test.ts; the checking lives in lib/practice/lesson.ts.
 */

export type Flashcard = {
  id: string;
  /** The French phrase, as written. */
  fr: string;
  /** What it means, in English. */
  en: string;
  /** A rough English respelling, for when there is no French voice (stressed syllable in capitals). */
  soundsLike: string;
  /** When to use it, in English. */
  note: string;
  /** What the voice reads, where it differs from `fr`. */
  say?: string;
};

export type MatchPair = { id: string; fr: string; en: string };

/** A dialogue line; a line with a gap has `options` and the index of the one right `answer`. */
export type DialogueLine = {
  id: string;
  speaker: string;
  /** Text before the gap (the whole line when there is no gap). */
  before: string;
  /** Text after the gap. */
  after?: string;
  options?: readonly string[];
  answer?: number;
  /** Shown after checking, in English. */
  explanation?: string;
};

export const lessonPage = {
  title: 'Interactive French Lesson: Greetings and Introductions',
  /** The h1 and the line above it: shorter than the title, so the h1 wraps the same before and after
   * the heading font arrives. */
  eyebrow: 'Interactive French lesson',
  heading: 'Hello! Greetings and Introductions',
  description:
    'A free interactive A1 French lesson: learn to greet people and introduce yourself with ten flashcards read aloud in French, a matching exercise and a dialogue to complete.',
  lead: 'Your first conversation in French: say hello, give your name, say where you are from and take your leave. Three short steps, about ten minutes, with your browser reading the French aloud.',
  level: 'A1',
  steps: {
    cards: {
      heading: '1. Learn the phrases',
      intro:
        'Listen to each phrase and say it aloud after the voice, then show its meaning. Use the arrows to move between cards, by keyboard or with a swipe.',
    },
    matching: {
      heading: '2. Match the phrases',
      intro:
        'Choose a French phrase, then its meaning in English (or the other way round). When every phrase has a partner, check your answers.',
    },
    dialogue: {
      heading: '3. Complete the dialogue',
      intro:
        'Asha meets Lucas, a classmate, after her first French class. Choose the words that complete their conversation, then check.',
    },
  },
  noVoice:
    'Your browser has no French voice, so the phrases cannot be read aloud here. Follow the “sounds like” guide under each phrase instead.',
  noVoiceDialogue:
    'Your browser has no French voice, so the dialogue cannot be read aloud here: read it aloud yourself, taking both parts.',
  next: {
    heading: 'Keep going',
    text: 'Our A1 course starts with greetings, the alphabet and the sounds of French, taught live in small batches of 6 to 15. Test what you know with the A1 quiz, or watch a video lesson with its exercise.',
  },
} as const;

export const flashcards: readonly Flashcard[] = [
  {
    id: 'bonjour',
    fr: 'Bonjour !',
    en: 'Hello! / Good morning!',
    soundsLike: 'bon-ZHOOR',
    note: 'The everyday greeting, from morning until the evening. Polite with everyone.',
  },
  {
    id: 'bonsoir',
    fr: 'Bonsoir !',
    en: 'Good evening!',
    soundsLike: 'bon-SWAHR',
    note: 'Use it from about 6 p.m., when you arrive somewhere.',
  },
  {
    id: 'salut',
    fr: 'Salut !',
    en: 'Hi! / Bye!',
    soundsLike: 'sa-LU',
    note: 'Informal: with friends, classmates and family. It can also mean “bye”.',
  },
  {
    id: 'appelle',
    fr: 'Je m’appelle Asha.',
    en: 'My name is Asha.',
    soundsLike: 'zhuh ma-PELL a-SHA',
    note: 'Literally “I call myself Asha”. Say your own name after « je m’appelle ».',
  },
  {
    id: 'enchante',
    fr: 'Enchanté ! / Enchantée !',
    en: 'Nice to meet you!',
    soundsLike: 'on-shon-TAY',
    say: 'Enchanté !',
    note: 'A man writes enchanté, a woman enchantée; both sound the same.',
  },
  {
    id: 'comment-ca-va',
    fr: 'Comment ça va ?',
    en: 'How are you?',
    soundsLike: 'ko-mon sa VA',
    note: 'Friendly. With someone you call vous, ask « Comment allez-vous ? ».',
  },
  {
    id: 'tres-bien',
    fr: 'Très bien, merci. Et toi ?',
    en: 'Very well, thank you. And you?',
    soundsLike: 'tray byan, mair-SEE. ay TWA',
    note: 'The usual answer; « et vous ? » with someone you call vous.',
  },
  {
    id: 'viens',
    fr: 'Je viens d’Inde.',
    en: 'I come from India.',
    soundsLike: 'zhuh vyan DAND',
    note: 'Je viens de + a country: de becomes d’ before a vowel.',
  },
  {
    id: 'habite',
    fr: 'J’habite à Gurugram.',
    en: 'I live in Gurugram.',
    soundsLike: 'zha-BEET a goo-roo-GRAM',
    note: 'J’habite à + a city. The h of habiter is silent.',
  },
  {
    id: 'a-bientot',
    fr: 'À bientôt !',
    en: 'See you soon!',
    soundsLike: 'a byan-TOH',
    note: 'A friendly goodbye when you will meet again. « Au revoir » is the all-purpose one.',
  },
];

/** The one right pairing; the page shows the English column in another order. */
export const matchPairs: readonly MatchPair[] = [
  { id: 'm-appelle', fr: 'Je m’appelle Lucas.', en: 'My name is Lucas.' },
  { id: 'm-bonsoir', fr: 'Bonsoir !', en: 'Good evening!' },
  { id: 'm-enchante', fr: 'Enchantée !', en: 'Nice to meet you!' },
  { id: 'm-viens', fr: 'Je viens d’Inde.', en: 'I come from India.' },
  { id: 'm-bientot', fr: 'À bientôt !', en: 'See you soon!' },
  { id: 'm-comment', fr: 'Comment ça va ?', en: 'How are you?' },
];

export const dialogue: readonly DialogueLine[] = [
  {
    id: 'd1',
    speaker: 'Asha',
    before: 'Bonjour ! Je m’appelle Asha. Et toi, comment tu t’appelles ?',
  },
  {
    id: 'd2',
    speaker: 'Lucas',
    before: 'Salut Asha !',
    after: 'Lucas.',
    options: ['Tu t’appelles', 'Je m’appelle', 'Il s’appelle'],
    answer: 1,
    explanation: 'Lucas gives his own name: je m’appelle.',
  },
  {
    id: 'd3',
    speaker: 'Asha',
    before: '',
    after: ', Lucas !',
    options: ['Au revoir', 'Bon appétit', 'Enchantée'],
    answer: 2,
    explanation: 'Asha has just met Lucas: enchantée, with -ée because Asha is a woman.',
  },
  { id: 'd4', speaker: 'Asha', before: 'Tu viens d’où ?' },
  {
    id: 'd5',
    speaker: 'Lucas',
    before: 'Je',
    after: 'de Belgique. Et toi ?',
    options: ['vais', 'viens', 'm’appelle'],
    answer: 1,
    explanation: 'Je viens de… says where you come from.',
  },
  {
    id: 'd6',
    speaker: 'Asha',
    before: 'Je viens d’Inde.',
    after: 'à Gurugram.',
    options: ['J’habite', 'Je m’appelle', 'Ça va'],
    answer: 0,
    explanation: 'J’habite à + a city: where you live.',
  },
  { id: 'd7', speaker: 'Lucas', before: 'Super ! Et comment ça va, aujourd’hui ?' },
  {
    id: 'd8',
    speaker: 'Asha',
    before: '',
    after: ', merci ! Bon, mon bus arrive.',
    options: ['Bonsoir', 'Très bien', 'Enchantée'],
    answer: 1,
    explanation: 'To « comment ça va ? », answer how you are: très bien.',
  },
  {
    id: 'd9',
    speaker: 'Lucas',
    before: 'D’accord.',
    after: ', Asha !',
    options: ['Je viens', 'À bientôt', 'Comment ça va'],
    answer: 1,
    explanation: 'They part and will meet again in the next class: à bientôt.',
  },
];
