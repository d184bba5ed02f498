import { apiError, otherMethods } from '@/lib/api';
import { siteUrl } from '@/lib/site-url';
import { findEnrolment } from '@/lib/payments/enrolments';
import { firstClassIcs } from '@/lib/payments/ics';
import { ownReference } from '@/lib/payments/owner';
import { paymentFailure } from '@/lib/payments/respond';
import { enrolmentView } from '@/lib/payments/view';

// GET /api/enrolments/:reference/calendar: the cohort's first class in the chosen batch, as .ics
export async function GET(_req: Request, ctx: { params: Promise<{ reference: string }> }) {
  const owner = await ownReference(ctx.params);
  if (!owner.ok) return owner.response;
  try {
    const e = await findEnrolment(owner.reference);
    if (!e) return apiError(404, 'not_found', 'No enrolment has this reference.');
    const v = enrolmentView(e);
    const ics = firstClassIcs(
      { reference: e.reference, batch: e.batch, start: v.start, courseTitle: v.courseTitle },
      new URL(siteUrl()).host,
    );
    if (!ics) return apiError(404, 'not_found', 'The school has not set this cohort’s dates yet.');
    return new Response(ics, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="first-class-${e.reference}.ics"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (err) {
    return paymentFailure('calendar', err);
  }
}

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
