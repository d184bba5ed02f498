/** Content text with `<b>…</b>` as plain and bold runs, for components to render safely. */
export type TextSegment = { text: string; bold: boolean };

/**
 * Splits content text that may contain `<b>…</b>` (and no other markup, see content/types.ts)
 * into plain and bold runs, so components render real <b> elements while React escapes every
 * character. Anything else, an unclosed `<b>` included, stays literal text.
 */
export function parseBoldMarkup(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pattern = /<b>([\s\S]*?)<\/b>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), bold: false });
    if (match[1]) segments.push({ text: match[1], bold: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}
