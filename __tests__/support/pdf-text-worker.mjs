// Reads a PDF on standard input and writes its text, as pdf.js (through unpdf) extracts it, as
// JSON on standard output. Run by ./pdf-text.ts in a child process: unpdf's pdf.js is an ES module,
// which jest on Node 20 cannot load in its own module system.
import { getDocumentProxy } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)), { verbosity: 0 });
const pages = [];
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const { items } = await page.getTextContent();
  pages.push(
    items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
  );
}
await pdf.destroy();
process.stdout.write(JSON.stringify({ pages: pages.length, text: pages.join('\n') }));
