import { handle } from '@/lib/api/errors';
import { resourcePdf, resources } from '@/lib/pdf/resources';
import { pdfResponse } from '@/lib/pdf/response';

// Written at build time, one file per resource; any other name is a 404.
export const dynamicParams = false;
export function generateStaticParams() {
  return resources.map((r) => ({ file: r.file }));
}

// GET /resources/<file>.pdf: a printable resource of /TeachingResources, generated from content/
// (a failure to make it is logged and answered 500 by `handle`)
export const GET = handle<{ params: Promise<{ file: string }> }>(
  '[resources]',
  async (_req, ctx) => {
    const { file } = await ctx.params;
    const pending = resourcePdf(file);
    if (!pending) return new Response('Not found', { status: 404 });
    const pdf = await pending;
    return pdfResponse(pdf, file, { maxAge: 3600 });
  },
);
