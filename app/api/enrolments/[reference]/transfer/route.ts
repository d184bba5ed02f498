import { jsonOk, otherMethods, readJson } from '@/lib/api';
import { validateLead } from '@/lib/leads/respond';
import { submitTransfer } from '@/lib/payments/enrolments';
import { ownReference } from '@/lib/payments/owner';
import { limitPaymentStep } from '@/lib/payments/limit';
import { paymentFailure } from '@/lib/payments/respond';
import { transferSchema } from '@/lib/validation/enrolment';

// POST /api/enrolments/:reference/transfer: the UPI/bank transfer's reference, for staff to confirm
export async function POST(req: Request, ctx: { params: Promise<{ reference: string }> }) {
  const owner = await ownReference(ctx.params);
  if (!owner.ok) return owner.response;
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(transferSchema, body.data);
  if (!valid.ok) return valid.response;
  try {
    await limitPaymentStep(req, 'transfer');
    const r = await submitTransfer(owner.reference, valid.data.utr);
    return jsonOk({
      reference: owner.reference,
      status: r.status,
      next: `/payment-sucessfull?ref=${owner.reference}`,
    });
  } catch (e) {
    return paymentFailure('transfer', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
