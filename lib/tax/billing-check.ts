/**
 * The checkout form's own check of the billing fields (the server's is lib/tax/billing.ts, with the
 * same sentences): address and state required, a GSTIN if given valid and of that state. Loaded
 * by the form only when the school is GST registered.
 */
import { taxText } from '@/content/tax';
import { isValidGstin, normaliseGstin } from './gstin';
import { isStateCode, stateName } from './states';

/**
 * The sentence refusing a valid `gstin` registered in another state than the billing `state` (its
 * first two digits are not the state's code), or null. The server's check (billing.ts) uses it too.
 */
export function gstinStateRefusal(gstin: string, state: string): string | null {
  if (!gstin || gstin.slice(0, 2) === state) return null;
  return taxText.gstinOtherState(stateName(state) ?? state, state);
}

type Values = { billingAddress: string; billingState: string; billingGstin: string };
type Errors = Partial<Record<keyof Values, { type: 'validation'; message: string }>>;

export function billingErrors(v: Values): Errors {
  const errors: Errors = {};
  const e = (message: string) => ({ type: 'validation' as const, message });
  if (!v.billingAddress.trim()) errors.billingAddress = e(taxText.billingAddressRequired);
  if (!isStateCode(v.billingState)) errors.billingState = e(taxText.billingStateRequired);
  if (v.billingGstin.trim() && !isValidGstin(v.billingGstin)) {
    errors.billingGstin = e(taxText.gstinInvalid);
  } else if (isStateCode(v.billingState)) {
    const otherState = gstinStateRefusal(normaliseGstin(v.billingGstin), v.billingState);
    if (otherState) errors.billingGstin = e(otherState);
  }
  return errors;
}
