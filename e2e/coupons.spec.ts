import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';
import { b1OnSale } from './cohort-data';
import { shoot } from './practice-support';

// Issue 50, coupon codes as the school uses them: an admin creates a 20% code for B1 (the
// intermediate course) at /admin/coupons by keyboard; a learner at 390 px opens 'Have a code?'
// on the details step, is told in one sentence that a mistyped code is unknown, then applies the
// code and sees the price before and after on the payment step (the server's figures); staff see
// the use counted. Axe, no sideways scroll and screenshots at 360, 390, 768 and 1440 px.

const PASSWORD = 'Bonjour#2025';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const tag = String(Date.now()).slice(-6);
const CODE = `B1-${tag}`;

function write(work: (db: Database.Database) => void) {
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.transaction(() => work(db))();
  } finally {
    db.close();
  }
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
  const email = `${role}-coupons-${tag}-${Math.floor(Math.random() * 1e6)}@example.com`;
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

// B1 on sale at ₹29,999 (no tier): 20% off is ₹5,999.80, leaving ₹23,999.20.
test.beforeAll(() => b1OnSale());
test.describe.configure({ mode: 'serial' });

test('an admin creates a 20% code for B1 by keyboard; staff see its uses', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Coupons', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon codes' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create a code' });
  // A mistake first: the server says what is wrong in one sentence.
  await form.getByLabel('Code', { exact: true }).fill('x');
  await form.getByLabel('Percent or rupees').fill('20');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Give the code' })).toHaveText(
    'Give the code as 3 to 20 letters, digits or dashes, e.g. DIWALI-20',
  );
  await form.getByLabel('Code', { exact: true }).fill(CODE.toLowerCase());
  await expect(form.getByLabel('Percentage off')).toBeChecked();
  await form.getByLabel('Percent or rupees').fill('20');
  await form.getByLabel('French B1 Level (Intermediate Course)').check();
  await form.getByLabel('Total uses (empty: no limit)').fill('10');
  await form.getByLabel('Uses per e-mail (empty: no limit)').fill('1');
  await form.getByLabel('Note (staff only)').fill('Diwali mailing');
  await form.getByLabel('Note (staff only)').press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Code created' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${CODE}`) });
  await expect(row).toContainText('20%');
  await expect(row).toContainText('French B1 Level');
  await expect(row).toContainText('0 paid, 0 held of 10; 1 per e-mail');
  await expect(row).toContainText('Active');

  for (const width of [360, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/coupons');
    await expect(page.getByRole('row', { name: new RegExp(`^${CODE}`) })).toBeVisible();
    await noSidewaysScroll(page);
    if (width === 390 || width === 1440) await axe(page, `admin ${width} px`);
    await shoot(page, testInfo, `coupons-admin-${width}`);
  }
});

test('a learner at 390 px applies the code and sees the price before and after', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/detail-verification?course=b1&batch=0');
  await page.getByLabel('Full name').fill('Meera Iyer');
  await page.getByLabel('Email').fill(`meera.${tag}@example.com`);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876501234');
  // 'Have a code?' by keyboard: the field appears and takes the focus.
  await page.getByRole('button', { name: 'Have a code?' }).focus();
  await page.keyboard.press('Enter');
  const field = page.getByLabel('Coupon code');
  await expect(field).toBeFocused();
  await page.keyboard.type('NOT-A-CODE');
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('We do not know this code.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await noSidewaysScroll(page);
  await axe(page, 'details with the refused code');
  await shoot(page, testInfo, 'coupons-details-refused-390');

  await field.fill(CODE.toLowerCase());
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page).toHaveURL(/\/detail-verification\/payment\?ref=FS-[A-Z0-9]{8}$/);
  const order = page.getByRole('complementary', { name: 'Your order' });
  await expect(order).toContainText('Price before your code');
  await expect(order).toContainText('₹29,999');
  await expect(order).toContainText(`Coupon code (${CODE})`);
  await expect(order).toContainText('−₹5,999.80');
  await expect(order).toContainText('₹23,999.20');
  const reference = await order.getByText(/^FS-[A-Z0-9]{8}$/).textContent();

  for (const width of [360, 390, 768, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(order).toContainText('₹23,999.20');
    await noSidewaysScroll(page);
    if (width === 390 || width === 1440) await axe(page, `payment ${width} px`);
    await shoot(page, testInfo, `coupons-payment-${width}`);
  }

  // Staff see the use held (the quote is unpaid and still running).
  await signIn(page, 'staff');
  await page.goto('/admin/coupons');
  await expect(page.getByRole('row', { name: new RegExp(`^${CODE}`) })).toContainText(
    '0 paid, 1 held of 10',
  );
  await expect(page.getByRole('button', { name: /^Pause/ })).toHaveCount(0);
  // The enrolment's back-office page names the code and its discount.
  await page.goto(`/admin/enrolments/${reference}`);
  await expect(page.getByText(`${CODE}: ₹5,999.80 off`)).toBeVisible();
});
