// The sales report's fixture with known answers (__tests__/admin/sales-report.test.ts), and reading its
// CSV back.
import { db } from '@/lib/db';

const ist = (s: string) => new Date(`${s}+05:30`);
let n = 0;

async function enrolment(data: {
  course: string;
  cohort: string;
  status?: string;
  couponCode?: string;
  couponDiscountPaise?: number;
  amountPaise?: number;
}) {
  n += 1;
  return db().enrolment.create({
    data: {
      reference: `FS-SALES${String(n).padStart(3, '0')}`,
      batch: 0,
      fullName: `Learner ${n}`,
      email: `learner${n}@example.com`,
      phone: '+91 9876543210',
      amountPaise: data.amountPaise ?? 1_649_900,
      mrpPaise: 3_500_000,
      quotedAt: ist('2027-02-01T10:00:00'),
      quoteExpiresAt: ist('2027-02-01T10:30:00'),
      status: data.status ?? 'paid',
      course: data.course,
      cohort: data.cohort,
      couponCode: data.couponCode ?? null,
      couponDiscountPaise: data.couponDiscountPaise ?? 0,
    },
  });
}

const pay = (
  enrolmentId: string,
  method: string,
  amountPaise: number,
  at: string,
  status = 'paid',
) =>
  db().payment.create({
    data: {
      enrolmentId,
      method,
      amountPaise,
      status,
      paidAt: status === 'paid' ? ist(at) : null,
      createdAt: ist(at),
    },
  });

type Doc = {
  kind?: 'invoice' | 'credit_note';
  number: string;
  at: string;
  enrolmentId: string;
  buyerName?: string;
  gstin?: string;
  state: string;
  total: number;
  taxable: number;
  cgst?: number;
  sgst?: number;
  igst?: number;
  invoiceId?: string;
};

let seq = 0;
const doc = (d: Doc) =>
  db().taxDocument.create({
    data: {
      kind: d.kind ?? 'invoice',
      number: d.number,
      series: d.kind ?? 'invoice',
      seq: ++seq,
      financialYear: '2026-27',
      issuedAt: ist(d.at),
      enrolmentId: d.enrolmentId,
      invoiceId: d.invoiceId ?? null,
      supplierName: 'French School Private Limited',
      supplierAddress: 'Gurugram, Haryana',
      supplierGstin: '06AABCF1234A1Z1',
      supplierState: '06',
      buyerName: d.buyerName ?? 'A learner',
      buyerAddress: 'Somewhere',
      buyerState: d.state,
      buyerGstin: d.gstin ?? null,
      placeOfSupply: d.state,
      sac: '999293',
      description: 'Commercial training and coaching',
      rateBp: 1800,
      taxablePaise: d.taxable,
      cgstPaise: d.cgst ?? 0,
      sgstPaise: d.sgst ?? 0,
      igstPaise: d.igst ?? 0,
      totalPaise: d.total,
    },
  });

/**
 * In the period 1 March to 30 April 2027: four payments (₹87,997), two refunds (₹25,000, one
 * partial), three courses, two coupons, four invoices and two credit notes; and outside it, or not
 * money received, rows that must not count.
 */
export async function seedSales() {
  const e1 = await enrolment({
    course: 'b1',
    cohort: '13',
    couponCode: 'SPRING20',
    couponDiscountPaise: 412_500,
  });
  const e2 = await enrolment({
    course: 'b2',
    cohort: '2027-04-06',
    couponCode: 'SPRING20',
    couponDiscountPaise: 875_000,
    amountPaise: 3_499_900,
  });
  const e3 = await enrolment({
    course: 'a2',
    cohort: '7',
    status: 'refunded',
    amountPaise: 2_000_000,
  });
  const e4 = await enrolment({
    course: 'b1',
    cohort: '13',
    couponCode: 'FLAT1000',
    couponDiscountPaise: 100_000,
  });
  const early = await enrolment({ course: 'b1', cohort: '12' });
  // Marked refunded before refunds had amounts: no Refund row.
  await enrolment({ course: 'a1', cohort: '3', status: 'refunded' });

  await pay(e1.id, 'razorpay', 1_649_900, '2027-03-31T23:59:59');
  await pay(e2.id, 'upi_transfer', 3_499_900, '2027-04-01T00:00:00');
  await pay(e3.id, 'razorpay', 2_000_000, '2027-04-15T10:00:00');
  await pay(e4.id, 'razorpay', 1_649_900, '2027-03-10T12:00:00');
  await pay(e4.id, 'upi_transfer', 1_649_900, '2027-03-09T12:00:00', 'awaiting_confirmation');
  await pay(e2.id, 'razorpay', 3_499_900, '2027-03-30T12:00:00', 'failed');
  await pay(early.id, 'razorpay', 1_649_900, '2027-02-28T23:59:59');

  await db().refund.create({
    data: {
      enrolmentId: e1.id,
      amountPaise: 500_000,
      reason: 'partial',
      createdAt: ist('2027-04-02T09:00:00'),
    },
  });
  await db().refund.create({
    data: {
      enrolmentId: e3.id,
      amountPaise: 2_000_000,
      reason: 'full',
      createdAt: ist('2027-04-20T09:00:00'),
    },
  });
  await db().refund.create({
    data: {
      enrolmentId: early.id,
      amountPaise: 100_000,
      reason: 'later',
      createdAt: ist('2027-05-01T00:00:00'),
    },
  });

  const inv1 = await doc({
    number: 'FS/26-27/000001',
    at: '2027-03-31T23:59:59',
    enrolmentId: e1.id,
    state: '06',
    total: 1_649_900,
    taxable: 1_398_220,
    cgst: 125_840,
    sgst: 125_840,
  });
  await doc({
    number: 'FS/27-28/000001',
    at: '2027-04-01T00:00:00',
    enrolmentId: e2.id,
    state: '27',
    total: 3_499_900,
    taxable: 2_966_017,
    igst: 533_883,
  });
  const inv3 = await doc({
    number: 'FS/27-28/000002',
    at: '2027-04-15T10:00:00',
    enrolmentId: e3.id,
    buyerName: 'Acme Learning Pvt Ltd',
    gstin: '27AAPFU0939F1ZV',
    state: '27',
    total: 2_000_000,
    taxable: 1_694_915,
    igst: 305_085,
  });
  await doc({
    number: 'FS/26-27/000002',
    at: '2027-03-10T12:00:00',
    enrolmentId: e4.id,
    buyerName: '=HYPERLINK("http://evil.example","Click")',
    gstin: '06AAACA1234A1Z5',
    state: '06',
    total: 1_649_900,
    taxable: 1_398_220,
    cgst: 125_840,
    sgst: 125_840,
  });
  await doc({
    number: 'FS/26-27/000000',
    at: '2027-02-28T23:59:59',
    enrolmentId: early.id,
    state: '06',
    total: 1_649_900,
    taxable: 1_398_220,
    cgst: 125_840,
    sgst: 125_840,
  });
  await doc({
    kind: 'credit_note',
    number: 'FS/CN/27-28/1',
    at: '2027-04-02T09:00:00',
    enrolmentId: e1.id,
    invoiceId: inv1.id,
    state: '06',
    total: 500_000,
    taxable: 423_729,
    cgst: 38_136,
    sgst: 38_135,
  });
  await doc({
    kind: 'credit_note',
    number: 'FS/CN/27-28/2',
    at: '2027-04-20T09:00:00',
    enrolmentId: e3.id,
    invoiceId: inv3.id,
    gstin: '27AAPFU0939F1ZV',
    state: '27',
    total: 2_000_000,
    taxable: 1_694_915,
    igst: 305_085,
  });
}

/** RFC 4180 rows of a CSV (its BOM dropped). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && s[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  return rows;
}

/** Every cell of a CSV, as a spreadsheet would read it. */
export const cells = (text: string) => parseCsv(text).flat();

/** The HTML a server component renders to, or 'threw <digest>'. */
export async function renderPage(f: () => Promise<unknown>): Promise<string> {
  let tree: unknown;
  try {
    tree = await f();
  } catch (e) {
    return `threw ${String((e as { digest?: string }).digest ?? e)}`;
  }
  const { renderToStaticMarkup } = await import('react-dom/server');
  return renderToStaticMarkup(tree as React.ReactElement).replace(/<!-- -->/g, '');
}
