/**
 * GSTIN: 15 characters, the state code (2 digits), the PAN (5 letters, 4 digits, a letter), the
 * entity number (1-9 or a letter), 'Z', and a check character (mod 36 over the first 14, the
 * weights alternating 1 and 2, each product's quotient and remainder by 36 summed).
 */
import { isGstinStateCode } from './states';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of the first 14 characters of a GSTIN. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** Upper case without spaces: what a person typed, as compared. */
export const normaliseGstin = (input: string) => input.replace(/\s+/g, '').toUpperCase();

/** A GSTIN with the right format, a state code in use, and the right check character. */
export function isValidGstin(input: string): boolean {
  const g = normaliseGstin(input);
  return (
    FORMAT.test(g) && isGstinStateCode(g.slice(0, 2)) && gstinCheckChar(g.slice(0, 14)) === g[14]
  );
}
