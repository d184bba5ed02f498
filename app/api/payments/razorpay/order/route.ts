import { z } from 'zod/mini';
import { jsonOk, otherMethods, readJson } from '@/lib/api';
import { validateLead } from '@/lib/leads/respond';
import { startRazorpayOrder } from '@/lib/payments/enrolments';
import { ownReference } from '@/lib/payments/owner';
import { limitPaymentStep } from '@/lib/payments/limit';
import { paymentFailure } from '@/lib/payments/respond';
import { site } from '@/content/site';
import { formObject } from '@/lib/validation/common';

const schema = formObject({ reference: z.string({ error: 'reference is required' }) });

// POST /api/payments/razorpay/order: the Razorpay order the browser's Checkout pays
export async function POST(req: Request) {
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(schema, body.data);
  if (!valid.ok) return valid.response;
  const owner = await ownReference(Promise.resolve({ reference: valid.data.reference }));
  if (!owner.ok) return owner.response;
  try {
    await limitPaymentStep(req, 'order');
    const { orderId, enrolment, keyId } = await startRazorpayOrder(owner.reference);
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
  } catch (e) {
    return paymentFailure('razorpay order', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
