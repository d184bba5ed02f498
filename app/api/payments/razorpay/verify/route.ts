import { z } from 'zod/mini';
import { readInput } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { verifyCheckoutPayment } from '@/lib/payments/razorpay-checkout';
import { paymentHandler } from '@/lib/payments/errors';
import { limitPaymentStep } from '@/lib/payments/limit';
import { ownReference } from '@/lib/payments/enrolment-access';
import { formObject } from '@/lib/validation/common';
import { successPath } from '@/lib/payments/success-path';

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
export const POST = paymentHandler('razorpay verify', async (req) => {
  const input = await readInput(req, schema);
  const reference = await ownReference(input.reference);
  await limitPaymentStep(req, 'verify');
  const r = await verifyCheckoutPayment(reference, {
    orderId: input.razorpay_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
  });
  if (r.status !== 'paid' && r.status !== 'already') {
    console.error(`[payments] verify ${reference}: ${r.status}`);
    throw new ApiError('conflict', 'The payment does not match this enrolment. Please contact us.');
  }
  return jsonOk({
    reference: reference,
    status: 'paid',
    next: successPath(reference),
  });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
