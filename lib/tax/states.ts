/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN, and the place of supply on an invoice): the codes in force since 2020 (26 is Dadra and
 * Nagar Haveli and Daman and Diu; 38 Ladakh), 97 for the Other Territory (offshore areas) and 96
 * for a buyer outside India.
 */
export const gstStates = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
  { code: '96', name: 'Outside India' },
] as const;

export type GstStateCode = (typeof gstStates)[number]['code'];

const byCode = new Map<string, string>(gstStates.map((s) => [s.code, s.name]));

export const isStateCode = (code: string): code is GstStateCode => byCode.has(code);

/** "Haryana (06)"; the code alone for a code not in the list. */
export const stateLabel = (code: string) =>
  byCode.has(code) ? `${byCode.get(code)} (${code})` : code;

export const stateName = (code: string) => byCode.get(code) ?? null;

/** Codes a registered taxpayer's GSTIN can begin with (not 96: outside India). */
export const isGstinStateCode = (code: string) => code !== '96' && byCode.has(code);
