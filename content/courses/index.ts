/**
 * The course modules, for the level pages, the course finder, the curriculum page and PDFs, and
 * the checkout. Look a course up by its slug (`?course=b1`) or a level page by its path.
 */
import { a1 } from './a1';
import { a2 } from './a2';
import { b1 } from './b1';
import { b2 } from './b2';
import { programmeList } from './programmes';
import type { CourseDetails, ProgrammeDetails } from './types';

export type * from './types';

/** The four level courses, A1 to B2, in order. */
export const levelCourses: readonly CourseDetails[] = [a1, a2, b1, b2];

/** Kids and teens, adults, exam focus, conversation and private coaching, in the spec's order. */
export const programmes: readonly ProgrammeDetails[] = programmeList;

/**
 * A level course or a programme by slug; undefined for an unknown slug (or 'corporate', which has
 * a catalogue entry for enquiries but no course module). Takes any string so a query parameter can
 * be passed as it comes.
 */
export function courseBySlug(slug: string): CourseDetails | ProgrammeDetails | undefined {
  return levelCourses.find((c) => c.slug === slug) ?? programmes.find((p) => p.slug === slug);
}

/** The level course whose page is at `href` ('/intermediate-course' → B1); exact spelling. */
export function levelByHref(href: string): CourseDetails | undefined {
  return levelCourses.find((c) => c.href === href);
}

/** True for a level course (it has a curriculum and a price card), false for a programme. */
export function isLevelCourse(course: CourseDetails | ProgrammeDetails): course is CourseDetails {
  return 'curriculum' in course;
}
