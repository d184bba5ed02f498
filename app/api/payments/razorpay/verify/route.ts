import { z } from 'zod/mini';
import { apiError, jsonOk, otherMethods, readJson } from '@/lib/api';
import { validateLead } from '@/lib/leads/respond';
import { verifyCheckoutPayment } from '@/lib/payments/enrolments';
import { ownReference } from '@/lib/payments/owner';
import { limitPaymentStep } from '@/lib/payments/limit';
import { paymentFailure } from '@/lib/payments/respond';
import { formObject } from '@/lib/validation/common';

const id = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(z.regex(/^[A-Za-z0-9_]{1,64}$/, `${name} is not valid`));

const schema = formObject({
  reference: z.string({ error: 'reference is required' }),
  razorpay_order_id: id('razorpay_order_id'),
  razorpay_payment_id: id('razorpay_payment_id'),
  razorpay_signature: z
    .string({ error: 'razorpay_signature is required' })
    .check(z.regex(/^[0-9a-fA-F]{64}$/, 'razorpay_signature is not valid')),
});

// POST /api/payments/razorpay/verify: Checkout's result, marked paid only with a valid signature
export async function POST(req: Request) {
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(schema, body.data);
  if (!valid.ok) return valid.response;
  const owner = await ownReference(Promise.resolve({ reference: valid.data.reference }));
  if (!owner.ok) return owner.response;
  try {
    await limitPaymentStep(req, 'verify');
    const r = await verifyCheckoutPayment(owner.reference, {
      orderId: valid.data.razorpay_order_id,
      paymentId: valid.data.razorpay_payment_id,
      signature: valid.data.razorpay_signature,
    });
    if (r.status !== 'paid' && r.status !== 'already') {
      console.error(`[payments] verify ${owner.reference}: ${r.status}`);
      return apiError(
        409,
        'conflict',
        'The payment does not match this enrolment. Please contact us.',
      );
    }
    return jsonOk({
      reference: owner.reference,
      status: 'paid',
      next: `/payment-sucessfull?ref=${owner.reference}`,
    });
  } catch (e) {
    return paymentFailure('razorpay verify', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
