// Kept apart from lib/pdf/writer.ts so client components can name files without pulling in pdfkit.

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
