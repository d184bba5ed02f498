/** @jest-environment node */
// The tax invoice and the credit note as PDFs (issue 50), read back with pdf.js
// (./support/pdf-text.ts): the Rule 46 fields, the ₹ sign of the embedded font, the CGST + SGST or
// IGST lines, totals that add up and the total in words.
import { taxDocumentFileName, taxDocumentPdf, type TaxDocumentData } from '@/lib/pdf/tax-invoice';
import { splitInclusive } from '@/lib/tax/split';
import { pdfText } from '@/__tests__/support/pdf-text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

const within = splitInclusive(16_499_00, 1800, true);
const invoice: TaxDocumentData = {
  kind: 'invoice',
  number: 'FS/26-27/00007',
  issuedAt: new Date('2026-12-02T06:00:00Z'),
  supplierName: 'Test French School Pvt Ltd',
  supplierAddress: 'Plot 1, Sector 29, Gurugram, Haryana 122001',
  supplierGstin: '06AAACF1234K1ZY',
  supplierState: '06',
  buyerName: 'Meera Nair',
  buyerAddress: '12 Golf Course Road, Gurugram 122002',
  buyerState: '06',
  buyerGstin: null,
  placeOfSupply: '06',
  sac: '999293',
  description: 'Commercial training and coaching: French language course (B1, Cohort 13)',
  rateBp: 1800,
  listPaise: 18_999_00,
  discountPaise: 2_500_00,
  taxablePaise: within.taxablePaise,
  cgstPaise: within.cgstPaise,
  sgstPaise: within.sgstPaise,
  igstPaise: 0,
  totalPaise: 16_499_00,
  reference: 'FS-7K3M9QX2',
};

describe('the tax invoice PDF', () => {
  let text: string;
  beforeAll(async () => {
    text = flat(pdfText(await taxDocumentPdf(invoice)));
  });

  it('names the supplier, its GSTIN, the number and the date', () => {
    for (const s of [
      'Tax invoice',
      'Test French School Pvt Ltd',
      'GSTIN 06AAACF1234K1ZY',
      'Plot 1, Sector 29, Gurugram, Haryana 122001',
      'FS/26-27/00007',
      '2 Dec 2026',
      'FS-7K3M9QX2',
    ]) {
      expect(text).toContain(s);
    }
  });

  it('names the recipient, the state and the place of supply with its code', () => {
    expect(text).toContain('Meera Nair');
    expect(text).toContain('12 Golf Course Road, Gurugram 122002');
    expect(text).toMatch(/Place of supply Haryana \(06\)/);
  });

  it('gives SAC, taxable value, CGST and SGST at 9% each, the total in ₹ and in words', () => {
    expect(text).toContain('SAC 999293');
    expect(text).toContain('List price ₹18,999');
    expect(text).toContain('Discount - ₹2,500');
    expect(text).toContain('Taxable value ₹13,982.20');
    expect(text).toContain('CGST at 9% ₹1,258.40');
    expect(text).toContain('SGST at 9% ₹1,258.40');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Total ₹16,499');
    expect(text).toContain('Rupees Sixteen Thousand Four Hundred Ninety-Nine Only');
  });

  it('is named for download without slashes', () => {
    expect(taxDocumentFileName(invoice)).toMatch(/-Tax-invoice-FS-26-27-00007\.pdf$/);
  });
});

describe('the credit note PDF', () => {
  it('refers to its invoice and gives IGST between states, with the buyer’s GSTIN', async () => {
    const half = splitInclusive(8_249_50, 1800, false);
    const text = flat(
      pdfText(
        await taxDocumentPdf({
          ...invoice,
          kind: 'credit_note',
          number: 'FS-C/26-27/0001',
          issuedAt: new Date('2026-12-05T06:00:00Z'),
          buyerState: '29',
          placeOfSupply: '29',
          buyerGstin: '29AAGCB7383J1Z4',
          listPaise: 8_249_50,
          discountPaise: 0,
          taxablePaise: half.taxablePaise,
          cgstPaise: 0,
          sgstPaise: 0,
          igstPaise: half.igstPaise,
          totalPaise: 8_249_50,
          invoice: { number: 'FS/26-27/00007', issuedAt: new Date('2026-12-02T06:00:00Z') },
        }),
      ),
    );
    expect(text).toContain('Credit note');
    expect(text).toContain('FS-C/26-27/0001');
    expect(text).toContain('Against tax invoice FS/26-27/00007 of 2 Dec 2026');
    expect(text).toContain('GSTIN 29AAGCB7383J1Z4');
    expect(text).toContain('Place of supply Karnataka (29)');
    expect(half.igstPaise).toBe(1_258_40);
    expect(text).toContain('Taxable value ₹6,991.10');
    expect(text).toContain('IGST at 18% ₹1,258.40');
    expect(text).not.toMatch(/CGST|SGST/);
    expect(text).toContain('Total credited ₹8,249.50');
    expect(text).toContain('Rupees Eight Thousand Two Hundred Forty-Nine and Fifty Paise Only');
    expect(half.taxablePaise + half.igstPaise).toBe(8_249_50);
  });
});
