import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';

// Issue 50, the sales report as an admin uses it: seeded payments either side of the financial
// year's turn (31 March to 1 April 2027, India), a partial refund, a coupon, B2C and B2B invoices
// and a credit note; the admin picks the period by keyboard, reads the figures, downloads a CSV;
// axe, no sideways scroll and screenshots at 360, 390, 768 and 1440 px. Staff are refused.

const PASSWORD = 'Bonjour#2025';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// Fixed ids: a retry (or a second run on the same database) replaces the rows, not adds to them.
const tag = 'e2esales';
// Its own folder: another run of Playwright empties test-results/e2e.
const shots = path.join(__dirname, '..', 'test-results', 'sales');

function write(work: (db: Database.Database) => void) {
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => work(db))();
  } finally {
    db.close();
  }
}

/** An India time as the app stores it in SQLite (ISO 8601 in UTC). */
const at = (ist: string) => new Date(`${ist}+05:30`).toISOString().replace('Z', '+00:00');

function seed() {
  write((db) => {
    for (const table of ['TaxDocument', 'Refund', 'Payment', 'Enrolment']) {
      if (table === 'TaxDocument') {
        db.prepare(`DELETE FROM "TaxDocument" WHERE "id" LIKE ? AND "kind" = 'credit_note'`).run(
          `${tag}-%`,
        );
      }
      db.prepare(`DELETE FROM "${table}" WHERE "id" LIKE ?`).run(`${tag}-%`);
    }
    const enrol = db.prepare(
      `INSERT INTO "Enrolment" ("id", "reference", "course", "cohort", "batch", "fullName", "email", "phone", "amountPaise", "mrpPaise", "quotedAt", "quoteExpiresAt", "status", "paidAt", "couponCode", "couponDiscountPaise", "createdAt", "updatedAt")
       VALUES (?, ?, ?, ?, 0, 'Sales Learner', ?, '+91 9876543210', ?, 3500000, ?, ?, 'paid', ?, ?, ?, ?, ?)`,
    );
    const pay = db.prepare(
      `INSERT INTO "Payment" ("id", "enrolmentId", "method", "amountPaise", "status", "paidAt", "createdAt", "updatedAt")
       VALUES (?, ?, ?, ?, 'paid', ?, ?, ?)`,
    );
    const rows = [
      ['1', 'b1', '13', 1_649_900, 'razorpay', '2027-03-31T23:59:59', 'SPRING20', 412_500],
      ['2', 'b2', '9', 3_499_900, 'upi_transfer', '2027-04-01T00:00:00', null, 0],
    ] as const;
    for (const [n, course, cohort, paise, method, when, code, discount] of rows) {
      const id = `${tag}-e${n}`;
      const t = at(when);
      enrol.run(
        id,
        `FS-${tag}${n}`,
        course,
        cohort,
        `${id}@example.com`,
        paise,
        t,
        t,
        t,
        code,
        discount,
        t,
        t,
      );
      pay.run(`${tag}-p${n}`, id, method, paise, t, t, t);
    }
    db.prepare(
      `INSERT INTO "Refund" ("id", "enrolmentId", "amountPaise", "reason", "createdAt") VALUES (?, ?, 500000, 'partial', ?)`,
    ).run(`${tag}-r1`, `${tag}-e1`, at('2027-04-02T09:00:00'));
    const doc = db.prepare(
      `INSERT INTO "TaxDocument" ("id", "kind", "number", "series", "seq", "financialYear", "issuedAt", "enrolmentId", "invoiceId", "supplierName", "supplierAddress", "supplierGstin", "supplierState", "buyerName", "buyerAddress", "buyerState", "buyerGstin", "placeOfSupply", "sac", "description", "rateBp", "taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "totalPaise", "createdAt")
       VALUES (?, ?, ?, ?, ?, '2026-27', ?, ?, ?, 'School', 'Gurugram', '06AABCF1234A1Z1', '06', ?, 'Pune', ?, ?, ?, '999293', 'Coaching', 1800, ?, ?, ?, ?, ?, ?)`,
    );
    const series = `e2e-${tag}`;
    const d = [
      // B2C, within Haryana: CGST + SGST.
      [
        'i1',
        'invoice',
        'E2E/26-27/01',
        1,
        '2027-03-31T23:59:59',
        'e1',
        null,
        'Learner',
        '06',
        null,
        1_398_220,
        125_840,
        125_840,
        0,
        1_649_900,
      ],
      // B2B, to a Maharashtra company: IGST.
      [
        'i2',
        'invoice',
        'E2E/27-28/01',
        2,
        '2027-04-01T00:00:00',
        'e2',
        null,
        'Acme Learning',
        '27',
        '27AAPFU0939F1ZV',
        2_966_017,
        0,
        0,
        533_883,
        3_499_900,
      ],
      [
        'c1',
        'credit_note',
        'E2E/CN/27-28/1',
        3,
        '2027-04-02T09:00:00',
        'e1',
        'i1',
        'Learner',
        '06',
        null,
        423_729,
        38_136,
        38_135,
        0,
        500_000,
      ],
    ] as const;
    for (const [
      id,
      kind,
      number,
      seq,
      when,
      e,
      inv,
      buyer,
      state,
      gstin,
      tx,
      cg,
      sg,
      ig,
      total,
    ] of d) {
      const t = at(when);
      doc.run(
        `${tag}-${id}`,
        kind,
        number,
        series,
        seq,
        t,
        `${tag}-${e}`,
        inv ? `${tag}-${inv}` : null,
        buyer,
        state,
        gstin,
        state,
        tx,
        cg,
        sg,
        ig,
        total,
        t,
      );
    }
  });
}

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${label}: ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function signIn(page: Page, role: 'staff' | 'admin') {
  const email = `${role}-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/log-in');
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName: 'Asha Admin', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBe(true);
  write((db) => db.prepare('UPDATE "User" SET role = ? WHERE email = ?').run(role, email));
  await page.context().clearCookies();
  await page.goto('/log-in?callbackUrl=%2Fadmin');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
}

test.beforeAll(() => {
  mkdirSync(shots, { recursive: true });
  seed();
});

test('an admin reads the sales of a period and downloads its CSV', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Sales', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sales' })).toBeVisible();

  // The period, by keyboard: from 1 March to 30 April 2027, grouped by financial year.
  const form = page.getByRole('form', { name: 'Period' });
  await form.getByLabel('From (India day)').fill('2027-03-01');
  await form.getByLabel('To (India day)').fill('2027-04-30');
  await form.getByLabel('Group by').focus();
  await form.getByLabel('Group by').selectOption('fy');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Show' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/from=2027-03-01&to=2027-04-30&group=fy/);
  await expect(page.getByTestId('sales-period')).toHaveText(
    'Showing 1 March 2027 to 30 April 2027, India time.',
  );

  const byPeriod = page.getByRole('region', { name: 'By period' });
  const row = (name: string) => byPeriod.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('FY 2026-27')).toContainText('₹16,499');
  await expect(row('FY 2027-28')).toContainText('₹34,999');
  await expect(row('FY 2027-28')).toContainText('₹29,999');
  await expect(row('Total')).toContainText('₹51,498');
  await expect(row('Total')).toContainText('₹46,498');
  await expect(page.getByRole('region', { name: 'By payment method' })).toContainText(
    'Transfer (UPI or bank)',
  );
  await expect(page.getByRole('region', { name: 'By coupon code' })).toContainText('SPRING20');
  const b2c = page.getByRole('region', { name: /^B2C/ });
  await expect(b2c.getByRole('row', { name: /^Haryana \(06\)/ })).toContainText('₹13,982.20');
  const b2b = page.getByRole('region', { name: /^B2B/ });
  await expect(b2b).toContainText('27AAPFU0939F1ZV');
  await expect(b2b).toContainText('₹5,338.83');
  await expect(page.getByRole('region', { name: 'Credit notes' })).toContainText('E2E/CN/27-28/1');

  // The CSV of the period table: BOM, the total row in rupees.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    byPeriod.getByRole('link', { name: /^Download CSV\s?: By period$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('sales-periods-2027-03-01-to-2027-04-30.csv');
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('Period,Payments,Received,Refunds,Refunded,Net');
  expect(lines).toContain('FY 2027-28,1,34999.00,1,5000.00,29999.00');
  expect(lines.at(-1)).toBe('Total,2,51498.00,1,5000.00,46498.00');

  for (const width of [360, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/sales?from=2027-03-01&to=2027-04-30&group=day');
    await expect(page.getByRole('region', { name: 'By period' })).toContainText('2 April 2027');
    await noSidewaysScroll(page);
    if (width === 390 || width === 1440) await axe(page, `${width} px`);
    const file = path.join(shots, `sales-${width}.png`);
    await page.screenshot({ fullPage: true, path: file });
    await testInfo.attach(`sales-${width}`, { path: file, contentType: 'image/png' });
  }
});

test('staff who are not admins are refused the report and its CSV', async ({ page }) => {
  await signIn(page, 'staff');
  await expect(page.getByRole('link', { name: 'Sales', exact: true })).toHaveCount(0);
  const res = await page.goto('/admin/sales');
  expect(res?.status()).toBe(403);
  const csv = await page.request.get('/api/admin/sales?table=periods&preset=this-month');
  expect(csv.status()).toBe(403);
});
