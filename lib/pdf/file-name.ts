// The PDFs' download names and addresses, kept apart from lib/pdf/writer.ts so client and server
// components can name files without pulling pdfkit into their bundles.
import { site } from '@/content/site';

/** A download file name from words: plain ASCII, words joined by hyphens ('École' → 'Ecole'). */
export function pdfFileName(...words: string[]): string {
  const base = words
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base}.pdf`;
}

/**
 * The brochure's download file name, from the school's name (spec §2: 'a file name based on the
 * business'), e.g. 'Gurugram-French-School-Brochure.pdf'.
 */
export function brochureFileName(name: string = site.name): string {
  return pdfFileName(name, 'Brochure');
}

/** Where a course's curriculum PDF is served. */
export const curriculumPdfPath = (slug: string) => `/curriculum/${slug}`;

/** '<School-Name>-<Course>-Curriculum.pdf', e.g. 'Gurugram-French-School-B1-Curriculum.pdf'. */
export function curriculumFileName(level: string, school: string = site.name): string {
  return pdfFileName(school, level, 'Curriculum');
}
