// Reads the text of the PDFs pdfkit writes (standard fonts), for the brochure tests (jest and e2e).
import { inflateSync } from 'node:zlib';

// WinAnsiEncoding bytes 0x80-0x9F that differ from Latin-1 (PDF 32000-1, Annex D).
const winAnsiHigh: Record<number, string> = {
  0x80: '€',
  0x82: '‚',
  0x83: 'ƒ',
  0x84: '„',
  0x85: '…',
  0x86: '†',
  0x87: '‡',
  0x88: 'ˆ',
  0x89: '‰',
  0x8a: 'Š',
  0x8b: '‹',
  0x8c: 'Œ',
  0x8e: 'Ž',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x98: '˜',
  0x99: '™',
  0x9a: 'š',
  0x9b: '›',
  0x9c: 'œ',
  0x9e: 'ž',
  0x9f: 'Ÿ',
};
const winAnsi = (bytes: number[]) =>
  bytes.map((b) => winAnsiHigh[b] ?? String.fromCharCode(b)).join('');

function literalBytes(body: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c !== '\\') {
      out.push(c.charCodeAt(0));
      continue;
    }
    const next = body[++i] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      out.push(parseInt(octal, 8));
      i += octal.length - 1;
    } else {
      const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12 };
      if (next !== '\n') out.push(escapes[next] ?? next.charCodeAt(0));
    }
  }
  return out;
}

/**
 * The text a reader would extract: inflate each FlateDecode stream, then read the strings shown by
 * `Tj` and `TJ` (pdfkit writes standard-font text as WinAnsi hex strings). Each show operation
 * becomes its own line, so wrapped sentences come out split at their line breaks.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream (none in pdfkit's output, but harmless)
    }
    const shows =
      /\[((?:<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|(<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\))\s*Tj/g;
    for (let s = shows.exec(content); s; s = shows.exec(content)) {
      const strings = (s[1] ?? s[2] ?? '').match(/<[0-9A-Fa-f]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      lines.push(
        strings
          .map((str) =>
            str.startsWith('<')
              ? winAnsi((str.slice(1, -1).match(/../g) ?? []).map((h) => parseInt(h, 16)))
              : winAnsi(literalBytes(str.slice(1, -1))),
          )
          .join(''),
      );
    }
  }
  return lines.join('\n');
}
