import { site } from '@/content/site';
import { pdfFileName } from '@/lib/pdf/file-name';

/**
 * The brochure's download file name, from the school's name (spec §2: 'a file name based on the
 * business'), e.g. 'Gurugram-French-School-Brochure.pdf'. Kept apart from lib/pdf/brochure.ts so
 * client and server components can use it without pulling pdfkit into their bundles.
 */
export function brochureFileName(name: string = site.name): string {
  return pdfFileName(name, 'Brochure');
}
