import { readInput } from '@/lib/api/body';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { submitTransfer } from '@/lib/payments/transfer';
import { limitPaymentStep } from '@/lib/payments/limit';
import { withEnrolment } from '@/lib/payments/enrolment-access';
import { transferSchema } from '@/lib/validation/enrolment';
import { successPath } from '@/lib/payments/success-path';

type Ctx = { params: Promise<{ reference: string }> };

// POST /api/enrolments/:reference/transfer: the UPI/bank transfer's reference, for staff to confirm
export const POST = withEnrolment<Ctx>('transfer', async (req, reference) => {
  const input = await readInput(req, transferSchema);
  await limitPaymentStep(req, 'transfer');
  const r = await submitTransfer(reference, input.utr);
  return jsonOk({
    reference: reference,
    status: r.status,
    next: successPath(reference),
  });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
