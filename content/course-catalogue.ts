/**
 * Every course a visitor can ask about, by slug: the value a callback request, an enquiry or a
 * checkout link carries (`course=b1`), and what staff filter leads by. The level pages' own content
 * modules (content/courses/) use the same slugs.
 */
export const courseCatalogue = [
  { slug: 'a1', title: 'French A1 Level (Beginners Course)' },
  { slug: 'a2', title: 'French A2 Level (Elementary Course)' },
  { slug: 'b1', title: 'French B1 Level (Intermediate Course)' },
  { slug: 'b2', title: 'French B2 Level (Upper-Intermediate Course)' },
  { slug: 'kids-teens', title: 'French Classes for Kids and Teens' },
  { slug: 'adults', title: 'French Classes for Adults' },
  { slug: 'exam-focus', title: 'Exam Focus Course (DELF, DALF, TEF, TCF)' },
  { slug: 'conversation', title: 'French Conversation Classes (A2 and above)' },
  { slug: 'private-coaching', title: 'Private Coaching' },
  { slug: 'corporate', title: 'Corporate and School Classes' },
] as const;

export type CourseSlug = (typeof courseCatalogue)[number]['slug'];

export const courseSlugs = courseCatalogue.map((c) => c.slug) as readonly CourseSlug[];

export function courseTitle(slug: string): string | undefined {
  return courseCatalogue.find((c) => c.slug === slug)?.title;
}
