import 'server-only';
import { ApiError, handle, retryAfter, type Handler } from '@/lib/api/errors';
import { reachUs } from '@/content/site';
import { EnrolmentRefusedError } from './enrolments';
import { RazorpayError } from './razorpay';

/**
 * A checkout step's own failures as the errors they answer with: an enrolment's refusal keeps its
 * status and field; the payment service's silence is a 503 (logged). Anything else is unchanged.
 */
function checkoutError(step: string, e: unknown): unknown {
  if (e instanceof EnrolmentRefusedError) {
    return new ApiError(e.code, e.message, e.field ? { [e.field]: e.message } : undefined);
  }
  if (e instanceof RazorpayError) {
    console.error(`[payments] ${step}: ${e.message}`);
    return new ApiError(
      'payment_provider_unavailable',
      `The payment service did not answer. Please try again in a moment, or ${reachUs()}.`,
      undefined,
      retryAfter(30),
    );
  }
  return e;
}

/**
 * A checkout route handler: its throws are answered through `handle`, a checkout step's own
 * failures first made the errors they answer with (checkoutError); never an exception's text.
 */
export function paymentHandler<C = unknown>(step: string, fn: Handler<C>) {
  return handle(`[payments] ${step}:`, fn, (e) => checkoutError(step, e));
}
