import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/responses';
import { receiptFileName, receiptPdf } from '@/lib/pdf/receipt';
import { pdfResponse } from '@/lib/pdf/response';
import { findEnrolment } from '@/lib/payments/enrolments';
import { withEnrolment } from '@/lib/payments/enrolment-access';
import { limitPaymentStep } from '@/lib/payments/limit';
import { receiptData } from '@/lib/payments/enrolment-view';

type Ctx = { params: Promise<{ reference: string }> };

// GET /api/enrolments/:reference/receipt: the receipt PDF, for the browser that made the enrolment
export const GET = withEnrolment<Ctx>('receipt', async (req, reference) => {
  // Each download is a PDF made afresh (fonts embedded): limited per address as the other payment
  // steps are, so a loop of downloads cannot take the server's processors.
  await limitPaymentStep(req, 'receipt');
  const e = await findEnrolment(reference);
  if (!e) throw new ApiError('not_found', 'No enrolment has this reference.');
  if (e.status !== 'paid' && e.status !== 'awaiting_confirmation') {
    throw new ApiError('conflict', 'A receipt is made once the enrolment is paid.');
  }
  const pdf = await receiptPdf(receiptData(e));
  return pdfResponse(pdf, receiptFileName(e.reference));
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
