import { ApiError } from '@/lib/api/errors';
import { firstClassOf } from '@/lib/classes/learner';
import { otherMethods } from '@/lib/api/responses';
import { siteUrl } from '@/lib/site-url';
import { findEnrolment } from '@/lib/payments/enrolments';
import { firstClassIcs } from '@/lib/payments/ics';
import { withEnrolment } from '@/lib/payments/enrolment-access';
import { enrolmentView } from '@/lib/payments/enrolment-view';

type Ctx = { params: Promise<{ reference: string }> };

// GET /api/enrolments/:reference/calendar: the batch's first class as its timetable has it (the
// calendar feed's event), else the cohort's start in the chosen batch's slot, as .ics
export const GET = withEnrolment<Ctx>('calendar', async (_req, reference) => {
  const e = await findEnrolment(reference);
  if (!e) throw new ApiError('not_found', 'No enrolment has this reference.');
  const v = enrolmentView(e);
  const ics = firstClassIcs(
    { reference: e.reference, batch: e.batch, start: v.start, courseTitle: v.courseTitle },
    new URL(siteUrl()).host,
    new Date(),
    await firstClassOf(e.batchId),
  );
  if (!ics) throw new ApiError('not_found', 'The school has not set this cohort’s dates yet.');
  return new Response(ics, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="first-class-${e.reference}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
