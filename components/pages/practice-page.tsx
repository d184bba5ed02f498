import type { ReactNode } from 'react';
import { PracticeHeader } from '@/components/practice/practice-header';
import { JsonLd } from '@/components/seo/json-ld';
import { menuGroupOf } from '@/lib/nav';
import { learningResourceLd } from '@/lib/structured-data';

/** The page's content: its title (the h1 unless `heading` says otherwise) and description. */
type PageText = { title: string; description: string };

/** What each practice page's LearningResource says beyond its name, description and URL. */
const resources = {
  '/Quiz': {
    resourceType: 'Quiz',
    levels: 'CEFR A1 to B2',
    teaches: 'French grammar and vocabulary',
  },
  '/TestExamReadyPage': {
    resourceType: 'Self-assessment',
    levels: 'CEFR A1 to C2',
    teaches: 'French exam preparation (DELF, DALF, TEF, TCF)',
  },
  '/delf-dalf-mock-tests': {
    resourceType: 'Practice exam',
    levels: 'CEFR A1 to C2',
    teaches: 'French exam preparation (DELF, DALF, TEF, TCF)',
  },
  '/orientation-test': {
    resourceType: 'Placement test',
    levels: 'CEFR A1 to B2',
    teaches: 'French',
  },
  '/InteractiveFrenchLesson': {
    resourceType: 'Lesson',
    levels: 'CEFR A1',
    teaches: 'French greetings and introductions',
  },
  '/WatchPractice': {
    resourceType: 'Video lesson with exercise',
    levels: 'CEFR A1 to B1',
    teaches: 'French grammar, vocabulary and everyday expressions',
  },
  '/Yt': {
    resourceType: 'Video lesson with exercise',
    levels: 'CEFR A1 to A2',
    teaches: 'French pronunciation, writing and everyday expressions',
  },
};

export type PracticePath = keyof typeof resources;

/** A practice page's LearningResource JSON-LD, named and described as the page is. */
export function PracticeResourceLd({ page, path }: { page: PageText; path: PracticePath }) {
  return (
    <JsonLd
      data={learningResourceLd({
        name: page.title,
        description: page.description,
        path,
        ...resources[path],
      })}
    />
  );
}

/**
 * The frame of a practice page (quizzes, mock tests, lessons, videos): the article, its
 * LearningResource JSON-LD and its header, whose eyebrow is the page's menu group unless told
 * otherwise. `intro` goes inside the header under the lead; the children follow the header.
 */
export function PracticePage({
  path,
  page,
  wide = false,
  eyebrow = menuGroupOf(path),
  heading = page.title,
  lead,
  intro,
  children,
}: {
  path: PracticePath;
  page: PageText;
  /** max-w-5xl instead of max-w-4xl, for pages with tables side by side. */
  wide?: boolean;
  eyebrow?: string;
  heading?: string;
  lead: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className={`container-page ${wide ? 'max-w-5xl' : 'max-w-4xl'} py-10 sm:py-14`}>
      <PracticeResourceLd page={page} path={path} />
      <PracticeHeader eyebrow={eyebrow} title={heading} lead={lead}>
        {intro}
      </PracticeHeader>
      {children}
    </article>
  );
}
