import 'server-only';
import { apiError } from '@/lib/api';
import { siteUrl } from '@/lib/site-url';
import { DatabaseUnavailableError, RateLimitedError } from '@/lib/leads/errors';
import { RATE_LIMITED_MESSAGE, UNAVAILABLE_MESSAGE } from '@/lib/leads/handler';
import { reachUs } from '@/content/site';
import { EnrolmentRefusedError } from './enrolments';
import { RazorpayError } from './razorpay';

/** The answer to a failed checkout step, in the one error shape; never an exception's text. */
export function paymentFailure(step: string, e: unknown): Response {
  if (e instanceof EnrolmentRefusedError) {
    return apiError(e.status, e.code, e.message, e.field ? { [e.field]: e.message } : undefined);
  }
  if (e instanceof RateLimitedError) {
    return apiError(429, 'rate_limited', RATE_LIMITED_MESSAGE, undefined, {
      'Retry-After': String(e.retryAfterSeconds),
    });
  }
  if (e instanceof RazorpayError) {
    console.error(`[payments] ${step}: ${e.message}`);
    return apiError(
      503,
      'payment_provider_unavailable',
      `The payment service did not answer. Please try again in a moment, or ${reachUs()}.`,
      undefined,
      { 'Retry-After': '30' },
    );
  }
  if (e instanceof DatabaseUnavailableError) {
    console.error(`[payments] ${step}: database unavailable:`, e.cause);
    return apiError(503, 'database_unavailable', UNAVAILABLE_MESSAGE, undefined, {
      'Retry-After': '30',
    });
  }
  console.error(`[payments] ${step}: unexpected error:`, e);
  return apiError(
    500,
    'internal_error',
    'Something went wrong on our side. Please try again later.',
  );
}

/** Cookies are Secure when the site is served over HTTPS. */
export const secureCookies = () => siteUrl().startsWith('https:');
