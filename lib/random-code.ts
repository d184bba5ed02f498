import { randomInt } from 'node:crypto';

/**
 * The letters of the codes people read out and type (enrolment references, certificate ids,
 * referral codes): digits and capitals without the look-alikes 0, 1, I, L, O and U.
 */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `length` random letters of that alphabet, from the system's secure random source. */
export function randomCode(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}
