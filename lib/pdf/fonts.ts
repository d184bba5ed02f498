// The font every PDF of the site embeds: DejaVu Sans (@fontsource/dejavu-sans, OFL), which has the
// rupee sign ₹ (U+20B9), French accents, typographic quotes and arrows. The standard Helvetica of
// PDF readers has no ₹ and printed '¹29,999' for '₹29,999'. pdfkit embeds only the glyphs a
// document uses, so a one-page certificate stays around 15 kB.
//
// Fontsource ships the font as WOFF. fontkit (pdfkit's font engine) reads WOFF, but inflates the
// glyph table again for every document, about two seconds a PDF; so the WOFF files are unwrapped
// once per process into plain TrueType bytes, on the first PDF made, never at import time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';

/** The names the fonts are registered under in each document (pdfkit's `doc.font(name)`). */
export const fonts = {
  regular: 'DejaVuSans',
  bold: 'DejaVuSans-Bold',
  italic: 'DejaVuSans-Oblique',
};
type Face = keyof typeof fonts;

const files: Record<Face, string> = {
  regular: 'dejavu-sans-latin-400-normal.woff',
  bold: 'dejavu-sans-latin-700-normal.woff',
  italic: 'dejavu-sans-latin-400-italic.woff',
};

/** Where a face's file is: the package folder, found from the project root like content/. */
export const fontFile = (face: Face) =>
  path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    'node_modules',
    '@fontsource',
    'dejavu-sans',
    'files',
    files[face],
  );

let loaded: Record<Face, Buffer> | undefined;

/** The TrueType bytes of each face, read and unwrapped once per process. */
export function fontBytes(): Record<Face, Buffer> {
  loaded ??= {
    regular: woffToSfnt(readFileSync(fontFile('regular'))),
    bold: woffToSfnt(readFileSync(fontFile('bold'))),
    italic: woffToSfnt(readFileSync(fontFile('italic'))),
  };
  return loaded;
}

/** Registers the three faces in a new document and makes the regular one current. */
export function registerSiteFonts(doc: PDFKit.PDFDocument) {
  const bytes = fontBytes();
  for (const face of Object.keys(fonts) as Face[]) doc.registerFont(fonts[face], bytes[face]);
  doc.font(fonts.regular);
}

/**
 * The font a WOFF 1.0 file wraps, as the TrueType/OpenType file it was made from (W3C WOFF 1.0,
 * sections 3-5): each table is copied out, inflated when it was compressed, in the same order,
 * 4-byte aligned, under a rebuilt table directory. The metadata and private blocks are dropped.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = 44 + 20 * i;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('WOFF table of the wrong length');
    return { tag: woff.subarray(entry, entry + 4), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const size = tables.reduce((sum, t) => sum + padded(t.data.length), headerLength);
  const out = Buffer.alloc(size);
  woff.copy(out, 0, 4, 8); // the flavour: the sfnt version of the wrapped font
  const log2 = Math.floor(Math.log2(numTables));
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(16 * 2 ** log2, 6); // searchRange
  out.writeUInt16BE(log2, 8); // entrySelector
  out.writeUInt16BE(16 * numTables - 16 * 2 ** log2, 10); // rangeShift
  let offset = headerLength;
  tables.forEach((t, i) => {
    const record = 12 + 16 * i;
    t.tag.copy(out, record);
    out.writeUInt32BE(t.checksum, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(t.data.length, record + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}
