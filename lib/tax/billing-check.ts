/**
 * The checkout form's own check of the billing fields (the server's is lib/tax/billing.ts, with the
 * same sentences): address and state required, a GSTIN if given valid. Loaded by the form only
 * when the school is GST registered.
 */
import { taxText } from '@/content/tax';
import { isValidGstin } from './gstin';
import { isStateCode } from './states';

type Values = { billingAddress: string; billingState: string; billingGstin: string };
type Errors = Partial<Record<keyof Values, { type: 'validation'; message: string }>>;

export function billingErrors(v: Values): Errors {
  const errors: Errors = {};
  const e = (message: string) => ({ type: 'validation' as const, message });
  if (!v.billingAddress.trim()) errors.billingAddress = e(taxText.billingAddressRequired);
  if (!isStateCode(v.billingState)) errors.billingState = e(taxText.billingStateRequired);
  if (v.billingGstin.trim() && !isValidGstin(v.billingGstin)) {
    errors.billingGstin = e(taxText.gstinInvalid);
  }
  return errors;
}
