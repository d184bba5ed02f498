/**
 * GST tax invoices and credit notes on SQLite and PostgreSQL (issue 50): an invoice at the moment a
 * payment is recorded, numbered in a series per financial year with no gap and no duplicate
 * (fifty concurrent payments from two instances), CGST + SGST or IGST by the buyer's state;
 * refunds whole and partial with their credit notes; nothing at all while the school is not
 * registered.
 */
import { createDb, db, type Db } from '@/lib/db';
import { markPaid, markPaidTx } from '@/lib/payments/mark-paid';
import { refundEnrolment } from '@/lib/admin/refunds';
import { erasePerson } from '@/lib/admin/erase';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { publishB1 } from '@/__tests__/support/cohorts';
import { gstinCheckChar } from '@/lib/tax/gstin';
import { SERIES_TX, withSeriesRetry } from '@/lib/tax/series';
import { processOutbox, stopOutboxWorker } from '@/lib/mail/outbox';
import type { Mail } from '@/lib/mail/transport';
import { pdfText } from '@/__tests__/support/pdf-text';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';

const GSTIN = `06AAACF1234K1Z${gstinCheckChar('06AAACF1234K1Z')}`;
export const registered = {
  SCHOOL_GSTIN: GSTIN,
  SCHOOL_LEGAL_NAME: 'Test French School Pvt Ltd',
  SCHOOL_REGISTERED_ADDRESS: 'Plot 1, Sector 29, Gurugram, Haryana 122001',
  SCHOOL_INVOICE_PREFIX: undefined,
};
const unregistered = {
  SCHOOL_GSTIN: undefined,
  SCHOOL_LEGAL_NAME: undefined,
  SCHOOL_REGISTERED_ADDRESS: undefined,
};
const staff = { id: 'staff-1', name: 'Asha (staff)' };

let n = 0;
/** An enrolment with an unpaid payment (a reported transfer), its quote still held. */
async function unpaid(
  client: Db,
  o: {
    amount?: number;
    mrp?: number;
    state?: string | null;
    gstin?: string | null;
    extra?: Record<string, unknown>;
  } = {},
) {
  n += 1;
  const amount = o.amount ?? 16_499_00;
  const e = await client.enrolment.create({
    data: {
      reference: `FS-TAX${String(n).padStart(4, '0')}`,
      course: 'b1',
      cohort: '13',
      batch: 0,
      fullName: `Learner ${n}`,
      email: `learner${n}@example.com`,
      phone: '+91 9876543210',
      amountPaise: amount,
      mrpPaise: o.mrp ?? amount,
      quotedAt: new Date(),
      quoteExpiresAt: new Date(Date.now() + 3_600_000),
      billingAddress: o.state === null ? null : '12 MG Road, Bengaluru 560001',
      billingState: o.state === undefined ? '06' : o.state,
      billingGstin: o.gstin ?? null,
      ...o.extra,
    },
  });
  const p = await client.payment.create({
    data: {
      enrolmentId: e.id,
      method: 'upi_transfer',
      providerPaymentId: `UTR${String(n).padStart(9, '0')}`,
      amountPaise: amount,
      status: 'awaiting_confirmation',
    },
  });
  return { enrolment: e, paymentId: p.id };
}

const invoicesOf = (enrolmentId: string) =>
  db().taxDocument.findMany({ where: { enrolmentId }, orderBy: { seq: 'asc' } });

describe.each(backends)('tax documents on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
      ...registered,
    });
  });
  afterAll(async () => {
    await stopOutboxWorker();
    setEnv(unregistered);
    await useDatabase('file:/nonexistent/none.db');
    await database.drop();
  });
  beforeEach(async () => {
    setEnv(registered);
    await db().taxDocument.deleteMany({ where: { kind: 'credit_note' } });
    await db().taxDocument.deleteMany();
    await db().taxSeries.deleteMany();
  });

  it('not registered: a payment is recorded as today, with no invoice and no series', async () => {
    setEnv(unregistered);
    const { enrolment, paymentId } = await unpaid(db());
    expect((await markPaid({ paymentRowId: paymentId }, 'staff')).status).toBe('paid');
    expect(await db().taxDocument.count()).toBe(0);
    expect(await db().taxSeries.count()).toBe(0);
    const r = await refundEnrolment(enrolment.reference, '', 'Could not attend', staff);
    expect(r).toMatchObject({ full: true, creditNote: null });
  });

  it('an invoice within Haryana: CGST + SGST halves, every party and figure copied', async () => {
    const { enrolment, paymentId } = await unpaid(db(), { mrp: 18_999_00 });
    const at = new Date('2026-12-02T06:00:00Z');
    await markPaid({ paymentRowId: paymentId }, 'staff', at);
    const [inv] = await invoicesOf(enrolment.id);
    expect(inv).toMatchObject({
      kind: 'invoice',
      number: 'FS/26-27/00001',
      financialYear: '2026-27',
      seq: 1,
      paymentId,
      supplierGstin: GSTIN,
      supplierState: '06',
      supplierName: 'Test French School Pvt Ltd',
      buyerName: enrolment.fullName,
      buyerState: '06',
      placeOfSupply: '06',
      sac: '999293',
      rateBp: 1800,
      listPaise: 18_999_00,
      discountPaise: 2_500_00,
      taxablePaise: 13_982_20,
      cgstPaise: 1_258_40,
      sgstPaise: 1_258_40,
      igstPaise: 0,
      totalPaise: 16_499_00,
    });
    expect(inv!.issuedAt.toISOString()).toBe(at.toISOString());
    expect(inv!.description).toMatch(/French B1.*Cohort 13.*Discount: early enrolment ₹2,500$/);
    // A later change of the school's details leaves the issued invoice as it was.
    setEnv({ ...registered, SCHOOL_LEGAL_NAME: 'Renamed School' });
    expect((await invoicesOf(enrolment.id))[0]!.supplierName).toBe('Test French School Pvt Ltd');
  });

  it('the invoice names the discount’s parts: early enrolment, coupon and referral', async () => {
    const { enrolment, paymentId } = await unpaid(db(), {
      amount: 12_699_00,
      mrp: 18_999_00,
      extra: { couponCode: 'SAVE20', couponDiscountPaise: 3_300_00, referralDiscountPaise: 500_00 },
    });
    await markPaid({ paymentRowId: paymentId }, 'staff');
    const [inv] = await invoicesOf(enrolment.id);
    expect(inv!.discountPaise).toBe(6_300_00);
    expect(inv!.description).toMatch(
      /Discount: early enrolment ₹2,500; coupon SAVE20 ₹3,300; referral ₹500$/,
    );
  });

  it('another state is IGST, with the company’s GSTIN; the series goes on', async () => {
    const buyer = `29AAGCB7383J1Z4`;
    const a = await unpaid(db(), { state: '29', gstin: buyer });
    const b = await unpaid(db(), { state: null });
    await markPaid({ paymentRowId: a.paymentId }, 'staff', new Date('2026-12-02T06:00:00Z'));
    await markPaid({ paymentRowId: b.paymentId }, 'staff', new Date('2026-12-02T07:00:00Z'));
    const [ia] = await invoicesOf(a.enrolment.id);
    const [ib] = await invoicesOf(b.enrolment.id);
    expect(ia).toMatchObject({
      seq: 1,
      buyerGstin: buyer,
      placeOfSupply: '29',
      igstPaise: 2_516_80,
      cgstPaise: 0,
    });
    // No state given (enrolled before the school registered): the school's own state.
    expect(ib).toMatchObject({
      seq: 2,
      number: 'FS/26-27/00002',
      placeOfSupply: '06',
      cgstPaise: 1_258_40,
    });
  });

  it('the series starts again on 1 April India time: 31 March 23:59:59 IST is the year before', async () => {
    const a = await unpaid(db());
    const b = await unpaid(db());
    const c = await unpaid(db());
    await markPaid({ paymentRowId: a.paymentId }, 'staff', new Date('2027-03-31T18:29:58Z'));
    await markPaid({ paymentRowId: b.paymentId }, 'staff', new Date('2027-03-31T18:29:59Z'));
    await markPaid({ paymentRowId: c.paymentId }, 'staff', new Date('2027-03-31T18:30:00Z'));
    const numbers = (await db().taxDocument.findMany({ orderBy: { issuedAt: 'asc' } })).map(
      (d) => d.number,
    );
    expect(numbers).toEqual(['FS/26-27/00001', 'FS/26-27/00002', 'FS/27-28/00001']);
  });

  it('a rolled-back payment leaves no gap in the series', async () => {
    const a = await unpaid(db());
    const b = await unpaid(db());
    await expect(
      db().$transaction(async (tx) => {
        await markPaidTx(tx, { paymentRowId: a.paymentId }, 'staff');
        throw new Error('the request failed after the invoice');
      }),
    ).rejects.toThrow('the request failed');
    await markPaid({ paymentRowId: b.paymentId }, 'staff');
    const docs = await db().taxDocument.findMany();
    expect(docs.map((d) => d.seq)).toEqual([1]);
    expect(docs[0]!.paymentId).toBe(b.paymentId);
  });

  it('fifty concurrent payments from two instances take fifty consecutive numbers', async () => {
    const one = createDb(database.url);
    const two = createDb(database.url);
    try {
      const rows = [];
      for (let i = 0; i < 50; i++) rows.push(await unpaid(db()));
      const results = await Promise.all(
        rows.map((r, i) => {
          const client = i % 2 ? one : two;
          return withSeriesRetry(() =>
            client.$transaction(
              (tx) => markPaidTx(tx, { paymentRowId: r.paymentId }, 'webhook'),
              SERIES_TX,
            ),
          );
        }),
      );
      expect(results.every((r) => r.status === 'paid')).toBe(true);
      const docs = await db().taxDocument.findMany({ where: { kind: 'invoice' } });
      expect(docs.map((d) => d.seq).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
      expect(new Set(docs.map((d) => d.number)).size).toBe(50);
      expect(new Set(docs.map((d) => d.paymentId)).size).toBe(50);
      expect((await db().taxSeries.findFirstOrThrow()).last).toBe(50);
    } finally {
      await one.$disconnect();
      await two.$disconnect();
    }
  }, 60_000);

  it('a partial refund keeps it paid with a credit note; the rest refunds it with another', async () => {
    const { enrolment, paymentId } = await unpaid(db(), { state: '07' });
    await markPaid({ paymentRowId: paymentId }, 'staff', new Date('2026-12-02T06:00:00Z'));
    const half = await refundEnrolment(
      enrolment.reference,
      '8,249.50',
      'Moved to a later batch',
      staff,
      new Date('2026-12-03T06:00:00Z'),
    );
    expect(half).toMatchObject({ full: false, creditNote: 'FS-C/26-27/0001' });
    let e = await db().enrolment.findUniqueOrThrow({ where: { id: enrolment.id } });
    expect(e).toMatchObject({ status: 'paid', refundedPaise: 8_249_50 });
    await expect(
      refundEnrolment(enrolment.reference, '8249.51', 'Too much', staff),
    ).rejects.toThrow('That is more than was paid and not yet refunded');
    await expect(refundEnrolment(enrolment.reference, 'half', 'x', staff)).rejects.toThrow(
      'Enter the amount to refund in rupees',
    );
    const rest = await refundEnrolment(
      enrolment.reference,
      '',
      'Could not attend',
      staff,
      new Date('2026-12-04T06:00:00Z'),
    );
    expect(rest).toMatchObject({ full: true, creditNote: 'FS-C/26-27/0002' });
    e = await db().enrolment.findUniqueOrThrow({ where: { id: enrolment.id } });
    expect(e).toMatchObject({ status: 'refunded', refundedPaise: 16_499_00 });
    const [invoice, ...notes] = await db().taxDocument.findMany({
      where: { enrolmentId: enrolment.id },
      orderBy: [{ kind: 'desc' }, { seq: 'asc' }],
    });
    expect(invoice!.kind).toBe('invoice');
    expect(notes).toHaveLength(2);
    for (const c of notes) {
      expect(c).toMatchObject({
        kind: 'credit_note',
        invoiceId: invoice!.id,
        placeOfSupply: '07',
        cgstPaise: 0,
      });
      expect(c.taxablePaise + c.igstPaise).toBe(c.totalPaise);
    }
    expect(notes.map((c) => c.totalPaise)).toEqual([8_249_50, 8_249_50]);
    // Together the credit notes undo the invoice exactly.
    expect(notes[0]!.taxablePaise + notes[1]!.taxablePaise).toBe(invoice!.taxablePaise);
    expect(await db().refund.count({ where: { enrolmentId: enrolment.id } })).toBe(2);
    const history = await db().enrolmentEvent.findMany({
      where: { enrolmentId: enrolment.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(history.at(-1)!.note).toMatch(/credit note FS-C\/26-27\/0002/);
    // The invoice is as it was issued.
    expect(await db().taxDocument.findUniqueOrThrow({ where: { id: invoice!.id } })).toEqual(
      invoice,
    );
    await expect(refundEnrolment(enrolment.reference, '1', 'Again', staff)).rejects.toThrow(
      'Only a paid enrolment can be refunded',
    );
  });

  it('two refunds at once of the whole rest: one is recorded, the other refused', async () => {
    const { enrolment, paymentId } = await unpaid(db());
    await markPaid({ paymentRowId: paymentId }, 'staff');
    const both = await Promise.allSettled([
      refundEnrolment(enrolment.reference, '', 'One', staff),
      refundEnrolment(enrolment.reference, '', 'Two', staff),
    ]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await db().refund.count({ where: { enrolmentId: enrolment.id } })).toBe(1);
    expect(await db().taxDocument.count({ where: { kind: 'credit_note' } })).toBe(1);
  });

  it('erasing the buyer keeps the issued invoice and credit note as issued', async () => {
    const { enrolment, paymentId } = await unpaid(db(), { state: '29', gstin: '29AAGCB7383J1Z4' });
    await markPaid({ paymentRowId: paymentId }, 'staff');
    await refundEnrolment(enrolment.reference, '100', 'Goodwill', staff);
    const before = await invoicesOf(enrolment.id);
    expect(before).toHaveLength(2);
    await erasePerson({ email: enrolment.email }, staff);
    const e = await db().enrolment.findUniqueOrThrow({ where: { id: enrolment.id } });
    expect(e).toMatchObject({ fullName: '[erased]', billingAddress: null, billingGstin: null });
    expect(await invoicesOf(enrolment.id)).toEqual(before);
    expect(before[0]).toMatchObject({
      buyerName: enrolment.fullName,
      buyerGstin: '29AAGCB7383J1Z4',
    });
  });

  it('the receipt e-mail carries the tax invoice PDF, and says so', async () => {
    setEnv({
      ...registered,
      SMTP_URL: 'smtp://127.0.0.1:9',
      LEADS_NOTIFY_TO: 'office@example.com',
    });
    try {
      await stopOutboxWorker();
      await db().outbox.deleteMany();
      const { enrolment, paymentId } = await unpaid(db());
      // In a transaction of its own, so no worker is started to send it meanwhile.
      await db().$transaction((tx) =>
        markPaidTx(tx, { paymentRowId: paymentId }, 'staff', new Date('2026-12-02T06:00:00Z')),
      );
      const sent: Mail[] = [];
      await processOutbox({ send: async (m) => void sent.push(m) });
      const mail = sent.find((m) => [m.to].flat().includes(enrolment.email))!;
      const [number] = (await invoicesOf(enrolment.id)).map((d) => d.number);
      expect(mail.text).toContain(`Your receipt and tax invoice ${number} are attached`);
      const files = mail.attachments!.map((a) => a.filename);
      expect(files.some((f) => /Tax-invoice-FS-26-27-\d{5}\.pdf$/.test(f))).toBe(true);
      const pdf = mail.attachments!.find((a) => /Tax-invoice/.test(a.filename))!;
      const text = pdfText(pdf.content as Buffer).replace(/\s+/g, ' ');
      expect(text).toContain(`GSTIN ${GSTIN}`);
      expect(text).toContain('Total ₹16,499');
    } finally {
      await stopOutboxWorker();
      setEnv({ ...registered, SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    }
  });

  it('checkout asks the billing details only while registered, and checks state and GSTIN', async () => {
    await publishB1(db());
    const meta = { ipHash: 'tax-ip', userAgent: 'jest', salt: 'salt' };
    const details = (email: string, extra: Record<string, string> = {}) => ({
      fullName: 'Asha Verma',
      email,
      phone: '+91 9876543210',
      consent: true as const,
      course: 'b1',
      batch: 1,
      ...extra,
    });
    const refused = (extra: Record<string, string>) =>
      startEnrolment(details(`a${Math.random()}@example.com`, extra), meta);
    await expect(refused({})).rejects.toMatchObject({
      field: 'billingAddress',
      message: 'Enter your billing address for the tax invoice',
    });
    await expect(
      refused({ billingAddress: '1 Mall Road', billingState: '25' }),
    ).rejects.toMatchObject({
      field: 'billingState',
    });
    await expect(
      refused({
        billingAddress: '1 Mall Road',
        billingState: '09',
        billingGstin: '09AAACF1234K1ZZ',
      }),
    ).rejects.toMatchObject({
      field: 'billingGstin',
      message: 'This is not a valid GSTIN: check its 15 characters',
    });
    const company = `29AAGCB7383J1Z4`;
    const { reference } = await startEnrolment(
      details('asha.tax@example.com', {
        billingAddress: ' 1 Mall Road, Bengaluru ',
        billingState: '29',
        billingGstin: company.toLowerCase(),
      }),
      meta,
    );
    expect(await db().enrolment.findUniqueOrThrow({ where: { reference } })).toMatchObject({
      billingAddress: '1 Mall Road, Bengaluru',
      billingState: '29',
      billingGstin: company,
    });
    // Not registered: nothing asked, nothing stored.
    setEnv(unregistered);
    const plain = await startEnrolment(
      details('asha.plain@example.com', { billingAddress: 'x' }),
      meta,
    );
    expect(
      await db().enrolment.findUniqueOrThrow({ where: { reference: plain.reference } }),
    ).toMatchObject({
      billingAddress: null,
      billingState: null,
    });
  });
});
