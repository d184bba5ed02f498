import { readInput } from '@/lib/api/body';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { submitTransfer } from '@/lib/payments/transfer';
import { paymentHandler } from '@/lib/payments/errors';
import { limitPaymentStep } from '@/lib/payments/limit';
import { ownReference } from '@/lib/payments/enrolment-access';
import { transferSchema } from '@/lib/validation/enrolment';

type Ctx = { params: Promise<{ reference: string }> };

// POST /api/enrolments/:reference/transfer: the UPI/bank transfer's reference, for staff to confirm
export const POST = paymentHandler<Ctx>('transfer', async (req, ctx) => {
  const owner = await ownReference(ctx.params);
  if (!owner.ok) return owner.response;
  const input = await readInput(req, transferSchema);
  await limitPaymentStep(req, 'transfer');
  const r = await submitTransfer(owner.reference, input.utr);
  return jsonOk({
    reference: owner.reference,
    status: r.status,
    next: `/payment-sucessfull?ref=${owner.reference}`,
  });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
