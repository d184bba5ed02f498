import { levelCourses } from '@/content/courses';
import { ApiError, handle } from '@/lib/api/errors';
import { curriculumFileName } from '@/lib/pdf/file-name';
import { currentCohort } from '@/lib/courses/cohorts';
import { curriculumPdf } from '@/lib/pdf/curriculum';
import { pdfResponse } from '@/lib/pdf/response';

// GET /curriculum/<slug>: a level course's curriculum PDF, generated from content/courses/
// (a failure to make it is logged and answered 500 by `handle`)
export const GET = handle<{ params: Promise<{ slug: string }> }>(
  '[curriculum]',
  async (_req, ctx) => {
    const { slug } = await ctx.params;
    const course = levelCourses.find((c) => c.slug === slug);
    if (!course) throw new ApiError('not_found', 'There is no curriculum for that course.');
    const pdf = await curriculumPdf(slug, await currentCohort(slug, Date.now()));
    // Cached briefly: its header names the cohort on sale, which staff may change.
    return pdfResponse(pdf, curriculumFileName(course.level), { maxAge: 300 });
  },
);
