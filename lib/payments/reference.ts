import { randomInt } from 'node:crypto';

/** Letters and digits a person reads and types without confusion (no I, L, O, U, 0, 1). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new enrolment reference, e.g. "FS-7K3M9QX2": what the learner quotes, the UPI note and the
 * Razorpay receipt. 8 characters of a 30-letter alphabet (about 6.5 × 10^11 values), so guessing
 * one is hopeless; the reference alone still shows no personal details (lib/payments/cookie.ts).
 */
export function newReference(): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `FS-${s}`;
}

export const REFERENCE_PATTERN = /^FS-[2-9A-HJKMNP-TV-Z]{8}$/;

export const isReference = (v: unknown): v is string =>
  typeof v === 'string' && REFERENCE_PATTERN.test(v);
