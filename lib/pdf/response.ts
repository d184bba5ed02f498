/**
 * A PDF as a route's answer, `inline` (the browser shows it) or an `attachment` (saved). A
 * person's own document (a receipt, a certificate) is never cached; a public file made from
 * content/ (the brochure, a curriculum, a resource) gives `maxAge`, its seconds in any cache, and
 * says its length.
 */
export function pdfResponse(
  pdf: Uint8Array,
  filename: string,
  {
    disposition = 'attachment',
    maxAge,
  }: { disposition?: 'inline' | 'attachment'; maxAge?: number } = {},
): Response {
  const cache: Record<string, string> =
    maxAge === undefined
      ? { 'Cache-Control': 'private, no-store' }
      : { 'Content-Length': String(pdf.byteLength), 'Cache-Control': `public, max-age=${maxAge}` };
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `${disposition}; filename="${filename}"`,
      ...cache,
    },
  });
}
