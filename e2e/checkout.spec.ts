import type { ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';
import { pdfText } from '../__tests__/support/pdf-text';
import { startRazorpayStandin, type Standin } from '../__tests__/support/razorpay-standin';
import { b1OnSale, closeCohorts, onSale } from './cohort-data';
import { startOwnServer } from './own-server';
import { expectNoAxeViolations, shoot } from './practice-support';

// B1 is on sale at its list price with no tier (e2e/cohort-data.ts b1OnSale).
const B1_PRICE = '₹29,999';

function enrolment(reference: string, file = e2eDatabase) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT e.*, (SELECT COUNT(*) FROM "Payment" p WHERE p."enrolmentId" = e.id) AS payments FROM "Enrolment" e WHERE "reference" = ?`,
      )
      .get(reference) as
      | {
          status: string;
          amountPaise: number;
          course: string;
          batch: number;
          email: string;
          payments: number;
        }
      | undefined;
  } finally {
    db.close();
  }
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Rohan Mehta');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

// B1 on sale at its list price, ₹29,999, and B2 at ₹34,999; A1 has no cohort (e2e/cohort-data.ts).
test.beforeAll(() => {
  b1OnSale();
  onSale('b2', 34_999);
  closeCohorts('a1');
});

test('a visitor goes from a batch button to checkout, details and a UPI transfer, and gets the receipt', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/intermediate-course');
  await page
    .getByRole('link', { name: /7:00-9:30 PM/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout\?course=b1&batch=3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '7:00-9:30 PM' })).toBeChecked();
  await expect(page.getByTestId('checkout-price')).toHaveText(B1_PRICE);
  await expectNoAxeViolations(page, 'checkout');
  await shoot(page, testInfo, 'checkout');
  // changing the batch, by keyboard
  await page.getByRole('radio', { name: '7:00-9:30 PM' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: '4:00-6:30 PM' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to your details' }).click();
  await expect(page).toHaveURL(/\/detail-verification\?course=b1&batch=2$/);

  // the spec's messages, on submit
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Please accept the Terms and Conditions')).toBeVisible();
  await expectNoAxeViolations(page, 'details with errors');
  await shoot(page, testInfo, 'details');

  const email = `rohan.${Date.now()}@example.com`;
  // a browser that sends its own price: ignored
  await page.route('**/api/enrolments', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, price: 1, amountPaise: 100 }) });
  });
  await fillDetails(page, email);
  const reference = (await page
    .getByText(/^FS-[A-Z0-9]{8}$/)
    .first()
    .textContent())!;
  // The payment step has its own address.
  await expect(page).toHaveURL(new RegExp(`/detail-verification/payment\\?ref=${reference}$`));
  await expect(page.getByTestId('amount-due')).toHaveText(B1_PRICE);
  const upi = await page.getByTestId('upi-link').getAttribute('href');
  expect(upi).toContain('am=29999.00');
  expect(upi).toContain(`tn=${reference}`);
  expect(enrolment(reference)).toMatchObject({
    status: 'pending_payment',
    amountPaise: 2999900,
    course: 'b1',
    batch: 2,
  });
  await expectNoAxeViolations(page, 'payment');
  await shoot(page, testInfo, 'payment');

  await page.getByLabel('UPI transaction id or UTR number').fill('4123 5678 9012');
  await page.getByRole('button', { name: 'I have paid: submit reference' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment-sucessfull\\?ref=${reference}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! We are confirming your payment',
  );
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByText('Rohan Mehta')).toHaveCount(0); // not needed on the page
  expect(enrolment(reference)).toMatchObject({
    status: 'awaiting_confirmation',
    amountPaise: 2999900,
    payments: 1,
  });
  await expectNoAxeViolations(page, 'success');
  await shoot(page, testInfo, 'success');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download receipt (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`Gurugram-French-School-Receipt-${reference}.pdf`);
  const file = testInfo.outputPath('receipt.pdf');
  await download.saveAs(file);
  // Lines as the PDF wraps them, joined: the amount in words may wrap.
  const text = pdfText(readFileSync(file)).replace(/\s+/g, ' ');
  expect(text).toContain('French B1');
  expect(text).toContain(B1_PRICE);
  expect(text).toContain('Rupees Twenty-Nine Thousand Nine Hundred Ninety-Nine Only');
  expect(text).toContain('412356789012');

  // another browser with the reference sees nothing personal
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`/payment-sucessfull?ref=${reference}`);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(
    'Enrolment details are private',
  );
  const body = await stranger.locator('main').innerText();
  for (const secret of ['Rohan', email, '9876543210', '29,999', 'French B1'])
    expect(body).not.toContain(secret);
  expect((await stranger.request.get(`/api/enrolments/${reference}/receipt`)).status()).toBe(404);
  // The payment step too, at its address and at the old one (which redirects to it).
  await stranger.goto(`/detail-verification/payment?ref=${reference}`);
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(
    'Enrolment details are private',
  );
  await stranger.goto(`/detail-verification?ref=${reference}`);
  await expect(stranger).toHaveURL(new RegExp(`/detail-verification/payment\\?ref=${reference}$`));
  await expect(stranger.getByRole('heading', { level: 1 })).toHaveText(
    'Enrolment details are private',
  );
  for (const secret of ['Rohan', email, '29,999', 'French B1'])
    expect(await stranger.locator('main').innerText()).not.toContain(secret);
  await other.close();
});

test('checkout without a valid course lists the courses; a course with no cohort offers the waitlist, one without fees the callback', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your course' })).toBeVisible();
  await page.goto('/checkout?course=nothing');
  await expect(page.locator('main').getByRole('alert')).toHaveText(
    'We could not find that course. Choose one below.',
  );
  await page.getByRole('link', { name: /Choose French B2/ }).click();
  await expect(page).toHaveURL(/course=b2/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
  await page.goto('/checkout?course=a1');
  await expect(
    page.getByRole('heading', { name: 'The next cohort’s dates are to be announced' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to your details' })).toHaveCount(0);
  await page.goto('/checkout?course=kids-teens');
  await expect(
    page.getByRole('heading', { name: 'Fees for this course are given on request' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Request a callback' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const res = await page.request.get('/checkout?course=b1&batch=9');
  expect(res.status()).toBe(200);
  // 'Need a payment plan?' opens the callback dialog with that note
  await page.goto('/checkout?course=b1&batch=0');
  await page.getByRole('link', { name: 'Need a payment plan?' }).click();
  await expect(page.getByRole('dialog')).toContainText('payment plan');
});

for (const width of [390, 768, 1440]) {
  test(`checkout screenshots at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/checkout?course=b2&batch=1');
    await shoot(page, testInfo, `checkout-${width}`);
    await expectNoAxeViolations(page, `checkout ${width}`);
  });
}

test.describe('with Razorpay (a local stand-in)', () => {
  let standin: Standin;
  let server: ChildProcess;
  const port = Number(process.env.E2E_PORT ?? 3100) + 7;
  const base = `http://localhost:${port}`;
  const dbFile = path.join(path.dirname(e2eDatabase), 'e2e-razorpay.db');

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    standin = await startRazorpayStandin({
      keyId: 'rzp_test_e2e',
      keySecret: 'e2e_key_secret_0123456789',
      webhookSecret: 'e2e_webhook_secret_0123456789',
    });
    standin.setWebhookTarget(`${base}/api/payments/razorpay/webhook`);
    server = await startOwnServer(
      port,
      {
        DATABASE_URL: `file:${dbFile}`,
        RATE_LIMIT_PER_IP_10_MIN: '1000',
        RATE_LIMIT_PER_CONTACT_10_MIN: '1000',
        RAZORPAY_KEY_ID: 'rzp_test_e2e',
        RAZORPAY_KEY_SECRET: 'e2e_key_secret_0123456789',
        RAZORPAY_WEBHOOK_SECRET: 'e2e_webhook_secret_0123456789',
        RAZORPAY_API_BASE: standin.url,
        RAZORPAY_CHECKOUT_URL: standin.checkoutUrl,
      },
      { quiet: true },
    );
    onSale('b2', 34_999, dbFile);
  });
  test.afterAll(async () => {
    server?.kill();
    await standin?.close();
    for (const s of ['', '-wal', '-shm']) rmSync(dbFile + s, { force: true });
  });

  test('pays through Checkout: the signature is verified and the enrolment is paid once', async ({
    page,
  }, testInfo) => {
    await page.goto(`${base}/checkout?course=b2&batch=0`);
    await page.getByRole('button', { name: 'Continue to your details' }).click();
    await fillDetails(page, `anika.${Date.now()}@example.com`);
    const reference = (await page
      .getByText(/^FS-[A-Z0-9]{8}$/)
      .first()
      .textContent())!;
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Razorpay stand-in' });
    await expect(dialog).toBeVisible();
    // a failed attempt first: recorded, the learner can try again
    await dialog.getByRole('button', { name: 'Fail (stand-in)' }).click();
    await expect(page.getByText('The payment did not go through')).toBeVisible();
    await dialog.getByRole('button', { name: 'Pay (stand-in)' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment-sucessfull\\?ref=${reference}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Payment received: you are enrolled!',
    );
    await shoot(page, testInfo, 'razorpay-success');
    const row = enrolment(reference, dbFile)!;
    expect(row.status).toBe('paid');
    expect(row.payments).toBe(1);
    const [order] = [...standin.orders.values()];
    expect(order!.amount).toBe(row.amountPaise);
    expect(order!.receipt).toBe(reference);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download receipt (PDF)' }).click(),
    ]);
    const file = testInfo.outputPath('razorpay-receipt.pdf');
    await download.saveAs(file);
    const text = pdfText(readFileSync(file)).replace(/\s+/g, ' ');
    expect(text).toContain('French B2');
    expect(text).toContain('Online payment (Razorpay)');
    expect(text).toContain(order!.payments[0]!.id);
  });
});
