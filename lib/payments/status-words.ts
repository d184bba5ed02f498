import { methodLabels, statusLabels } from '@/content/checkout';
import { formatPaise } from './format';

/**
 * An enrolment's and a payment's codes in words, the one mapping staff read them through (the
 * back office's history, the staff e-mails): 'Waiting for payment', 'Paid by UPI or bank transfer
 * (UTR 4123…), confirmed by Asha', never `pending_payment` or `upi_transfer`.
 */

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const uncapitalised = (s: string) =>
  /^[A-Z][a-z]/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** An enrolment's or a payment's status in words ('Waiting for payment'). */
export const statusWords = (status: string) =>
  statusLabels[status] ?? capitalised(status.replace(/_/g, ' '));

/** A payment method in words ('UPI or bank transfer'). */
export const methodWords = (method: string) =>
  methodLabels[method] ?? capitalised(method.replace(/_/g, ' '));

const ACTORS: Record<string, string> = {
  learner: 'by the learner',
  browser: 'by the learner’s browser after paying',
  webhook: 'by Razorpay’s notice to the site',
  reconcile: 'by the site’s check of Razorpay',
  staff: 'by staff',
  script: 'from the server’s command line',
  system: 'by the site when its time ran out',
};

/** Who or what made a change, in words ('by staff'). */
export const actorWords = (actor: string) => ACTORS[actor] ?? `by ${actor}`;

const CODE = new RegExp(
  `\\b(${[...Object.keys(methodLabels), ...Object.keys(statusLabels)].join('|')})\\b`,
  'g',
);

/** A stored note with its codes and paise amounts in words. */
export function noteWords(note: string): string {
  return (
    note
      .replace(CODE, (code) => uncapitalised(methodLabels[code] ?? statusLabels[code] ?? code))
      .replace(/\b(\d+) paise\b/g, (_, p: string) => formatPaise(Number(p)))
      // mark-paid's note on a repriced payment gives the quote in paise too.
      .replace(
        /\bthe quote had become (\d+)\b/g,
        (_, p: string) => `the quote had become ${formatPaise(Number(p))}`,
      )
  );
}

type HistoryRow = {
  fromStatus: string | null;
  toStatus: string;
  actor: string;
  note: string | null;
};

/**
 * One line of an enrolment's history in words: 'Paid by UPI or bank transfer (UTR1234), confirmed
 * by Asha', 'Cancelled by staff: duplicate (Asha)', 'Waiting for payment, by the learner'.
 */
export function historyWords(h: HistoryRow): string {
  const paid =
    h.toStatus === 'paid' &&
    h.note?.match(
      /^(razorpay|upi_transfer)\s*(\S*?)(?:\s+confirmed by ([^;]+?))?\s*(?:;\s*(.*))?$/s,
    );
  if (paid) {
    const [, method = '', id, by, rest] = paid;
    const again = h.fromStatus === 'paid';
    return [
      `${again ? 'Paid again' : 'Paid'} by ${uncapitalised(methodWords(method))}${id ? ` (${id})` : ''}${
        by ? `, confirmed by ${by}` : `, ${actorWords(h.actor)}`
      }`,
      rest ? noteWords(rest) : null,
    ]
      .filter(Boolean)
      .join('; ');
  }
  const note = h.note ? `: ${noteWords(h.note)}` : '';
  return `${statusWords(h.toStatus)}, ${actorWords(h.actor)}${note}`;
}
