import { levelCourses } from '@/content/courses';
import { apiError } from '@/lib/api/errors';
import { curriculumFileName } from '@/lib/pdf/file-name';
import { currentCohort } from '@/lib/courses/cohorts';
import { curriculumPdf } from '@/lib/pdf/curriculum';

// GET /curriculum/<slug>: a level course's curriculum PDF, generated from content/courses/
export async function GET(_req: Request, ctx: { params: Promise<{ slug: string }> }) {
  const { slug } = await ctx.params;
  const course = levelCourses.find((c) => c.slug === slug);
  if (!course) return apiError('not_found', 'There is no curriculum for that course.');
  let pdf: Buffer;
  try {
    pdf = await curriculumPdf(slug, await currentCohort(slug, Date.now()));
  } catch (error) {
    console.error('[curriculum] generation failed:', error);
    return apiError('internal_error', 'The curriculum is unavailable. Please try again later.');
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': `attachment; filename="${curriculumFileName(course.level)}"`,
      // Short: its header names the cohort on sale, which staff may change.
      'Cache-Control': 'public, max-age=300',
    },
  });
}
