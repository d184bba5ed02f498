import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of `payload` with `secret`, hex (Razorpay's signatures). */
export const hmacHex = (secret: string, payload: string | Buffer) =>
  createHmac('sha256', secret).update(payload).digest('hex');

/** Compares a received hex signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, received: unknown): boolean {
  if (typeof received !== 'string' || !/^[0-9a-f]+$/i.test(received)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(received.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay Checkout's result: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
export function checkoutSignatureValid(
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return signatureMatches(hmacHex(keySecret, `${orderId}|${paymentId}`), signature);
}

/** A webhook: HMAC-SHA256 of the raw body with the webhook secret (X-Razorpay-Signature). */
export function webhookSignatureValid(secret: string, rawBody: Buffer, signature: unknown) {
  return signatureMatches(hmacHex(secret, rawBody), signature);
}
