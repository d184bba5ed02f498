/**
 * The buyer's details a tax invoice needs, asked at checkout only while the school is GST
 * registered: a postal address and a state (its GST code) both required, and a company's GSTIN if
 * it has one (format and check character, and registered in that state: its first two digits are
 * the state's code). Unregistered: nothing is asked and nothing is stored.
 */
import { taxText } from '@/content/tax';
import { gstRegistered } from './config';
import { isValidGstin, normaliseGstin } from './gstin';
import { gstinStateRefusal } from './billing-check';
import { isStateCode } from './states';

export type BillingInput = {
  billingAddress?: string;
  billingState?: string;
  billingGstin?: string;
};

export type BillingDetails = {
  billingAddress: string;
  billingState: string;
  billingGstin: string | null;
};

type Refusal = { field: keyof BillingInput; message: string };

/** The billing fields to store, {} while not registered, or the first field refused. */
export function billingDetails(
  input: BillingInput,
  source: Record<string, string | undefined> = process.env,
): { ok: true; data: BillingDetails | Record<string, never> } | ({ ok: false } & Refusal) {
  if (!gstRegistered(source)) return { ok: true, data: {} };
  const address = input.billingAddress?.trim() ?? '';
  if (!address)
    return { ok: false, field: 'billingAddress', message: taxText.billingAddressRequired };
  const state = input.billingState?.trim() ?? '';
  if (!isStateCode(state)) {
    return { ok: false, field: 'billingState', message: taxText.billingStateRequired };
  }
  const gstin = input.billingGstin ? normaliseGstin(input.billingGstin) : '';
  if (gstin && !isValidGstin(gstin)) {
    return { ok: false, field: 'billingGstin', message: taxText.gstinInvalid };
  }
  const otherState = gstinStateRefusal(gstin, state);
  if (otherState) return { ok: false, field: 'billingGstin', message: otherState };
  return {
    ok: true,
    data: { billingAddress: address, billingState: state, billingGstin: gstin || null },
  };
}
