import { z } from 'zod/mini';
import { readInput } from '@/lib/api/body';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { startRazorpayOrder } from '@/lib/payments/razorpay-checkout';
import { paymentHandler } from '@/lib/payments/errors';
import { limitPaymentStep } from '@/lib/payments/limit';
import { ownReference } from '@/lib/payments/enrolment-access';
import { site } from '@/content/site';
import { formObject } from '@/lib/validation/common';

const schema = formObject({ reference: z.string({ error: 'reference is required' }) });

// POST /api/payments/razorpay/order: the Razorpay order the browser's Checkout pays
export const POST = paymentHandler('razorpay order', async (req) => {
  const input = await readInput(req, schema);
  const reference = await ownReference(input.reference);
  await limitPaymentStep(req, 'order');
  const { orderId, enrolment, keyId } = await startRazorpayOrder(reference);
  return jsonOk({
    orderId,
    keyId,
    amount: enrolment.amountPaise,
    currency: enrolment.currency,
    name: site.name,
    description: `Enrolment ${enrolment.reference}`,
    prefill: {
      name: enrolment.fullName,
      email: enrolment.email,
      contact: enrolment.phone.replace(/\s/g, ''),
    },
  });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
