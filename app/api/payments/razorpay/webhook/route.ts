import { apiError } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { DatabaseUnavailableError } from '@/lib/db';
import { paymentFailure } from '@/lib/payments/errors';
import { razorpayConfig } from '@/lib/payments/razorpay';
import { webhookSignatureValid } from '@/lib/payments/signature';
import { handleWebhookEvent } from '@/lib/payments/webhook';

const MAX_WEBHOOK_BYTES = 256 * 1024;

// POST /api/payments/razorpay/webhook: Razorpay's events, verified over the raw body
export async function POST(req: Request) {
  const secret = razorpayConfig()?.webhookSecret;
  if (!secret) return apiError(404, 'not_found', 'Payment webhooks are not configured.');
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_WEBHOOK_BYTES) {
    return apiError(413, 'payload_too_large', 'The webhook body is too large.');
  }
  let raw: Buffer;
  try {
    raw = Buffer.from(await req.arrayBuffer());
  } catch {
    return apiError(400, 'invalid_json', 'The webhook body could not be read.');
  }
  if (raw.length > MAX_WEBHOOK_BYTES) {
    return apiError(413, 'payload_too_large', 'The webhook body is too large.');
  }
  if (!webhookSignatureValid(secret, raw, req.headers.get('x-razorpay-signature'))) {
    return apiError(401, 'unauthorized', 'The webhook signature is missing or wrong.');
  }
  try {
    const r = await handleWebhookEvent(raw, req.headers.get('x-razorpay-event-id'));
    if (r.outcome === 'invalid') {
      return apiError(400, 'validation_failed', 'The webhook body is not a Razorpay event.');
    }
    if (r.outcome === 'processed' && r.result.status === 'amount_mismatch') {
      console.error('[payments] webhook amount mismatch:', r.result);
    }
    return jsonOk({ outcome: r.outcome });
  } catch (e) {
    // A failure rolled everything back: answer 5xx so Razorpay delivers the event again.
    return paymentFailure('webhook', new DatabaseUnavailableError(e));
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
