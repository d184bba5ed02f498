// Reads the text of a PDF the way a reader would, for the PDF tests (jest and e2e), with pdf.js
// (unpdf's build, pure JavaScript). pdf.js is an ES module that jest on Node 20 cannot load, so a
// short-lived Node process does the reading (./pdf-text-worker.mjs).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const worker = path.join(__dirname, 'pdf-text-worker.mjs');

/** The PDF's text, page after page; a line break ends each line of text as pdf.js sees it. */
export function pdfText(pdf: Uint8Array): string {
  return pdfContent(pdf).text;
}

/** The PDF's text and its number of pages; throws when pdf.js cannot read the file. */
export function pdfContent(pdf: Uint8Array): { pages: number; text: string } {
  const out = execFileSync(process.execPath, [worker], {
    input: pdf,
    cwd: path.join(__dirname, '..', '..'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as { pages: number; text: string };
}
