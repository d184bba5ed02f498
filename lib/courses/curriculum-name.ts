import { site } from '@/content/site';
import { pdfFileName } from '@/lib/pdf/file-name';

/** Where a course's curriculum PDF is served. */
export const curriculumPdfPath = (slug: string) => `/curriculum/${slug}`;

/** '<School-Name>-<Course>-Curriculum.pdf', e.g. 'Gurugram-French-School-B1-Curriculum.pdf'. */
export function curriculumFileName(level: string, school: string = site.name): string {
  return pdfFileName(school, level, 'Curriculum');
}
