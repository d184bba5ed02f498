import { randomCode } from '@/lib/random-code';

/** Letters and digits a person reads and types without confusion (no I, L, O, U, 0, 1). */
/**
 * A new enrolment reference, e.g. "FS-7K3M9QX2": what the learner quotes, the UPI note and the
 * Razorpay receipt. 8 characters of a 30-letter alphabet (about 6.5 × 10^11 values), so guessing
 * one is hopeless; the reference alone still shows no personal details (lib/payments/cookie.ts).
 */
export function newReference(): string {
  return `FS-${randomCode(8)}`;
}

export const REFERENCE_PATTERN = /^FS-[2-9A-HJKMNP-TV-Z]{8}$/;

export const isReference = (v: unknown): v is string =>
  typeof v === 'string' && REFERENCE_PATTERN.test(v);
