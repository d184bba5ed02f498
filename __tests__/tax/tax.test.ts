/**
 * GST's pure rules (issue 50): the GSTIN's format and check character, the tax in an inclusive
 * price with CGST + SGST or IGST, the financial year and the documents' numbers, the school's tax
 * details from content/ and the environment.
 */
import { gstinCheckChar, isValidGstin } from '@/lib/tax/gstin';
import { addTax, splitInclusive } from '@/lib/tax/split';
import { documentNumber, financialYearAt, NUMBER_PATTERN } from '@/lib/tax/series';
import { gstRegistered, taxConfig, taxEnv } from '@/lib/tax/config';
import { gstStates, stateLabel } from '@/lib/tax/states';
import { parseEnv } from '@/lib/env';
import { taxDetails } from '@/content/tax';
import { launchChecklist } from '@/lib/launch-checklist';
import { billingDetails } from '@/lib/tax/billing';
import { billingErrors } from '@/lib/tax/billing-check';

/** Real-format GSTINs whose check characters are known (published examples). */
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '33AAACH7409R1Z8', '07AAGFF2194N1Z1'];
const haryana = `06AAACF1234K1Z${gstinCheckChar('06AAACF1234K1Z')}`;

describe('GSTIN', () => {
  it.each([...VALID, haryana, ' 27aapfu0939f1zv '])('%s is valid', (g) => {
    expect(isValidGstin(g)).toBe(true);
  });

  const wrongCheck = (g: string) => {
    const c = g[14] === 'A' ? 'B' : 'A';
    return g.slice(0, 14) + c;
  };
  it.each([
    ['empty', ''],
    ['14 characters', '27AAPFU0939F1Z'],
    ['16 characters', '27AAPFU0939F1ZVV'],
    ['wrong check character', wrongCheck(VALID[0]!)],
    ['wrong check character (2)', wrongCheck(VALID[1]!)],
    ['wrong check character (3)', wrongCheck(haryana)],
    ['two characters swapped', '27AAPFU0993F1ZV'],
    ['a PAN letter changed', '27AAPGU0939F1ZV'],
    ['state 00', `00AAPFU0939F1Z${gstinCheckChar('00AAPFU0939F1Z')}`],
    ['state 39 (none)', `39AAPFU0939F1Z${gstinCheckChar('39AAPFU0939F1Z')}`],
    ['state 96 (outside India)', `96AAPFU0939F1Z${gstinCheckChar('96AAPFU0939F1Z')}`],
    ['letters for the state', `AAAAPFU0939F1Z${gstinCheckChar('AAAAPFU0939F1Z')}`],
    ['digit in the PAN letters', `271APFU0939F1Z${gstinCheckChar('271APFU0939F1Z')}`],
    ['letter in the PAN digits', `27AAPFU09X9F1Z${gstinCheckChar('27AAPFU09X9F1Z')}`],
    ['digit as the PAN last letter', `27AAPFU093901Z${gstinCheckChar('27AAPFU093901Z')}`],
    ['entity number 0', `27AAPFU0939F0Z${gstinCheckChar('27AAPFU0939F0Z')}`],
    ['no Z in place 14', `27AAPFU0939F1Y${gstinCheckChar('27AAPFU0939F1Y')}`],
    ['a hyphen', '27-APFU0939F1ZV'],
    ['a symbol', '27AAPFU0939F1Z#'],
    ['lower-case check in a wrong one', '27aapfu0939f1zw'],
    ['a PAN alone', 'AAPFU0939F'],
    ['digits only', '123456789012345'],
    ['spaces only', '               '],
  ])('refuses %s', (_why, g) => {
    expect(isValidGstin(g)).toBe(false);
  });
});

describe("the buyer's GSTIN is of the billing state", () => {
  const env = {
    SCHOOL_GSTIN: haryana,
    SCHOOL_LEGAL_NAME: 'Test French School Pvt Ltd',
    SCHOOL_REGISTERED_ADDRESS: 'Plot 1, Sector 29, Gurugram, Haryana 122001',
  };
  const karnataka = '29AAGCB7383J1Z4';
  const other =
    'This GSTIN is from another state: its first two digits must be 06 (Haryana), the state you chose';
  it('refuses a valid GSTIN of another state, on the server and in the form, in one sentence', () => {
    const input = { billingAddress: '1 Mall Road', billingState: '06', billingGstin: karnataka };
    expect(billingDetails(input, env)).toEqual({
      ok: false,
      field: 'billingGstin',
      message: other,
    });
    expect(billingErrors(input)).toEqual({ billingGstin: { type: 'validation', message: other } });
  });
  it("accepts the state's own GSTIN (typed in lower case), and none at all", () => {
    const input = { billingAddress: '1 Mall Road', billingState: '29', billingGstin: karnataka };
    const lower = { ...input, billingGstin: ` ${karnataka.toLowerCase()} ` };
    expect(billingDetails(lower, env)).toMatchObject({
      ok: true,
      data: { billingGstin: karnataka },
    });
    expect(billingErrors(lower)).toEqual({});
    expect(billingDetails({ ...input, billingGstin: '' }, env)).toMatchObject({ ok: true });
    expect(billingErrors({ ...input, billingGstin: '' })).toEqual({});
  });
  it('asks for the state first when none is chosen (no second sentence on the GSTIN)', () => {
    const input = { billingAddress: '1 Mall Road', billingState: '', billingGstin: karnataka };
    expect(billingErrors(input)).toEqual({
      billingState: { type: 'validation', message: expect.any(String) },
    });
  });
});

describe('the tax in a price', () => {
  it('₹16,499 including 18% is ₹13,982.20 taxable and ₹2,516.80 tax', () => {
    const s = splitInclusive(16_499_00, 1800, true);
    expect(s.taxablePaise).toBe(13_982_20);
    expect(s.taxPaise).toBe(2_516_80);
    expect(s.cgstPaise).toBe(1_258_40);
    expect(s.sgstPaise).toBe(1_258_40);
    expect(s.igstPaise).toBe(0);
  });

  it('another state pays IGST, the whole tax', () => {
    const s = splitInclusive(16_499_00, 1800, false);
    expect(s).toMatchObject({ cgstPaise: 0, sgstPaise: 0, igstPaise: 2_516_80 });
  });

  it('an odd tax splits with the halves summing exactly', () => {
    const wrong: number[] = [];
    for (let p = 1; p < 200_000; p += 7) {
      const s = splitInclusive(p, 1800, true);
      const ok =
        s.taxablePaise + s.taxPaise === p &&
        s.cgstPaise + s.sgstPaise === s.taxPaise &&
        Math.abs(s.cgstPaise - s.sgstPaise) <= 1;
      if (!ok) wrong.push(p);
    }
    expect(wrong).toEqual([]);
    // ₹1.22 incl. 18%: taxable ₹1.03, tax 19 paise → 10 + 9.
    expect(splitInclusive(122, 1800, true)).toMatchObject({
      taxablePaise: 103,
      taxPaise: 19,
      cgstPaise: 10,
      sgstPaise: 9,
    });
  });

  it('a price before tax gets the tax on top', () => {
    expect(addTax(10_000_00, 1800, false)).toMatchObject({
      taxablePaise: 10_000_00,
      igstPaise: 1_800_00,
      totalPaise: 11_800_00,
    });
  });
});

describe('the financial year and the numbers', () => {
  it('31 March 23:59:59 IST is the year before; 1 April 00:00 IST the next', () => {
    expect(financialYearAt(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearAt(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearAt(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
  });

  it('numbers are at most 16 letters, digits, - and /; invoices and credit notes apart', () => {
    expect(documentNumber('invoice', 'FS', '2026-27', 1)).toBe('FS/26-27/00001');
    expect(documentNumber('credit_note', 'FS', '2026-27', 1)).toBe('FS-C/26-27/0001');
    for (const prefix of ['F', 'FS', 'GFS', 'A1B']) {
      for (const seq of [1, 99_999, 999_999]) {
        const n = documentNumber('invoice', prefix, '2099-00', seq);
        expect(n.length).toBeLessThanOrEqual(16);
        expect(n).toMatch(NUMBER_PATTERN);
      }
      const c = documentNumber('credit_note', prefix, '2026-27', 9999);
      expect(c.length).toBeLessThanOrEqual(16);
    }
    expect(() => documentNumber('invoice', 'GFS', '2026-27', 10_000_000)).toThrow();
  });
});

const school = {
  SCHOOL_GSTIN: haryana,
  SCHOOL_LEGAL_NAME: 'Test French School Pvt Ltd',
  SCHOOL_REGISTERED_ADDRESS: 'Plot 1, Sector 29, Gurugram, Haryana 122001',
};

describe('the school’s tax details', () => {
  it('content/ leaves them unset: not registered, nothing about GST', () => {
    expect(taxDetails.gstin).toBeNull();
    expect(taxConfig({})).toBeNull();
    expect(gstRegistered({})).toBe(false);
  });

  it('the environment registers the school; its GSTIN gives the state', () => {
    const c = taxConfig(school)!;
    expect(c).toMatchObject({ state: '06', sac: '999293', rateBp: 1800, seriesPrefix: 'FS' });
    expect(c.pricesIncludeGst).toBe(true);
  });

  it('an invalid GSTIN, or no legal name or address, is not registered', () => {
    expect(taxConfig({ ...school, SCHOOL_GSTIN: '06AAACF1234K1ZZ' })).toBeNull();
    expect(taxConfig({ ...school, SCHOOL_LEGAL_NAME: '' })).toBeNull();
    expect(taxConfig({ ...school, SCHOOL_REGISTERED_ADDRESS: ' ' })).toBeNull();
  });

  it('rate, SAC, prefix and inclusion follow the environment; bad values fall back', () => {
    const c = taxConfig({
      ...school,
      SCHOOL_GST_RATE: '12.5',
      SCHOOL_SAC: '999294',
      SCHOOL_INVOICE_PREFIX: 'gfs',
      SCHOOL_PRICES_INCLUDE_GST: '0',
    })!;
    expect(c).toMatchObject({ rateBp: 1250, sac: '999294', seriesPrefix: 'GFS' });
    expect(c.pricesIncludeGst).toBe(false);
    const bad = taxConfig({ ...school, SCHOOL_GST_RATE: 'x', SCHOOL_INVOICE_PREFIX: 'TOOLONG' })!;
    expect(bad).toMatchObject({ rateBp: 1800, seriesPrefix: 'FS' });
  });

  it('lib/env.ts knows each variable and refuses a GSTIN with a wrong check character', () => {
    for (const name of Object.values(taxEnv)) expect(name in parseEnv({})).toBe(false);
    expect(parseEnv(school).SCHOOL_GSTIN).toBe(haryana);
    expect(() => parseEnv({ SCHOOL_GSTIN: '06AAACF1234K1ZZ' })).toThrow(/SCHOOL_GSTIN/);
    expect(() => parseEnv({ SCHOOL_INVOICE_PREFIX: 'ABCD' })).toThrow(/SCHOOL_INVOICE_PREFIX/);
    expect(() => parseEnv({ SCHOOL_GST_RATE: '40' })).toThrow(/SCHOOL_GST_RATE/);
  });

  it('the states list has every code once, with Haryana 06 and Other Territory 97', () => {
    const codes = gstStates.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(stateLabel('06')).toBe('Haryana (06)');
    expect(stateLabel('97')).toBe('Other Territory (97)');
    expect(codes).toHaveLength(38);
  });
});

describe('the launch checklist', () => {
  const base = { SITE_URL: 'https://www.example.com' } as Parameters<typeof launchChecklist>[0];
  const gstLine = (source: Record<string, string | undefined>) =>
    launchChecklist(base, source).find((l) => l.includes('GST')) ?? null;

  it('names the GST details while they are unset or the GSTIN is invalid', () => {
    expect(gstLine({})).toMatch(/GSTIN, legalName, registeredAddress/);
    expect(gstLine({ ...school, SCHOOL_GSTIN: '06AAACF1234K1ZZ' })).toMatch(/\(GSTIN\)/);
  });

  it('says nothing of GST once the school is registered with prices including it', () => {
    expect(gstLine(school)).toBeNull();
    expect(gstLine({ ...school, SCHOOL_PRICES_INCLUDE_GST: '0' })).toMatch(/not supported/);
  });
});
