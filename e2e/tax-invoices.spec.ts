import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase, e2eTransferDetails } from '../playwright.config';
import { pdfText } from '../__tests__/support/pdf-text';
import { istDay, sellCohort } from './cohort-data';
import { startOwnServer } from './own-server';
import { shoot } from './practice-support';

// Issue 50, GST tax invoices: a GST-registered school (its tax details set in this server's
// environment, a server of its own so the other specs keep a school that mentions no GST). A
// learner at 390 px gives a billing address and state at checkout and a 20% code for B1 (the
// code made as an admin would, its own spec being e2e/coupons.spec.ts), pays by UPI, staff
// confirm, and the learner downloads the tax invoice (the discount, CGST + SGST within Haryana,
// read back from the PDF); staff refund half and the credit note appears for both. Axe, no
// sideways scroll, screenshots.

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Bonjour#2025';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const port = Number(process.env.E2E_PORT ?? 3100) + 41;
const base = `http://localhost:${port}`;
const dbFile = path.join(path.dirname(e2eDatabase), 'e2e-tax.db');
/** A made-up Haryana GSTIN with a right check character (lib/tax/gstin.ts). */
const GSTIN = '06AAACF1234K1ZY';
const school = {
  SCHOOL_GSTIN: GSTIN,
  SCHOOL_LEGAL_NAME: 'E2E French School Private Limited',
  SCHOOL_REGISTERED_ADDRESS: 'Plot 1, Sector 29, Gurugram, Haryana 122001',
};
let server: ChildProcess;
let reference = '';
let learnerPage: Page;

function sql<T>(query: string, ...args: unknown[]): T[] {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const st = db.prepare(query);
    return st.reader ? (st.all(...args) as T[]) : (st.run(...args), []);
  } finally {
    db.close();
  }
}

async function axe(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${label}: ${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** Axe, no sideways scroll and a screenshot at each width. */
async function look(page: Page, testInfo: TestInfo, name: string, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await axe(page, `${name} at ${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await shoot(page, testInfo, `${name}-${width}`);
  }
}

/** A download's PDF text, spaces and line breaks as single spaces. */
async function downloadText(page: Page, link: string, testInfo: TestInfo, file: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: link }).click(),
  ]);
  const out = testInfo.outputPath(file);
  await download.saveAs(out);
  return {
    name: download.suggestedFilename(),
    text: pdfText(readFileSync(out)).replace(/\s+/g, ' '),
  };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(
    port,
    {
      SITE_URL: base,
      DATABASE_URL: `file:${dbFile}`,
      RATE_LIMIT_PER_IP_10_MIN: '1000',
      RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
      UNPAID_SEATS_PER_ADDRESS: '1000',
      UNPAID_SEATS_PER_ADDRESS_DAY: '0',
      SPAM_MIN_FILL_MS: '0',
      ...e2eTransferDetails,
      ...school,
    },
    { quiet: true },
  );
  sellCohort(
    {
      course: 'b1',
      number: 14,
      start: istDay(40),
      end: istDay(120),
      enrolUntil: istDay(40),
      listPriceRupees: 18_999,
      tiers: [{ priceRupees: 16_499, lastDay: istDay(30) }],
      capacities: [15, 15, 15, 15, 15],
    },
    dbFile,
  );
  // A 20% code for B1, as an admin creates it at /admin/coupons.
  const now = new Date().toISOString().replace('Z', '+00:00');
  sql(
    `INSERT INTO "Coupon" ("id", "code", "kind", "value", "courses", "usedCount", "active", "createdAt", "updatedAt")
     VALUES ('e2e-gst20', 'GST20', 'percent', 20, '["b1"]', 0, 1, ?, ?)`,
    now,
    now,
  );
});

test.afterAll(async () => {
  server?.kill();
  for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
});

test('a learner at 390 px gives the billing details and pays by UPI', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  learnerPage = page;
  await page.goto(`${base}/intermediate-course`);
  await page
    .getByRole('link', { name: /7:00-9:30 PM/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue to your details' }).click();
  await page.getByLabel('Full name').fill('Meera Nair');
  await page.getByLabel('Email').fill(`meera-${Date.now()}@example.com`);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  // The billing fields are asked, each refusal in one sentence.
  await page.getByLabel('Company GSTIN (optional)').fill('06AAACF1234K1ZZ');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Enter your billing address for the tax invoice')).toBeVisible();
  await expect(page.getByText('Choose your state (or "Other Territory")')).toBeVisible();
  await expect(page.getByText('This is not a valid GSTIN: check its 15 characters')).toBeVisible();
  await look(page, testInfo, 'details-billing', [390]);
  await page.getByLabel('Billing address').fill('12 Golf Course Road, Gurugram 122002');
  // The state by keyboard.
  await page.getByLabel('State', { exact: true }).focus();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Haryana' });
  await page.getByLabel('Company GSTIN (optional)').fill('');
  await page.getByRole('button', { name: 'Have a code?' }).press('Enter');
  await page.getByLabel('Coupon code').fill('GST20');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  reference = (await page
    .getByText(/^FS-[A-Z0-9]{8}$/)
    .first()
    .textContent())!;
  expect(
    sql(
      `SELECT "billingAddress", "billingState", "billingGstin", "amountPaise" FROM "Enrolment" WHERE "reference" = ?`,
      reference,
    ),
  ).toEqual([
    {
      billingAddress: '12 Golf Course Road, Gurugram 122002',
      billingState: '06',
      billingGstin: null,
      // ₹16,499 less 20%.
      amountPaise: 13_199_20,
    },
  ]);
  await page.getByLabel('UPI transaction id or UTR number').fill('4123 5678 9012');
  await page.getByRole('button', { name: 'I have paid: submit reference' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-sucessfull\\?ref=${reference}$`));
  // Not paid yet: no invoice.
  await expect(page.getByRole('link', { name: /Download tax invoice/ })).toHaveCount(0);
});

test('staff confirm the payment; the learner downloads the tax invoice', async ({
  page,
}, testInfo) => {
  const email = `office-${Date.now()}@example.com`;
  const res = await page.request.post(`${base}/api/account/sign-up`, {
    data: { fullName: 'Priya Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: base },
  });
  expect(res.ok()).toBe(true);
  sql(`UPDATE "User" SET role = 'staff' WHERE email = ?`, email);
  await page.context().clearCookies();
  await page.goto(`${base}/log-in?callbackUrl=%2Fadmin`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
  await page.goto(`${base}/admin/enrolments/${reference}`);
  await page.getByLabel('Transaction reference (UTR / UPI id)').fill('412356789012');
  await page.getByRole('button', { name: 'Confirm payment received' }).click();
  await expect(page.getByText('Payment confirmed')).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: /Tax invoice FS\/\d\d-\d\d\/00001/ });
  await expect(invoiceLink).toBeVisible();

  // The learner's success page now offers it.
  const learner = learnerPage;
  await learner.reload();
  const link = /Download tax invoice FS\/\d\d-\d\d\/00001/;
  await expect(learner.getByRole('link', { name: link })).toBeVisible();
  await look(learner, testInfo, 'success-invoice', [390, 1440]);
  const { name, text } = await downloadText(
    learner,
    'Download tax invoice FS',
    testInfo,
    'inv.pdf',
  );
  expect(name).toMatch(/^Gurugram-French-School-Tax-invoice-FS-\d\d-\d\d-00001\.pdf$/);
  for (const s of [
    'Tax invoice',
    `GSTIN ${GSTIN}`,
    'E2E French School Private Limited',
    'Meera Nair',
    '12 Golf Course Road, Gurugram 122002',
    'Place of supply Haryana (06)',
    'SAC 999293',
    'List price ₹18,999',
    'Discount - ₹5,799.80',
    'early enrolment ₹2,500; coupon GST20 ₹3,299.80',
    'Taxable value ₹11,185.76',
    'CGST at 9% ₹1,006.72',
    'SGST at 9% ₹1,006.72',
    'Total ₹13,199.20',
    'Rupees Thirteen Thousand One Hundred Ninety-Nine and Twenty Paise Only',
  ]) {
    expect(text).toContain(s);
  }
  expect(text).not.toContain('IGST');
});

test('staff refund half; the credit note appears for staff and the learner', async ({
  page,
}, testInfo) => {
  const email = `office2-${Date.now()}@example.com`;
  await page.request.post(`${base}/api/account/sign-up`, {
    data: { fullName: 'Ravi Office', email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: base },
  });
  sql(`UPDATE "User" SET role = 'staff' WHERE email = ?`, email);
  await page.goto(`${base}/log-in?callbackUrl=%2Fadmin`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/admin');
  await page.goto(`${base}/admin/enrolments/${reference}`);
  await page.getByLabel('Amount to refund (₹)').fill('6599.60');
  await page.getByLabel('Reason').fill('Moved to the next cohort: half refunded');
  await page.getByRole('button', { name: 'Mark refunded' }).press('Enter');
  await expect(page.getByText('Refund recorded')).toBeVisible();
  await expect(page.getByRole('link', { name: /Credit note FS-C\/\d\d-\d\d\/0001/ })).toBeVisible();
  await expect(page.getByText(/Refund ₹6,599.60/)).toBeVisible();
  // Still paid, with the rest to refund.
  await expect(page.getByText('₹6,599.60 refunded so far; ₹6,599.60 is left.')).toBeVisible();
  await look(page, testInfo, 'admin-enrolment', [390, 1440]);

  const learner = learnerPage;
  await learner.reload();
  await expect(learner.getByRole('link', { name: /Download credit note FS-C/ })).toBeVisible();
  const { text } = await downloadText(learner, 'Download credit note FS-C', testInfo, 'cn.pdf');
  expect(text).toContain('Credit note');
  expect(text).toMatch(/Against tax invoice FS\/\d\d-\d\d\/00001/);
  expect(text).toContain('Total credited ₹6,599.60');
  expect(text).toContain('Taxable value ₹5,592.88');
  expect(text).toContain('CGST at 9% ₹503.36');
  expect(text).toContain('SGST at 9% ₹503.36');
  await look(learner, testInfo, 'success-credit-note', [390]);
});
