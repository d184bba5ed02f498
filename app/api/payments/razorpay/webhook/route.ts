import { readBytes } from '@/lib/api/body';
import { ApiError } from '@/lib/api/errors';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { DatabaseUnavailableError } from '@/lib/db';
import { paymentHandler } from '@/lib/payments/errors';
import { razorpayConfig } from '@/lib/payments/razorpay';
import { webhookSignatureValid } from '@/lib/payments/signature';
import { handleWebhookEvent } from '@/lib/payments/webhook';

const MAX_WEBHOOK_BYTES = 256 * 1024;

// POST /api/payments/razorpay/webhook: Razorpay's events, verified over the raw body
export const POST = paymentHandler('webhook', async (req) => {
  const secret = razorpayConfig()?.webhookSecret;
  if (!secret) throw new ApiError('not_found', 'Payment webhooks are not configured.');
  // Streamed with a cap: a chunked body with no length is cut off at the limit, not held whole
  // (the signature can only be checked once the body is in).
  const raw = await readBytes(req, { maxBytes: MAX_WEBHOOK_BYTES }).catch((e: unknown) => {
    throw e instanceof ApiError
      ? e
      : new ApiError('invalid_json', 'The webhook body could not be read.');
  });
  if (!webhookSignatureValid(secret, raw, req.headers.get('x-razorpay-signature'))) {
    throw new ApiError('unauthorized', 'The webhook signature is missing or wrong.');
  }
  // A failure rolled everything back: answer 5xx so Razorpay delivers the event again.
  const r = await handleWebhookEvent(raw, req.headers.get('x-razorpay-event-id')).catch(
    (e: unknown) => {
      throw new DatabaseUnavailableError(e);
    },
  );
  if (r.outcome === 'invalid') {
    throw new ApiError('validation_failed', 'The webhook body is not a Razorpay event.');
  }
  if (r.outcome === 'processed' && r.result.status === 'amount_mismatch') {
    console.error('[payments] webhook amount mismatch:', r.result);
  }
  return jsonOk({ outcome: r.outcome });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
