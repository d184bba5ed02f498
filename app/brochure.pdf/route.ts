import { handle } from '@/lib/api/errors';
import { brochureFileName, brochurePdf } from '@/lib/pdf/brochure';
import { pdfResponse } from '@/lib/pdf/response';

// One handler answers both the inline view and the `?download=1` attachment, so it reads the query
// and stays dynamic (a prerendered handler sees no query). lib/pdf/brochure caches the PDF in
// memory, so every request after the first costs a header and a copy.

// GET /brochure.pdf: the brochure, generated from content/
// (a failure to make it is logged and answered 500 by `handle`)
export const GET = handle('[brochure]', async (request) => {
  const pdf = await brochurePdf();
  const download = new URL(request.url).searchParams.get('download') === '1';
  return pdfResponse(pdf, brochureFileName(), {
    disposition: download ? 'attachment' : 'inline',
    maxAge: 3600,
  });
});
