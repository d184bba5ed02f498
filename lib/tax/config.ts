/**
 * The school's tax details as the site uses them, read at each call (so per request):
 * content/tax.ts, each value overridden by its environment variable when that is set. The school
 * is GST registered when its GSTIN is set and valid (format and check character); then the
 * GSTIN's first two digits are its state. A value without its format counts as unset, as the
 * payment details do (lib/payments/transfer-details.ts).
 */
import { DEFAULT_SERIES_PREFIX, taxDetails } from '@/content/tax';
import { isSet } from '@/content/school-values';
import { isValidGstin, normaliseGstin } from './gstin';

/** The environment variable that overrides each tax detail. */
export const taxEnv = {
  gstin: 'SCHOOL_GSTIN',
  legalName: 'SCHOOL_LEGAL_NAME',
  registeredAddress: 'SCHOOL_REGISTERED_ADDRESS',
  sac: 'SCHOOL_SAC',
  ratePercent: 'SCHOOL_GST_RATE',
  pricesIncludeGst: 'SCHOOL_PRICES_INCLUDE_GST',
  seriesPrefix: 'SCHOOL_INVOICE_PREFIX',
} as const;

export const PREFIX_PATTERN = /^[A-Za-z0-9]{1,3}$/;
export const SAC_PATTERN = /^99[0-9]{4}$/;

export type TaxConfig = {
  gstin: string;
  /** The school's state code, the GSTIN's first two digits. */
  state: string;
  legalName: string;
  registeredAddress: string;
  sac: string;
  /** Basis points: 1800 = 18%. */
  rateBp: number;
  pricesIncludeGst: boolean;
  seriesPrefix: string;
  description: string;
};

type Source = Record<string, string | undefined>;

function text(key: keyof typeof taxEnv, source: Source): string | null {
  const fromEnv = source[taxEnv[key]];
  const raw = isSet(fromEnv) ? fromEnv : taxDetails[key];
  return isSet(raw) ? String(raw).trim().replace(/\s+/g, ' ') : null;
}

/** The GSTIN if set and valid, upper-cased; null otherwise. */
export function schoolGstin(source: Source = process.env): string | null {
  const g = text('gstin', source);
  return g && isValidGstin(g) ? normaliseGstin(g) : null;
}

/** The rate in basis points (0 to 28%, two decimals at most); the content's 18% when unset or bad. */
export function rateBp(source: Source = process.env): number {
  const r = text('ratePercent', source);
  const n = r !== null && /^\d{1,2}(\.\d{1,2})?$/.test(r) ? Math.round(Number(r) * 100) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 2800 ? n : Math.round(taxDetails.ratePercent * 100);
}

/**
 * The tax details, or null while the school is not GST registered (no valid GSTIN, or no legal
 * name or registered address to print on an invoice).
 */
export function taxConfig(source: Source = process.env): TaxConfig | null {
  const gstin = schoolGstin(source);
  const legalName = text('legalName', source);
  const registeredAddress = text('registeredAddress', source);
  if (!gstin || !legalName || !registeredAddress) return null;
  const sac = text('sac', source);
  const prefix = text('seriesPrefix', source);
  const include = text('pricesIncludeGst', source);
  return {
    gstin,
    state: gstin.slice(0, 2),
    legalName,
    registeredAddress,
    sac: sac && SAC_PATTERN.test(sac) ? sac : taxDetails.sac,
    rateBp: rateBp(source),
    pricesIncludeGst: include === null ? true : !['0', 'false', 'no'].includes(include),
    seriesPrefix:
      prefix && PREFIX_PATTERN.test(prefix) ? prefix.toUpperCase() : DEFAULT_SERIES_PREFIX,
    description: taxDetails.description,
  };
}

/** True when the school issues tax invoices (and the checkout asks the billing details). */
export const gstRegistered = (source: Source = process.env) => taxConfig(source) !== null;
