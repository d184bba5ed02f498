import 'server-only';
import { apiError } from '@/lib/api';

/** 429 with Retry-After, in the one error shape. */
export function rateLimited(message: string, retryAfterSeconds: number) {
  return apiError(429, 'rate_limited', message, undefined, {
    'Retry-After': String(retryAfterSeconds),
  });
}

/** An unexpected failure: logged with detail here, a generic sentence for the visitor. */
export function unexpected(where: string, e: unknown) {
  console.error(`[${where}] unexpected error:`, e);
  return apiError(
    500,
    'internal_error',
    'Something went wrong on our side. Please try again later.',
  );
}
