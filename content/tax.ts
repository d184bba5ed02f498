/**
 * The school's GST details for its tax invoices and credit notes (issue 50). Values the school
 * sets are null until it sets them; each can also be set by the environment variable named beside
 * it, which wins (lib/tax/config.ts reads them at each request). While the GSTIN is unset (or not a
 * valid GSTIN) the school is not GST registered as far as the site knows: the learner gets today's
 * receipt and nothing on the site mentions GST. `npm start`'s launch checklist names them.
 */
export const taxDetails: {
  gstin: string | null;
  legalName: string | null;
  registeredAddress: string | null;
  sac: string;
  ratePercent: number;
  pricesIncludeGst: boolean;
  seriesPrefix: string | null;
  description: string;
} = {
  // SCHOOL SETS (or SCHOOL_GSTIN): the school's GSTIN, 15 characters; its first two digits are
  // the state it is registered in (06 Haryana). Setting it turns tax invoices on.
  gstin: null,
  // SCHOOL SETS (or SCHOOL_LEGAL_NAME): the legal name on the GST registration certificate.
  legalName: null,
  // SCHOOL SETS (or SCHOOL_REGISTERED_ADDRESS): the principal place of business, as registered.
  registeredAddress: null,
  // SCHOOL TO CONFIRM (or SCHOOL_SAC): commercial training and coaching services.
  sac: '999293',
  // SCHOOL TO CONFIRM (or SCHOOL_GST_RATE, a percentage): the GST rate on the course fees.
  ratePercent: 18,
  // SCHOOL TO CONFIRM (or SCHOOL_PRICES_INCLUDE_GST, 1 or 0): the course prices include GST, so
  // an invoice splits the price paid into taxable value and tax.
  pricesIncludeGst: true,
  // SCHOOL SETS (or SCHOOL_INVOICE_PREFIX): 1 to 3 letters or digits that begin every invoice
  // number (e.g. 'GFS' → GFS/26-27/00001; credit notes GFS-C/26-27/0001). Unset: 'FS'.
  seriesPrefix: null,
  // The service as the invoice describes it.
  description: 'Commercial training and coaching: French language course',
};

/** The prefix used while the school has set none. */
export const DEFAULT_SERIES_PREFIX = 'FS';

/** Words on the tax invoice, the credit note, the checkout's billing fields and staff's page. */
export const taxText = {
  invoiceTitle: 'Tax invoice',
  creditNoteTitle: 'Credit note',
  billingAddress: 'Billing address',
  billingAddressHint: 'As it should appear on your tax invoice.',
  billingAddressRequired: 'Enter your billing address for the tax invoice',
  billingState: 'State',
  billingStateRequired: 'Choose your state (or "Other Territory")',
  billingStateHint: 'Decides whether the invoice shows CGST and SGST or IGST.',
  chooseState: 'Choose…',
  billingGstin: 'Company GSTIN (optional)',
  billingGstinHint: 'Only if your company pays and claims the tax credit.',
  gstinInvalid: 'This is not a valid GSTIN: check its 15 characters',
  /** A GSTIN's first two digits are its state's code: it must be the billing state's. */
  gstinOtherState: (state: string, code: string) =>
    `This GSTIN is from another state: its first two digits must be ${code} (${state}), the state you chose`,
  downloadInvoice: 'Download tax invoice',
  downloadCreditNote: 'Download credit note',
  thanks: 'Thank you. This is a computer-generated tax invoice.',
  creditNoteLine: 'This credit note reduces the tax invoice named above by the amount refunded.',
  /** The discount's parts, in the invoice's description. */
  discounts: {
    label: 'Discount',
    tier: 'early enrolment',
    coupon: 'coupon',
    referral: 'referral',
  },
} as const;
