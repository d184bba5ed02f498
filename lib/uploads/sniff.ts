/**
 * What a file is, from its bytes, never from its name or the browser's declared type (a renamed
 * executable stays refused). The accepted types are the ones the translation and join-us forms
 * ask for: PDF, DOCX, JPEG and PNG.
 */
export type UploadType = {
  mime: string;
  ext: 'pdf' | 'docx' | 'jpg' | 'png';
};

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const UPLOAD_TYPES = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  docx: { mime: DOCX_MIME, ext: 'docx' },
  jpg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
} as const satisfies Record<string, UploadType>;

const startsWith = (b: Uint8Array, sig: number[], at = 0) =>
  b.length >= at + sig.length && sig.every((v, i) => b[at + i] === v);

/** The detected type, or null when the bytes are none of the accepted kinds. */
export function sniffUpload(bytes: Uint8Array): UploadType | null {
  // %PDF- ; a PDF must also end with an end-of-file marker near its end (a cut-off PDF has none).
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
    return tail.includes('%%EOF') ? UPLOAD_TYPES.pdf : null;
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    // The last chunk of every PNG is IEND followed by its CRC.
    return startsWith(bytes, [0x49, 0x45, 0x4e, 0x44], bytes.length - 8) ? UPLOAD_TYPES.png : null;
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    // End-of-image marker; some encoders pad after it, so look at the last few bytes.
    const end = bytes.subarray(Math.max(0, bytes.length - 64));
    for (let i = end.length - 2; i >= 0; i--) {
      if (end[i] === 0xff && end[i + 1] === 0xd9) return UPLOAD_TYPES.jpg;
    }
    return null;
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const names = zipEntryNames(bytes);
    return names && names.has('[Content_Types].xml') && names.has('word/document.xml')
      ? UPLOAD_TYPES.docx
      : null;
  }
  return null;
}

/**
 * The entry names of a ZIP archive from its central directory, or null when the archive is not
 * whole (no end-of-central-directory record, or one pointing outside the file).
 */
export function zipEntryNames(b: Uint8Array): Set<string> | null {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  // The end record is 22 bytes plus a comment of up to 65535 bytes, at the very end.
  const min = Math.max(0, b.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = b.length - 22; i >= min; i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  let p = view.getUint32(eocd + 16, true);
  if (p + size > eocd) return null;
  const names = new Set<string>();
  for (let n = 0; n < count; n++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 0x02014b50) return null;
    const nameLen = view.getUint16(p + 28, true);
    const extraLen = view.getUint16(p + 30, true);
    const commentLen = view.getUint16(p + 32, true);
    if (p + 46 + nameLen > eocd) return null;
    names.add(Buffer.from(b.subarray(p + 46, p + 46 + nameLen)).toString('utf8'));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

/**
 * The name staff see and download under: the visitor's base name, reduced to safe characters,
 * with the extension of the type we detected (not the one it claimed).
 */
export function safeFileName(original: string, type: UploadType): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w\- ]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80);
  return `${base || 'upload'}.${type.ext}`;
}
