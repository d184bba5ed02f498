// The GST summary a GSTR-1 needs (pure), from the tax documents of a period: B2C invoices by place
// of supply, B2B invoices one line each, and the credit notes. Amounts in paise.
import { indiaDayOf } from '@/lib/dates';

export type TaxDocRow = {
  kind: string;
  number: string;
  issuedAt: Date;
  buyerName: string;
  buyerGstin: string | null;
  placeOfSupply: string;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** A credit note's invoice number. */
  invoiceNumber: string | null;
};

export type Amounts = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
};

export type B2cLine = Amounts & { placeOfSupply: string; invoices: number };
export type DocLine = Amounts & {
  number: string;
  /** India day. */
  day: string;
  gstin: string | null;
  buyerName: string;
  placeOfSupply: string;
  invoiceNumber: string | null;
};

export type GstSummary = {
  b2c: { lines: B2cLine[]; total: B2cLine };
  b2b: { lines: DocLine[]; total: Amounts };
  creditNotes: { lines: DocLine[]; total: Amounts };
};

const zero = (): Amounts => ({
  taxablePaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  totalPaise: 0,
});

function add(to: Amounts, d: Amounts) {
  to.taxablePaise += d.taxablePaise;
  to.cgstPaise += d.cgstPaise;
  to.sgstPaise += d.sgstPaise;
  to.igstPaise += d.igstPaise;
  to.totalPaise += d.totalPaise;
}

const docLine = (d: TaxDocRow): DocLine => ({
  number: d.number,
  day: indiaDayOf(d.issuedAt),
  gstin: d.buyerGstin,
  buyerName: d.buyerName,
  placeOfSupply: d.placeOfSupply,
  invoiceNumber: d.invoiceNumber,
  taxablePaise: d.taxablePaise,
  cgstPaise: d.cgstPaise,
  sgstPaise: d.sgstPaise,
  igstPaise: d.igstPaise,
  totalPaise: d.totalPaise,
});

const byDate = (a: DocLine, b: DocLine) =>
  a.day < b.day ? -1 : a.day > b.day ? 1 : a.number < b.number ? -1 : 1;

/** The summary of the documents given (already those of the period). */
export function gstSummary(docs: TaxDocRow[]): GstSummary {
  const states = new Map<string, B2cLine>();
  const b2cTotal: B2cLine = { placeOfSupply: '', invoices: 0, ...zero() };
  const b2b: DocLine[] = [];
  const b2bTotal = zero();
  const notes: DocLine[] = [];
  const notesTotal = zero();
  for (const d of docs) {
    if (d.kind === 'credit_note') {
      notes.push(docLine(d));
      add(notesTotal, d);
    } else if (d.buyerGstin) {
      b2b.push(docLine(d));
      add(b2bTotal, d);
    } else {
      let line = states.get(d.placeOfSupply);
      if (!line) {
        line = { placeOfSupply: d.placeOfSupply, invoices: 0, ...zero() };
        states.set(d.placeOfSupply, line);
      }
      for (const l of [line, b2cTotal]) {
        l.invoices += 1;
        add(l, d);
      }
    }
  }
  return {
    b2c: {
      lines: [...states.values()].sort((a, b) => (a.placeOfSupply < b.placeOfSupply ? -1 : 1)),
      total: b2cTotal,
    },
    b2b: { lines: b2b.sort(byDate), total: b2bTotal },
    creditNotes: { lines: notes.sort(byDate), total: notesTotal },
  };
}
