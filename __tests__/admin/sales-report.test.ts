/**
 * Issue 50, the sales report (/admin/sales and its CSV): a fixture with known answers (payments
 * either side of the financial year's turn at midnight on 31 March in India, partial and full
 * refunds, coupons, B2C invoices within and outside the school's state, B2B invoices to a GSTIN,
 * credit notes) gives exact sums on SQLite and PostgreSQL; the CSV's totals equal the invoices';
 * cells are formula-safe; only admins get it.
 */
import { GET as salesGET } from '@/app/api/admin/sales/route';
import SalesPage from '@/app/(staff)/admin/sales/page';
import { csvRupees } from '@/lib/admin/sales/csv';
import { moneyTables } from '@/lib/admin/sales/aggregate';
import { parsePeriod, presetDays, type Period } from '@/lib/admin/sales/period';
import { salesReport } from '@/lib/admin/sales/report';
import { db } from '@/lib/db';
import { financialYearDays, financialYearOf, indiaDayOf, indiaDayStart } from '@/lib/dates';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { userWithSession } from '@/__tests__/support/auth';
import { cells, parseCsv, renderPage, seedSales } from '@/__tests__/support/sales';

const request: { cookie?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}),
}));
jest.mock('@/lib/request-time', () => ({ requestTime: async () => Date.now() }));
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

const ist = (s: string) => new Date(`${s}+05:30`);

describe('India days and the financial year', () => {
  it('turns the year at midnight on 31 March in India, not in UTC', () => {
    expect(indiaDayOf(ist('2027-03-31T23:59:59'))).toBe('2027-03-31');
    expect(indiaDayOf(ist('2027-04-01T00:00:00'))).toBe('2027-04-01');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
    expect(financialYearDays('2026-27')).toEqual(['2026-04-01', '2027-03-31']);
    expect(indiaDayStart('2027-04-01').toISOString()).toBe('2027-03-31T18:30:00.000Z');
  });

  it('reads presets and days from the URL, refusing bad ones with a sentence', () => {
    const now = ist('2027-04-10T12:00:00').getTime();
    expect(presetDays('this-month', '2027-02-10')).toEqual(['2027-02-01', '2027-02-28']);
    expect(presetDays('last-month', '2027-01-10')).toEqual(['2026-12-01', '2026-12-31']);
    expect(presetDays('this-fy', '2027-03-31')).toEqual(['2026-04-01', '2027-03-31']);
    expect(presetDays('last-fy', '2027-04-01')).toEqual(['2026-04-01', '2027-03-31']);
    expect(parsePeriod({}, now)).toEqual({
      from: '2027-04-01',
      to: '2027-04-30',
      grouping: 'day',
      error: null,
    });
    expect(parsePeriod({ preset: 'last-fy', group: 'fy' }, now)).toMatchObject({
      from: '2026-04-01',
      to: '2027-03-31',
      grouping: 'fy',
    });
    expect(parsePeriod({ from: '2027-02-30', to: '2027-03-01' }, now).error).toMatch(/real date/);
    expect(parsePeriod({ from: '2027-03-02', to: '2027-03-01' }, now).error).toMatch(/after/);
    expect(parsePeriod({ from: '2000-01-01', to: '2027-03-01' }, now).error).toMatch(/ten years/);
    expect(parsePeriod({ from: '2027-03-01', to: '2027-03-01', group: 'x' }, now)).toEqual({
      from: '2027-03-01',
      to: '2027-03-01',
      grouping: 'day',
      error: null,
    });
  });

  it('writes rupees for the CSV with two decimals, below zero in brackets', () => {
    expect(csvRupees(1398220)).toBe('13982.20');
    expect(csvRupees(5)).toBe('0.05');
    expect(csvRupees(-50000)).toBe('(500.00)');
  });

  it('counts a coupon’s discount once per enrolment however many payments it has', () => {
    const row = {
      enrolmentId: 'e1',
      at: ist('2027-03-01T10:00:00'),
      amountPaise: 100,
      method: 'razorpay',
      course: 'b1',
      cohort: '13',
      cohortNumber: null,
      couponCode: 'X',
      couponDiscountPaise: 30,
    };
    const t = moneyTables([row, { ...row, method: 'upi_transfer' }], [], 'day');
    expect(t.coupons.total).toMatchObject({ payments: 2, receivedPaise: 200, discountPaise: 30 });
  });
});

describe.each(backends)('the GST section before any tax document on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SCHOOL_GSTIN: undefined,
      SCHOOL_LEGAL_NAME: undefined,
      SCHOOL_REGISTERED_ADDRESS: undefined,
    });
  });
  afterAll(async () => {
    setEnv({
      SCHOOL_GSTIN: undefined,
      SCHOOL_LEGAL_NAME: undefined,
      SCHOOL_REGISTERED_ADDRESS: undefined,
    });
    await useDatabase('file:/nonexistent/unused.db');
    await database.drop();
  });

  it('is left out until the school is GST registered, then shown with nothing issued', async () => {
    const period: Period = { from: '2027-03-01', to: '2027-04-30', grouping: 'day', error: null };
    expect((await salesReport(period)).gst).toBeNull();
    setEnv({ SCHOOL_GSTIN: '27AAPFU0939F1ZV' }); // a GSTIN alone does not register the school
    expect((await salesReport(period)).gst).toBeNull();
    setEnv({
      SCHOOL_LEGAL_NAME: 'French School Pvt Ltd',
      SCHOOL_REGISTERED_ADDRESS: '12 MG Road, Pune 411001',
    });
    const { gst } = await salesReport(period);
    expect(gst?.b2c.lines).toEqual([]);
    expect(gst?.b2b.total.totalPaise).toBe(0);
    expect(gst?.creditNotes.lines).toEqual([]);
  });
});

describe.each(backends)('the sales report on %s', (backend) => {
  let database: TestDatabase;
  const users = {} as Record<'staff' | 'admin', { headers: { cookie: string } }>;
  const period: Period = { from: '2027-03-01', to: '2027-04-30', grouping: 'fy', error: null };

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SIGN_IN_LIMIT_PER_IP_10_MIN: '1000' });
    users.staff = await userWithSession('staff', 'Priya Office');
    users.admin = await userWithSession('admin', 'Asha Admin');
    await seedSales();
  });
  afterAll(async () => {
    await useDatabase('file:/nonexistent/unused.db');
    await database.drop();
  });

  it('sums payments, refunds and net by financial year, month and day', async () => {
    const r = await salesReport(period);
    expect(r.money.periods.total).toMatchObject({
      payments: 4,
      receivedPaise: 8_799_700,
      refunds: 2,
      refundedPaise: 2_500_000,
      netPaise: 6_299_700,
    });
    expect(r.money.periods.lines.map((l) => [l.cells[0], l.receivedPaise, l.netPaise])).toEqual([
      ['FY 2026-27', 3_299_800, 3_299_800],
      ['FY 2027-28', 5_499_900, 2_999_900],
    ]);
    const months = (await salesReport({ ...period, grouping: 'month' })).money.periods.lines;
    expect(months.map((l) => [l.cells[0], l.payments, l.refunds, l.netPaise])).toEqual([
      ['Mar 2027', 2, 0, 3_299_800],
      ['Apr 2027', 2, 2, 2_999_900],
    ]);
    const days = (await salesReport({ ...period, grouping: 'day' })).money.periods.lines;
    expect(days.map((l) => [l.cells[0], l.netPaise])).toEqual([
      ['10 March 2027', 1_649_900],
      ['31 March 2027', 1_649_900],
      ['1 April 2027', 3_499_900],
      ['2 April 2027', -500_000],
      ['15 April 2027', 2_000_000],
      ['20 April 2027', -2_000_000],
    ]);
    // One second either side of the period's ends is outside it.
    const edge = await salesReport({ ...period, from: '2027-04-01', to: '2027-04-01' });
    expect(edge.money.periods.total.receivedPaise).toBe(3_499_900);
    expect(r.legacyRefunded).toBe(1);
  });

  it('sums by course and cohort, by method and by coupon, each totalling the whole', async () => {
    const { money } = await salesReport(period);
    expect(money.courses.lines.map((l) => [...l.cells, l.receivedPaise, l.netPaise])).toEqual([
      ['French A2 Level (Elementary Course)', 'Cohort 7', 2_000_000, 0],
      ['French B1 Level (Intermediate Course)', 'Cohort 13', 3_299_800, 2_799_800],
      [
        'French B2 Level (Upper-Intermediate Course)',
        'Starting 6 April 2027',
        3_499_900,
        3_499_900,
      ],
    ]);
    expect(
      money.methods.lines.map((l) => [l.cells[0], l.payments, l.refundedPaise, l.netPaise]),
    ).toEqual([
      ['Razorpay (card, UPI or netbanking)', 3, 2_500_000, 2_799_800],
      ['Transfer (UPI or bank)', 1, 0, 3_499_900],
    ]);
    expect(
      money.coupons.lines.map((l) => [l.cells[0], l.receivedPaise, l.discountPaise, l.netPaise]),
    ).toEqual([
      ['FLAT1000', 1_649_900, 100_000, 1_649_900],
      ['SPRING20', 5_149_800, 1_287_500, 4_649_800],
      ['No code', 2_000_000, 0, 0],
    ]);
    for (const t of [money.courses, money.methods, money.coupons]) {
      expect(t.total).toMatchObject(
        (({ payments, receivedPaise, refunds, refundedPaise, netPaise }) => ({
          payments,
          receivedPaise,
          refunds,
          refundedPaise,
          netPaise,
        }))(money.periods.total),
      );
    }
  });

  it('gives the GSTR-1 summary: B2C by state, B2B by GSTIN, credit notes', async () => {
    const { gst } = await salesReport(period);
    expect(gst!.b2c.lines).toEqual([
      expect.objectContaining({
        placeOfSupply: '06',
        invoices: 1,
        totalPaise: 1_649_900,
        taxablePaise: 1_398_220,
        cgstPaise: 125_840,
        sgstPaise: 125_840,
        igstPaise: 0,
      }),
      expect.objectContaining({
        placeOfSupply: '27',
        invoices: 1,
        totalPaise: 3_499_900,
        taxablePaise: 2_966_017,
        igstPaise: 533_883,
      }),
    ]);
    expect(gst!.b2b.lines.map((d) => [d.gstin, d.number, d.day, d.totalPaise])).toEqual([
      ['06AAACA1234A1Z5', 'FS/26-27/000002', '2027-03-10', 1_649_900],
      ['27AAPFU0939F1ZV', 'FS/27-28/000002', '2027-04-15', 2_000_000],
    ]);
    expect(gst!.b2b.total).toEqual({
      totalPaise: 3_649_900,
      taxablePaise: 3_093_135,
      cgstPaise: 125_840,
      sgstPaise: 125_840,
      igstPaise: 305_085,
    });
    expect(gst!.creditNotes.lines.map((d) => [d.number, d.invoiceNumber, d.totalPaise])).toEqual([
      ['FS/CN/27-28/1', 'FS/26-27/000001', 500_000],
      ['FS/CN/27-28/2', 'FS/27-28/000002', 2_000_000],
    ]);
    expect(gst!.creditNotes.total).toEqual({
      totalPaise: 2_500_000,
      taxablePaise: 2_118_644,
      cgstPaise: 38_136,
      sgstPaise: 38_135,
      igstPaise: 305_085,
    });
  });

  const get = (query: string, who?: 'staff' | 'admin') =>
    salesGET(
      new Request(`http://localhost/api/admin/sales?${query}`, {
        headers: who ? users[who].headers : {},
      }),
    );
  const q = 'from=2027-03-01&to=2027-04-30&group=month';

  it('gives the CSV of each table to admins only: BOM, totals equal to the invoices’', async () => {
    expect((await get(`table=gst-b2b&${q}`)).status).toBe(401);
    expect((await get(`table=gst-b2b&${q}`, 'staff')).status).toBe(403);
    expect((await get(`table=nonsense&${q}`, 'admin')).status).toBe(404);
    expect((await get('table=periods&from=2027-04-02&to=2027-04-01', 'admin')).status).toBe(400);
    const res = await get(`table=gst-b2c&${q}`, 'admin');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain(
      'sales-gst-b2c-2027-03-01-to-2027-04-30.csv',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const b2c = parseCsv(text);
    const b2b = parseCsv(await (await get(`table=gst-b2b&${q}`, 'admin')).text());
    const b2cTotal = b2c.at(-1)!;
    const b2bTotal = b2b.at(-1)!;
    expect(b2cTotal.slice(0, 2)).toEqual(['Total', '2']);
    // The invoices' own totals, read straight from the tax documents.
    const invoices = await db().taxDocument.findMany({
      where: {
        kind: 'invoice',
        issuedAt: { gte: indiaDayStart('2027-03-01'), lt: indiaDayStart('2027-05-01') },
      },
    });
    const sum = (k: 'totalPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') =>
      invoices.reduce((s, d) => s + d[k], 0);
    const paise = (s: string) => Math.round(Number(s) * 100);
    const csvAmounts = (row: string[], at: number) => row.slice(at, at + 5).map(paise);
    const both = csvAmounts(b2cTotal, 2).map((v, i) => v + csvAmounts(b2bTotal, 5)[i]!);
    expect(both).toEqual(
      (['totalPaise', 'taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const).map(sum),
    );
    // …and each line's amounts add up to the total row.
    const lines = b2b.slice(1, -1);
    expect(lines.reduce((s, l) => s + paise(l[5]!), 0)).toBe(paise(b2bTotal[5]!));
    expect(both[0]).toBe(8_799_700);
    // The payments table's total row says the same money.
    const periods = parseCsv(await (await get(`table=periods&${q}`, 'admin')).text());
    expect(periods.at(-1)).toEqual(['Total', '4', '87997.00', '2', '25000.00', '62997.00']);
    expect(periods[0]).toEqual(['Period', 'Payments', 'Received', 'Refunds', 'Refunded', 'Net']);
    const days = parseCsv(
      await (await get('table=periods&from=2027-04-01&to=2027-04-02&group=day', 'admin')).text(),
    );
    expect(days.map((r) => r[5])).toEqual(['Net', '34999.00', '(5000.00)', '29999.00']);
  });

  it('defuses a formula in any cell (a buyer’s name, a code)', async () => {
    const b2b = await (await get(`table=gst-b2b&${q}`, 'admin')).text();
    expect(b2b).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(cells(b2b).some((c) => /^[=+\-@]/.test(c))).toBe(false);
    const coupons = await (await get(`table=coupons&${q}`, 'admin')).text();
    expect(cells(coupons).some((c) => /^[=+\-@]/.test(c))).toBe(false);
  });

  it('shows the figures to an admin on the page and refuses staff', async () => {
    request.cookie = users.admin.headers.cookie;
    const html = await renderPage(() =>
      SalesPage({ searchParams: Promise.resolve({ from: '2027-03-01', to: '2027-04-30' }) }),
    );
    for (const text of [
      'Showing 1 March 2027 to 30 April 2027, India time.',
      '₹87,997',
      '₹62,997',
      'Transfer (UPI or bank)',
      'SPRING20',
      'Haryana (06)',
      'Maharashtra (27)',
      '₹13,982.20',
      '27AAPFU0939F1ZV',
      'FS/CN/27-28/1',
      '-₹5,000',
      'stack-table',
      '/api/admin/sales?table=gst-b2b&amp;from=2027-03-01&amp;to=2027-04-30&amp;group=day',
    ]) {
      expect(html).toContain(text);
    }
    request.cookie = users.staff.headers.cookie;
    expect(await renderPage(() => SalesPage({ searchParams: Promise.resolve({}) }))).toMatch(
      /^threw .*;403$/,
    );
  });
});
