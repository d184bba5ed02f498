import { ApiError } from '@/lib/api/errors';
import { otherMethods } from '@/lib/api/responses';
import { withEnrolment } from '@/lib/payments/enrolment-access';
import { limitPaymentStep } from '@/lib/payments/limit';
import { taxDocumentData, taxDocumentResponse } from '@/lib/tax/documents';

type Ctx = { params: Promise<{ reference: string; id: string }> };

// GET /api/enrolments/:reference/tax-documents/:id: a tax invoice or credit note of the enrolment,
// for the browser that made it or its owner signed in (the receipt's check, withEnrolment)
export const GET = withEnrolment<Ctx>('tax-document', async (req, reference, ctx) => {
  // Made afresh on each download: limited per address as the receipt is.
  await limitPaymentStep(req, 'receipt');
  const { id } = await ctx.params;
  const d = await taxDocumentData(id, reference);
  if (!d) throw new ApiError('not_found', 'This enrolment has no such document.');
  return taxDocumentResponse(d);
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
