import { readBytes } from '@/lib/api/body';
import { ApiError, answerError, apiError } from '@/lib/api/errors';
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
  let raw: Buffer;
  try {
    // Streamed with a cap: a chunked body with no length is cut off at the limit, not held whole
    // (the signature can only be checked once the body is in).
    raw = await readBytes(req, { maxBytes: MAX_WEBHOOK_BYTES });
  } catch (e) {
    if (e instanceof ApiError) return answerError(e, '[payments] webhook');
    return apiError(400, 'invalid_json', 'The webhook body could not be read.');
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
