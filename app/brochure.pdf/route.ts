import { apiError } from '@/lib/api/errors';
import { brochureFileName, brochurePdf } from '@/lib/pdf/brochure';

// One handler answers both the inline view and the `?download=1` attachment, so it reads the query
// and stays dynamic (a prerendered handler sees no query). lib/pdf/brochure caches the PDF in
// memory, so every request after the first costs a header and a copy.

// GET /brochure.pdf: the brochure, generated from content/
export async function GET(request: Request) {
  let pdf: Buffer;
  try {
    pdf = await brochurePdf();
  } catch (error) {
    console.error('[brochure] generation failed:', error);
    return apiError('internal_error', 'The brochure is unavailable. Please try again later.');
  }
  const download = new URL(request.url).searchParams.get('download') === '1';
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${brochureFileName()}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
