import { apiError } from '@/lib/api/errors';
import { resourcePdf, resources } from '@/lib/pdf/resources';

// Written at build time, one file per resource; any other name is a 404.
export const dynamicParams = false;
export function generateStaticParams() {
  return resources.map((r) => ({ file: r.file }));
}

// GET /resources/<file>.pdf: a printable resource of /TeachingResources, generated from content/
export async function GET(_request: Request, ctx: { params: Promise<{ file: string }> }) {
  const { file } = await ctx.params;
  const pending = resourcePdf(file);
  if (!pending) return new Response('Not found', { status: 404 });
  let pdf: Buffer;
  try {
    pdf = await pending;
  } catch (error) {
    console.error('[resources] generation failed:', error);
    return apiError('internal_error', 'The resource is unavailable. Please try again later.');
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': `attachment; filename="${file}"`,
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
