/** Where the practice pages send a learner for a course, a level or a mock test. */
import { courseTitle, type CourseSlug } from '@/content/course-catalogue';
import { courseLevels, type CefrCode } from '@/content/courses-overview';

/** The exam focus course page (spec §2 route table). */
export const examFocusHref = '/FocusFrenchCourse';

/**
 * 'Book a full mock test'. For now the callback page with the exam course chosen; the course
 * pages' callback dialog replaces it when it lands (issue 7).
 */
/** 'Book a full mock test' opens the callback dialog about the exam focus course. */
export const bookMockTestCourse = 'exam-focus';

/** The landing page of each course the practice pages suggest. */
export const practiceCourseHref: Partial<Record<CourseSlug, string>> = {
  ...Object.fromEntries(courseLevels.map((l) => [l.code.toLowerCase(), l.href])),
  'exam-focus': examFocusHref,
};

export function levelCourse(code: CefrCode) {
  const level = courseLevels.find((l) => l.code === code)!;
  return { slug: code.toLowerCase() as CourseSlug, title: level.title, href: level.href };
}

export function suggestedCourse(slug: CourseSlug) {
  return {
    slug,
    title: courseTitle(slug) ?? slug,
    href: practiceCourseHref[slug] ?? '/your-french-level',
  };
}
