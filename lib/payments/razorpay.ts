import 'server-only';
import { z } from 'zod';
import { env } from '@/lib/env';

/** Razorpay when both keys are set; otherwise the checkout takes UPI or bank transfers. */
export function razorpayConfig() {
  const e = env();
  if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET) return null;
  return {
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? null,
    apiBase: e.RAZORPAY_API_BASE.replace(/\/$/, ''),
    checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
  };
}
export type RazorpayConfig = NonNullable<ReturnType<typeof razorpayConfig>>;

export class RazorpayError extends Error {}

const orderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullish(),
  status: z.string(),
});
export type RazorpayOrder = z.infer<typeof orderSchema>;

const paymentSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  /** created | authorized | captured | refunded | failed */
  status: z.string(),
  method: z.string().nullish(),
  error_description: z.string().nullish(),
});
export type RazorpayPayment = z.infer<typeof paymentSchema>;

async function call<T>(
  config: RazorpayConfig,
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
): Promise<T> {
  const auth = Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64');
  let res: Response;
  try {
    res = await fetch(config.apiBase + path, {
      method,
      headers: {
        Authorization: `Basic ${auth}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(10_000),
    });
  } catch (e) {
    throw new RazorpayError(`Razorpay could not be reached: ${(e as Error).message}`);
  }
  if (!res.ok) throw new RazorpayError(`Razorpay answered ${res.status} to ${method} ${path}`);
  const parsed = schema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new RazorpayError(`Razorpay answered an unexpected shape to ${path}`);
  return parsed.data;
}

/** Orders API: an order for `amountPaise`, its receipt the enrolment reference. */
export function createOrder(
  config: RazorpayConfig,
  order: { amountPaise: number; receipt: string; notes: Record<string, string> },
): Promise<RazorpayOrder> {
  return call(config, 'POST', '/v1/orders', orderSchema, {
    amount: order.amountPaise,
    currency: 'INR',
    receipt: order.receipt,
    notes: order.notes,
  });
}

/** The payments made against an order (the reconciliation pass). */
export async function orderPayments(
  config: RazorpayConfig,
  orderId: string,
): Promise<RazorpayPayment[]> {
  const list = await call(
    config,
    'GET',
    `/v1/orders/${encodeURIComponent(orderId)}/payments`,
    z.object({ items: z.array(paymentSchema) }),
  );
  return list.items;
}
