// The printable resources of /TeachingResources (their names, titles and summaries), apart from
// the PDF code (./resources.ts), so the page that lists them does not load pdfkit.
import { a1Vocabulary, delfChecklists } from '@/content/practice/resources';

export type ResourceEntry = {
  /** The download's file name, also the last part of its URL: /resources/<file>. */
  file: string;
  title: string;
  summary: string;
  contents: string;
};

export const resourceList = [
  {
    file: 'french-verb-conjugation-tables-20-common-verbs.pdf',
    title: 'Conjugation tables: the 20 most common French verbs',
    summary:
      'Être, avoir, aller, faire and sixteen more, in the present, passé composé, imparfait and futur simple.',
    contents: '20 verbs, 4 tenses each, with the English meaning',
  },
  {
    file: 'french-a1-vocabulary-lists-by-theme.pdf',
    title: 'A1 vocabulary lists by theme',
    summary:
      'The first words to learn, with their articles: greetings, family, time, food, home, town, weather, colours and clothes.',
    contents: `${a1Vocabulary.length} themes, French and English side by side`,
  },
  {
    file: 'delf-exam-checklists.pdf',
    title: 'DELF exam checklists',
    summary:
      'What to do before the exam, what to bring on the day, and a checklist for each of the four papers.',
    contents: `${delfChecklists.length} checklists with tick boxes`,
  },
] as const satisfies readonly ResourceEntry[];
