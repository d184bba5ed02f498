/**
 * The video lessons of /WatchPractice and /Yt: videos from the school's YouTube channel, each with a
 * short exercise on its topic, written for this site (checked by __tests__/practice/videos.test.ts).
 *
 * SCHOOL SETS: every `videoId` below is null until the school sets the id of the channel's video
 * on that topic (the 11 characters after `watch?v=`), or changes the topic, its summary and its
 * exercise to match a video. A lesson without one shows its summary and exercise and no player.
 * A page that embeds YouTube must be listed in lib/security/csp.mjs (both of these are).
 */
import type { CefrCode } from './types';

export type VideoQuestion = {
  id: string;
  /** What to do, in English. */
  instruction: string;
  /** The French to answer about; `___` marks a gap. */
  prompt: string;
  options: readonly string[];
  /** Index into `options` of the one correct answer. */
  answer: number;
  /** One line, in English, shown after checking. */
  explanation: string;
};

export type VideoLesson = {
  /** Unique on the site: the lesson's anchor and the prefix of its questions' ids. */
  id: string;
  /** SCHOOL SETS: the YouTube video id (11 characters); null until set, and no player is shown. */
  videoId: string | null;
  title: string;
  level: CefrCode;
  /** What the video teaches, one or two sentences. */
  summary: string;
  exercise: readonly VideoQuestion[];
};

export const watchPage = {
  title: 'Watch & Practice: French Video Lessons with Exercises',
  /** The h1: shorter than the title, so it wraps the same before and after the heading font. */
  heading: 'Watch & Practice',
  description:
    'Free French video lessons from our YouTube channel, A1 to B1: telling the time, articles, the passé composé and giving your opinion, each with a short exercise and instant feedback.',
  lead: 'Short lessons from our YouTube channel, each with a three-question exercise under it. Watch, then check what you remember.',
  /** `lead` while no lesson's video id is set: the exercises stand on their own. */
  leadWithoutVideos:
    'Short lessons, each with a three-question exercise: check what you know, with instant feedback. The videos of our YouTube channel that go with them are not on this page yet.',
  privacy:
    'Videos load from YouTube’s privacy-enhanced player (youtube-nocookie.com) only when you press play: nothing is fetched from YouTube before.',
} as const;

export const channelPage = {
  title: 'Learn French on YouTube: Our Channel',
  description:
    'Our free YouTube channel of French lessons: pronunciation, everyday French, grammar and exam tips, with a short exercise to practise with under each lesson.',
  lead: 'Free lessons, pronunciation tips, grammar explainers and exam practice. Subscribe so you never miss a new video, and practise with the exercises below.',
  /** `lead` while the channel's address is unset (content/channel.ts): there is no Subscribe button. */
  leadWithoutLink:
    'Free lessons, pronunciation tips, grammar explainers and exam practice, and exercises to practise with below.',
  videosHeading: 'Watch, then practise',
  moreHeading: 'More lessons with exercises',
  moreText: 'Telling the time, articles, the passé composé and giving your opinion, A1 to B1.',
  moreLink: 'Watch and practise',
} as const;

export const exerciseText = {
  heading: 'Practise',
  check: 'Check my answers',
  again: 'Try again',
  missing: 'Answer every question first.',
  score: (correct: number, total: number) =>
    correct === total
      ? `${correct} / ${total}: all right. Well done!`
      : `${correct} / ${total} right. The right answers are marked below.`,
} as const;

export const watchLessons: readonly VideoLesson[] = [
  {
    id: 'telling-the-time',
    videoId: null, // SCHOOL SETS: the video's id
    title: 'Telling the time in French',
    level: 'A1',
    summary:
      '« Il est quelle heure ? » The hours, half and quarter hours, and the 24-hour clock used for trains, films and appointments.',
    exercise: [
      {
        id: 'telling-the-time-1',
        instruction: 'What time is it?',
        prompt: 'Il est huit heures et demie.',
        options: ['8:15', '8:30', '8:45', '7:30'],
        answer: 1,
        explanation: 'Et demie adds half an hour: 8:30.',
      },
      {
        id: 'telling-the-time-2',
        instruction: 'Your train leaves at this time. When is it?',
        prompt: 'Départ à dix-neuf heures.',
        options: ['9 a.m.', '9 p.m.', '7 p.m.'],
        answer: 2,
        explanation: 'Timetables use the 24-hour clock: 19 h is 7 p.m.',
      },
      {
        id: 'telling-the-time-3',
        instruction: 'Choose the way to say 10:45.',
        prompt: '10:45',
        options: [
          'Il est dix heures moins le quart.',
          'Il est onze heures moins le quart.',
          'Il est dix heures et quart.',
        ],
        answer: 1,
        explanation: '10:45 is a quarter to eleven: onze heures moins le quart.',
      },
    ],
  },
  {
    id: 'articles',
    videoId: null, // SCHOOL SETS: the video's id
    title: 'Le, la, les, un, une, des: French articles',
    level: 'A1',
    summary:
      'Every French noun is masculine or feminine, and its article says so. When to use le, la, les, and when un, une, des.',
    exercise: [
      {
        id: 'articles-1',
        instruction: 'Choose the article.',
        prompt: 'Je voudrais ___ croissant, s’il vous plaît.',
        options: ['une', 'un', 'des'],
        answer: 1,
        explanation: 'Croissant is masculine and singular: un croissant.',
      },
      {
        id: 'articles-2',
        instruction: 'Choose the article.',
        prompt: '___ enfants jouent dans le jardin.',
        options: ['Le', 'La', 'Les'],
        answer: 2,
        explanation: 'Enfants is plural: les enfants.',
      },
      {
        id: 'articles-3',
        instruction: 'Choose the article.',
        prompt: 'Il y a ___ pomme sur la table.',
        options: ['une', 'un', 'le'],
        answer: 0,
        explanation: 'Pomme is feminine: une pomme.',
      },
    ],
  },
  {
    id: 'passe-compose',
    videoId: null, // SCHOOL SETS: the video's id
    title: 'The passé composé: avoir or être?',
    level: 'A2',
    summary:
      'Most verbs take avoir in the past; verbs of movement and reflexive verbs take être, and their past participle agrees.',
    exercise: [
      {
        id: 'passe-compose-1',
        instruction: 'Choose the verb form.',
        prompt: 'Hier, nous ___ au restaurant.',
        options: ['avons allé', 'sommes allés', 'sommes allé'],
        answer: 1,
        explanation: 'Aller takes être, and the participle agrees with nous: allés.',
      },
      {
        id: 'passe-compose-2',
        instruction: 'Choose the verb form.',
        prompt: 'Elle ___ un livre passionnant.',
        options: ['a lu', 'est lue', 'a lire'],
        answer: 0,
        explanation: 'Lire takes avoir: elle a lu.',
      },
      {
        id: 'passe-compose-3',
        instruction: 'Choose the verb form.',
        prompt: 'Ce matin, je ___ à sept heures.',
        options: ['m’ai levé', 'suis levé', 'me suis levé'],
        answer: 2,
        explanation: 'Se lever is reflexive, so it takes être: je me suis levé.',
      },
    ],
  },
  {
    id: 'giving-your-opinion',
    videoId: null, // SCHOOL SETS: the video's id
    title: 'Giving your opinion in French',
    level: 'B1',
    summary:
      'À mon avis, je pense que, je ne pense pas que: say what you think, give a reason, and choose the right mood after each phrase.',
    exercise: [
      {
        id: 'giving-your-opinion-1',
        instruction: 'Which phrase introduces your opinion?',
        prompt: '___ les transports publics devraient être gratuits.',
        options: ['Par exemple,', 'À mon avis,', 'Tout à coup,'],
        answer: 1,
        explanation: 'À mon avis means “in my opinion”.',
      },
      {
        id: 'giving-your-opinion-2',
        instruction: 'Choose the verb form.',
        prompt: 'Je pense que ce film ___ excellent.',
        options: ['est', 'soit', 'être'],
        answer: 0,
        explanation: 'Je pense que is followed by the indicative: est.',
      },
      {
        id: 'giving-your-opinion-3',
        instruction: 'Choose the verb form.',
        prompt: 'Je ne pense pas que ce ___ une bonne idée.',
        options: ['est', 'sera', 'soit'],
        answer: 2,
        explanation: 'In the negative, penser que takes the subjunctive: soit.',
      },
    ],
  },
];

export const channelVideos: readonly VideoLesson[] = [
  {
    id: 'silent-letters',
    videoId: null, // SCHOOL SETS: the video's id
    title: 'Pronunciation: the silent letters at the end of words',
    level: 'A1',
    summary:
      'Why petit ends in a silent t but avec in a clear c, and why ils parlent sounds like il parle.',
    exercise: [
      {
        id: 'silent-letters-1',
        instruction: 'In which word do you hear the last letter?',
        prompt: 'Dites les mots à voix haute.',
        options: ['petit', 'avec', 'grand', 'vous'],
        answer: 1,
        explanation: 'A final c is usually heard (avec); final t, d and s usually are not.',
      },
      {
        id: 'silent-letters-2',
        instruction: 'How is the ending -ent of this verb pronounced?',
        prompt: 'Ils parlent.',
        options: ['Like « an »', 'It is silent', 'Like « ant »'],
        answer: 1,
        explanation: 'The verb ending -ent is silent: ils parlent sounds like il parle.',
      },
      {
        id: 'silent-letters-3',
        instruction: 'Which two words sound the same?',
        prompt: 'Choisissez la paire.',
        options: ['vert / verre', 'chat / chien', 'lit / lire'],
        answer: 0,
        explanation: 'The t of vert is silent, so vert and verre sound alike.',
      },
    ],
  },
  {
    id: 'friendly-email',
    videoId: null, // SCHOOL SETS: the video's id
    title: 'DELF A2 writing: a friendly e-mail',
    level: 'A2',
    summary:
      'The A2 writing paper often asks for an e-mail to a friend: how to open it, invite, answer and sign off.',
    exercise: [
      {
        id: 'friendly-email-1',
        instruction: 'Choose the opening of an e-mail to your friend Anaïs.',
        prompt: 'Le début :',
        options: ['Madame, Monsieur,', 'Chère Anaïs,', 'À qui de droit,'],
        answer: 1,
        explanation: 'Cher or chère and the first name: friendly and correct.',
      },
      {
        id: 'friendly-email-2',
        instruction: 'Which sentence invites your friend?',
        prompt: 'L’invitation :',
        options: [
          'Tu veux venir chez moi samedi ?',
          'Je suis venu chez toi samedi.',
          'Tu es venue samedi.',
        ],
        answer: 0,
        explanation: '« Tu veux venir… ? » asks your friend to come; the others tell the past.',
      },
      {
        id: 'friendly-email-3',
        instruction: 'Choose a friendly way to sign off.',
        prompt: 'La fin :',
        options: [
          'Veuillez agréer, Madame, mes salutations distinguées.',
          'Cordialement, la direction',
          'Je t’embrasse, Rohan',
        ],
        answer: 2,
        explanation: '« Je t’embrasse » ends a message to a friend; the others are formal.',
      },
    ],
  },
  {
    id: 'at-the-cafe',
    videoId: null, // SCHOOL SETS: the video's id
    title: 'Everyday French: ordering at the café',
    level: 'A1',
    summary: 'Order a drink, ask for the menu and the bill, and understand the waiter’s questions.',
    exercise: [
      {
        id: 'at-the-cafe-1',
        instruction: 'You want to pay. What do you say?',
        prompt: 'Au serveur :',
        options: [
          'La carte, s’il vous plaît.',
          'Un café, s’il vous plaît.',
          'L’addition, s’il vous plaît.',
        ],
        answer: 2,
        explanation: 'L’addition is the bill; la carte is the menu.',
      },
      {
        id: 'at-the-cafe-2',
        instruction: 'The waiter asks this. You want to take your coffee away.',
        prompt: 'Sur place ou à emporter ?',
        options: ['Sur place.', 'À emporter.', 'Avec plaisir.'],
        answer: 1,
        explanation: 'À emporter means to take away; sur place, to have it here.',
      },
      {
        id: 'at-the-cafe-3',
        instruction: 'Complete the order.',
        prompt: 'Je voudrais un thé ___ lait.',
        options: ['au', 'à la', 'aux'],
        answer: 0,
        explanation: 'Lait is masculine and singular: à + le becomes au.',
      },
    ],
  },
];
