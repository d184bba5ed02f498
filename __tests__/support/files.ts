import { crc32 } from 'node:zlib';
import { CLIENT_IP } from './http';

/** Small but well-formed files of each accepted type, and impostors. */
export const samples = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
  png: () =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('0000000dIHDR-fake-header-bytes'),
      Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]),
    ]),
  jpg: () =>
    Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(64, 7),
      Buffer.from([0xff, 0xd9]),
    ]),
  docx: () =>
    zip({
      '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
      'word/document.xml': '<?xml version="1.0"?><w:document/>',
    }),
  /** A ZIP that is not a Word document (an .xlsx-like archive). */
  otherZip: () => zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]),
  html: () => Buffer.from('<html><script>alert(1)</script></html>'),
};

/** A ZIP archive of stored (uncompressed) entries. */
export function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    locals.push(local, nameBuf, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

export type Part =
  { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

export const BOUNDARY = '----school-test-boundary-7MA4YWxkTrZu0gW';

/** A multipart/form-data body, byte for byte (so tests can cut it short). */
export function multipartBody(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in p) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export function fieldsToParts(fields: Record<string, unknown>): Part[] {
  return Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([name, value]) => ({ name, value: String(value) }));
}

export type MultipartOptions = {
  contentType?: string | null;
  headers?: Record<string, string>;
  /** Send the body as a stream in chunks (no length), like a browser upload. */
  stream?: boolean;
  /** Send only the first n bytes of the body. */
  cutAt?: number;
  /** The stream errors after its bytes (the client went away mid-upload). */
  abort?: boolean;
};

export function multipartRequest(url: string, body: Buffer, opts: MultipartOptions = {}): Request {
  const headers = new Headers(opts.headers);
  if (opts.contentType !== null) {
    headers.set('content-type', opts.contentType ?? `multipart/form-data; boundary=${BOUNDARY}`);
  }
  if (!headers.has('x-school-client-ip')) headers.set('x-school-client-ip', CLIENT_IP);
  const bytes = opts.cutAt === undefined ? body : body.subarray(0, opts.cutAt);
  if (!opts.stream && !opts.abort) {
    return new Request(`http://localhost${url}`, {
      method: 'POST',
      headers,
      body: new Uint8Array(bytes),
    });
  }
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      for (let i = 0; i < bytes.length; i += 64 * 1024)
        c.enqueue(new Uint8Array(bytes.subarray(i, i + 64 * 1024)));
      if (opts.abort) c.error(new Error('aborted'));
      else c.close();
    },
  });
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers,
    body: stream,
    duplex: 'half',
  } as RequestInit);
}
