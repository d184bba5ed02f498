import { apiError, otherMethods } from '@/lib/api';
import { receiptFileName, receiptPdf } from '@/lib/pdf/receipt';
import { findEnrolment } from '@/lib/payments/enrolments';
import { ownReference } from '@/lib/payments/owner';
import { paymentFailure } from '@/lib/payments/respond';
import { receiptData } from '@/lib/payments/view';

// GET /api/enrolments/:reference/receipt: the receipt PDF, for the browser that made the enrolment
export async function GET(_req: Request, ctx: { params: Promise<{ reference: string }> }) {
  const owner = await ownReference(ctx.params);
  if (!owner.ok) return owner.response;
  try {
    const e = await findEnrolment(owner.reference);
    if (!e) return apiError(404, 'not_found', 'No enrolment has this reference.');
    if (e.status !== 'paid' && e.status !== 'awaiting_confirmation') {
      return apiError(409, 'conflict', 'A receipt is made once the enrolment is paid.');
    }
    const pdf = await receiptPdf(receiptData(e));
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${receiptFileName(e.reference)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (err) {
    return paymentFailure('receipt', err);
  }
}

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
