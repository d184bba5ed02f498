/**
 * lib/pdf/response.ts: the one way a route answers with a PDF. A person's own document is never
 * cached and says no length; a public file is cached for its seconds and says its length.
 */
import { pdfResponse } from '@/lib/pdf/response';

const bytes = new Uint8Array([37, 80, 68, 70, 45]); // %PDF-

const headersOf = (r: Response) => Object.fromEntries(r.headers.entries());

describe('pdfResponse', () => {
  it('answers a private document as a download no cache keeps', async () => {
    const r = pdfResponse(bytes, 'Receipt-FS-1.pdf');
    expect(r.status).toBe(200);
    expect(headersOf(r)).toEqual({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Receipt-FS-1.pdf"',
      'cache-control': 'private, no-store',
    });
    expect(new Uint8Array(await r.arrayBuffer())).toEqual(bytes);
  });

  it('shows a document inline when asked', () => {
    const r = pdfResponse(bytes, 'Certificate.pdf', { disposition: 'inline' });
    expect(r.headers.get('content-disposition')).toBe('inline; filename="Certificate.pdf"');
    expect(r.headers.get('cache-control')).toBe('private, no-store');
  });

  it('caches a public file for its seconds and says its length', () => {
    const r = pdfResponse(bytes, 'a1.pdf', { maxAge: 300 });
    expect(headersOf(r)).toEqual({
      'content-type': 'application/pdf',
      'content-length': '5',
      'content-disposition': 'attachment; filename="a1.pdf"',
      'cache-control': 'public, max-age=300',
    });
  });
});
