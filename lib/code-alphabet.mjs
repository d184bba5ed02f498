// Plain JavaScript, so the production server (scripts/server.mjs, request ids) loads it as it is;
// lib/random-code.ts makes the app's codes from the same letters.

/**
 * The letters of the codes people read out and type (enrolment references, certificate ids,
 * referral codes, request ids): digits and capitals without the look-alikes 0, 1, I, L, O and U.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
