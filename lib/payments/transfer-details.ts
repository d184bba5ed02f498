/**
 * The school's UPI and bank details for a transfer, read per call (so per request on the payment
 * step): content/checkout.ts's `transferDetails` (null until the school sets them), each overridden
 * by its environment variable when that is set (SCHOOL_UPI_ID, SCHOOL_UPI_PAYEE,
 * SCHOOL_BANK_ACCOUNT_NAME, SCHOOL_BANK_ACCOUNT_NUMBER, SCHOOL_BANK_IFSC, SCHOOL_BANK_NAME), so a
 * deployment or a test sets them without editing content/. A value without the detail's format
 * counts as unset: a typo in an account number must not reach a learner.
 */
import { transferDetails } from '@/content/checkout';
import { isSet } from '@/content/school-values';

/** Formats a learner may act on: a value that does not match is treated as unset. */
const formats = {
  upiId: /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9.-]{1,63}$/,
  accountNumber: /^[0-9]{9,18}$/,
  ifsc: /^[A-Z]{4}0[A-Z0-9]{6}$/,
} as const;

/** The environment variable that overrides each payment detail. */
export const paymentEnv = {
  upiId: 'SCHOOL_UPI_ID',
  payeeName: 'SCHOOL_UPI_PAYEE',
  accountName: 'SCHOOL_BANK_ACCOUNT_NAME',
  accountNumber: 'SCHOOL_BANK_ACCOUNT_NUMBER',
  ifsc: 'SCHOOL_BANK_IFSC',
  bankName: 'SCHOOL_BANK_NAME',
} as const;

export type PaymentField = keyof typeof paymentEnv;

export type UpiDetails = { upiId: string; payeeName: string };
export type BankDetails = {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  /** Optional: the bank and branch, shown when set. */
  bankName: string | null;
};
export type PaymentDetails = { upi: UpiDetails | null; bank: BankDetails | null };

function contentValue(field: PaymentField): string | null {
  if (field === 'upiId' || field === 'payeeName') return transferDetails[field];
  return transferDetails.bank[field];
}

/** One payment detail as the site would use it (environment first, then content); null if unset. */
export function paymentValue(
  field: PaymentField,
  source: Record<string, string | undefined> = process.env,
): string | null {
  const fromEnv = source[paymentEnv[field]];
  const raw = isSet(fromEnv) ? fromEnv : contentValue(field);
  if (!isSet(raw)) return null;
  let value = raw.trim().replace(/\s+/g, ' ');
  if (field === 'accountNumber') value = value.replace(/\s/g, '');
  if (field === 'ifsc') value = value.toUpperCase();
  const format = field in formats ? formats[field as keyof typeof formats] : null;
  return format && !format.test(value) ? null : value;
}

/**
 * The school's payment details for a UPI or bank transfer, read per call (so per request on the
 * payment step). UPI needs the UPI id and the payee; a bank transfer needs the account name, number
 * and IFSC. A method with any of those unset is null, and the payment step does not offer it.
 */
export function paymentDetails(
  source: Record<string, string | undefined> = process.env,
): PaymentDetails {
  const v = (f: PaymentField) => paymentValue(f, source);
  const upiId = v('upiId');
  const payeeName = v('payeeName');
  const accountName = v('accountName');
  const accountNumber = v('accountNumber');
  const ifsc = v('ifsc');
  return {
    upi: upiId && payeeName ? { upiId, payeeName } : null,
    bank:
      accountName && accountNumber && ifsc
        ? { accountName, accountNumber, ifsc, bankName: v('bankName') }
        : null,
  };
}

/** True when a learner can pay by transfer: the UPI or the bank details are complete. */
export function transferPayable(source: Record<string, string | undefined> = process.env): boolean {
  const d = paymentDetails(source);
  return d.upi !== null || d.bank !== null;
}
