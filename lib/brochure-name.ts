import { site } from '@/content/site';

/**
 * The brochure's download file name, from the school's name (spec §2: 'a file name based on the
 * business'), e.g. 'Gurugram-French-School-Brochure.pdf'. Kept apart from lib/brochure.ts so
 * client and server components can use it without pulling pdfkit into their bundles.
 */
export function brochureFileName(name: string = site.name): string {
  const base = `${name} Brochure`
    // 'École' becomes 'Ecole' rather than 'cole': the name must stay plain ASCII for the header.
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base}.pdf`;
}
