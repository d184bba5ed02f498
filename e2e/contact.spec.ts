import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { site, whatsappLink } from '../content/site';
import { isSet } from '../content/school-values';
import { e2eDatabase } from '../playwright.config';
import { waitOutFillTime } from './fill-time';

// The page's clock runs (installed, not paused) so a test can move it past the fill time.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

const messages = [
  'First name is required',
  'Last name is required',
  'Email is required',
  'Purpose is required',
  'Message is required',
  'You must accept the terms and conditions',
];

function rowsFor(email: string) {
  const db = new Database(e2eDatabase, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare(`SELECT * FROM "Lead" WHERE "kind" = 'contact' AND "email" = ?`)
      .all(email) as { details: string }[];
    // the kind's own fields (details) first: the columns (subject = the purpose) win
    return rows.map(
      (r) => ({ ...(JSON.parse(r.details) as object), ...r }) as Record<string, unknown>,
    );
  } finally {
    db.close();
  }
}

async function fillForm(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.getByLabel('First name').fill('Zoë');
  await form.getByLabel('Last name').fill('Łukasz');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'Course and batch details' }).click();
  await form.getByLabel('Message').fill('Bonjour! Is there an evening A1 batch next month?');
  await form.getByRole('checkbox').check();
  await waitOutFillTime(page);
  return form;
}

for (const path of ['/', '/ContactUs']) {
  test(`a visitor sends a message from ${path} and it is stored`, async ({ page }) => {
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto(path);
    const form = await fillForm(page, email);
    await form.getByRole('button', { name: 'Send message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "We've received your message and our team will get back to you shortly.",
    );
    const rows = rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Zoë Łukasz',
      purpose: 'Course and batch details',
      contactingFor: 'Leave us a message',
      subject: 'Course and batch details',
      page: path,
      status: 'new',
    });
    // Escape closes, focus returns to the submit button, the form is reset
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(form.getByRole('button', { name: 'Send message' })).toBeFocused();
    await expect(form.getByLabel('Email')).toHaveValue('');
  });
}

test("on /, what a visitor types before the form's script arrives is kept, and sent as a real lead", async ({
  page,
}) => {
  // Hold back the script that makes the landing page's form work (it loads when the visitor comes
  // near the form).
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held = false;
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('/api/form/leaveUsAMessage')) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  const email = `early-${Date.now()}@example.com`;
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => held).toBe(true);
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Verma');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Typed while the page was still loading.');
  await form.getByRole('checkbox').check();
  // A visitor takes more than the e2e server's minimum fill time (1 s) to type all that.
  await waitOutFillTime(page);
  release();
  // The purpose list opens once the form works; nothing typed was cleared.
  await form.getByRole('combobox', { name: 'Purpose' }).click();
  await page.getByRole('option', { name: 'Course and batch details' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('Asha');
  await expect(form.getByLabel('Message')).toHaveValue('Typed while the page was still loading.');
  await expect(form.getByRole('checkbox')).toBeChecked();
  // Sent at once: the time to fill in counts from the page's arrival, so it is not filed as spam.
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  expect(rowsFor(email)).toMatchObject([
    { name: 'Asha Verma', message: 'Typed while the page was still loading.', status: 'new' },
  ]);
});

test('an empty submit shows every message and red labels', async ({ page }) => {
  await page.goto('/ContactUs');
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  for (const m of messages) await expect(form.getByText(m, { exact: true })).toBeVisible();
  await expect(form.getByText('First name', { exact: true })).toHaveClass(/text-red-700/);
  await expect(form.getByLabel('First name')).toBeFocused();
});

test('an error shows once a field is touched, not before', async ({ page }) => {
  await page.goto('/ContactUs');
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.getByLabel('Email').fill('not-an-email');
  await expect(form.getByText('Invalid email address')).toBeHidden();
  await form.getByLabel('Email').blur();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('First name is required')).toBeHidden();
});

test('a failing server shows the error, offers the phone line and keeps the input', async ({
  page,
}) => {
  await page.route('**/api/form/leaveUsAMessage', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: { code: 'database_unavailable', message: 'x' },
      }),
    }),
  );
  await page.goto('/ContactUs');
  const form = await fillForm(page, 'kept@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('could not be sent');
  // The school's WhatsApp line when it is set (content/site.ts); none while it is unset.
  if (whatsappLink()) {
    await expect(alert.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  } else {
    await expect(alert.locator('a[href*="wa.me"], a[href^="tel:"]')).toHaveCount(0);
  }
  await expect(form.getByLabel('Email')).toHaveValue('kept@example.com');
  await expect(form.getByLabel('Message')).toHaveValue(/evening A1 batch/);
  await expect(form.getByRole('button', { name: 'Send message' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('after a failed send, focus is on the message that says why, and Tab goes on from it', async ({
  page,
}) => {
  await page.route('**/api/form/leaveUsAMessage', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: { code: 'database_unavailable', message: 'x' },
      }),
    }),
  );
  await page.goto('/ContactUs');
  const form = await fillForm(page, 'focus@example.com');
  await form.getByRole('button', { name: 'Send message' }).press('Enter');
  const message = form.getByRole('alert').locator('p');
  await expect(message).toBeFocused();
  // The next Tab reaches the phone line inside the message, not the footer; while the school's
  // phone is unset (content/site.ts) the message names no line and has no link to reach.
  if (!isSet(site.contact.phone)) {
    await expect(message.getByRole('link')).toHaveCount(0);
    return;
  }
  await page.keyboard.press('Tab');
  await expect(message.getByRole('link', { name: site.contact.phone })).toBeFocused();
});

test('a device clock running 10 minutes ahead is stored as a real lead, not spam', async ({
  page,
}) => {
  await page.clock.setSystemTime(new Date(Date.now() + 10 * 60_000));
  const email = `skew-${Date.now()}@example.com`;
  await page.goto('/ContactUs');
  const form = await fillForm(page, email);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
  expect(rowsFor(email)).toEqual([expect.objectContaining({ status: 'new', spamReason: null })]);
});

test('a network failure and a rate limit are both told', async ({ page }) => {
  let mode: 'abort' | 'rate' = 'abort';
  await page.route('**/api/form/leaveUsAMessage', (route) =>
    mode === 'abort'
      ? route.abort('internetdisconnected')
      : route.fulfill({
          status: 429,
          headers: { 'Retry-After': '120' },
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: { code: 'rate_limited', message: 'x' } }),
        }),
  );
  await page.goto('/ContactUs');
  const form = await fillForm(page, 'net@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toContainText('could not be sent');
  mode = 'rate';
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toContainText('try again');
  await expect(form.getByLabel('Email')).toHaveValue('net@example.com');
});

test('server field errors land on their fields', async ({ page }) => {
  await page.route('**/api/form/leaveUsAMessage', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        error: {
          code: 'validation_failed',
          message: 'x',
          fields: { email: 'Invalid email address' },
        },
      }),
    }),
  );
  await page.goto('/ContactUs');
  const form = await fillForm(page, 'server-says-no@example.com');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByLabel('Email')).toBeFocused();
});

test('the button reads Sending... and is disabled while sending', async ({ page }) => {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/form/leaveUsAMessage', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/ContactUs');
  const form = await fillForm(page, `slow-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Send message' }).click();
  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible();
});

test('the purpose list works with the keyboard alone', async ({ page }) => {
  await page.goto('/ContactUs');
  const form = page.getByRole('form', { name: 'Leave a message for us' });
  await form.getByLabel('Email').focus();
  await page.keyboard.press('Tab');
  const combo = form.getByRole('combobox', { name: 'Purpose' });
  await expect(combo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(combo).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox');
  await expect(list).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(combo).toHaveAttribute('aria-expanded', 'false');
  await expect(combo).toContainText('Exam preparation (DELF/DALF/TEF/TCF)');
  // Space opens, End moves to the last, Escape closes without changing the pick
  await page.keyboard.press(' ');
  await page.keyboard.press('End');
  await expect(combo).toHaveAttribute('aria-activedescendant', /opt-6$/);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(combo).toContainText('Exam preparation (DELF/DALF/TEF/TCF)');
  // an outside click closes it
  await combo.click();
  await expect(list).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(list).toBeHidden();
  // the list is at most ~10rem tall
  await combo.click();
  const box = await list.boundingBox();
  expect(box!.height).toBeLessThanOrEqual(162);
});

test('the terms and privacy links lead to real pages', async ({ page }) => {
  await page.goto('/ContactUs');
  await page.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/t&c$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByText('Digital Personal Data Protection Act').first()).toBeVisible();
});

test('an unknown URL answers 404 with the text', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('404 page not found')).toBeVisible();
});
