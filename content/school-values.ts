/**
 * Values the school sets in content/ (contact lines, social links, payment details, grievance
 * officer, video ids) are `null` until it sets them, each marked `// SCHOOL SETS:` where it lives.
 * Nothing here invents a default: code that shows such a value asks `isSet` first and leaves the
 * line, link, player or payment option out while it is unset, so a placeholder is never shown as
 * if it were real (issue 21). `npm start` lists what is still unset (lib/launch-checklist.ts).
 *
 * A leaf module in content/, the lowest layer (it imports nothing; lib/, components/ and client
 * components use it). The payment details, which the environment can also set, are read through
 * lib/payments/transfer-details.ts, which uses `isSet`.
 */

/** True when the school has set the value: not null/undefined, and not an empty string. */
export function isSet<T>(value: T | null | undefined): value is T {
  if (value === null || value === undefined) return false;
  return typeof value !== 'string' || value.trim() !== '';
}
