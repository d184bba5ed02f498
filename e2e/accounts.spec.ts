import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PASSWORD = 'Bonjour#2025';

function query<T>(sql: string, ...args: unknown[]): T[] {
  const db = new Database(e2eDatabase, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

function run(sql: string, ...args: unknown[]) {
  const db = new Database(e2eDatabase, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(sql).run(...args);
  } finally {
    db.close();
  }
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
}

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** An account made through the sign-up handler (as the form sends it). */
async function createAccount(page: Page, email: string, fullName = 'Asha Verma') {
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  return res;
}

async function logIn(page: Page, email: string, { remember = false } = {}) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (remember) await form.getByLabel('Keep me signed in').check();
  await form.getByRole('button', { name: 'Log In' }).click();
}

test('sign up: the spec’s messages on submit and on change, then the dashboard', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Account');
  await expectNoAxeViolations(page, '/sign-up');
  const form = page.getByRole('form', { name: 'Create Account' });
  const submit = form.getByRole('button', { name: 'Create Account' });

  // Nothing is said before the first submit.
  await form.getByLabel('Full Name').fill('A');
  await expect(form.getByText('Full Name must be at least 3 characters long.')).toHaveCount(0);
  await form.getByLabel('Full Name').fill('');
  await submit.click();
  for (const message of [
    'Full Name is required.',
    'Email is required!',
    'Password is required!',
    'Please Confirm your Password!',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Full Name')).toBeFocused();
  await expectNoAxeViolations(page, '/sign-up with errors');

  // Then every change revalidates.
  const name = form.getByLabel('Full Name');
  await name.fill('As');
  await expect(form.getByText('Full Name must be at least 3 characters long.')).toBeVisible();
  await name.fill('Asha Verma With A Long Name');
  await expect(form.getByText('Full Name must not exceed 20 characters.')).toBeVisible();
  await name.fill('Asha Verma');
  await expect(form.getByText(/Full Name must/)).toHaveCount(0);

  const email = form.getByLabel('Email');
  await email.fill('asha@');
  await expect(form.getByText('Invalid email address!')).toBeVisible();
  const address = uniqueEmail('signup');
  await email.fill(address);

  const password = form.getByLabel('Password', { exact: true });
  for (const [value, message] of [
    ['bonjour', 'Must include at least one uppercase letter'],
    ['BONJOUR', 'Must include at least one lowercase letter'],
    ['Bonjour', 'Must include at least one number'],
    ['Bonjour1', 'Must include at least one symbol'],
    ['Bo1#', 'Must be at least 8 characters long'],
  ] as const) {
    await password.fill(value);
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  }
  await password.fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill('Bonjour#2024');
  await expect(form.getByText('Password do not match!', { exact: true })).toBeVisible();
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await expect(form.getByText('Password do not match!')).toHaveCount(0);

  await expect(form.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/t&c',
  );
  await submit.click();
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Asha !');
  const rows = query<{ role: string; name: string }>(
    'SELECT role, name FROM "User" WHERE email = ?',
    address,
  );
  expect(rows).toEqual([{ role: 'learner', name: 'Asha Verma' }]);

  // The same e-mail again: said under the field.
  await page.context().clearCookies();
  await page.goto('/sign-up');
  const again = page.getByRole('form', { name: 'Create Account' });
  await again.getByLabel('Full Name').fill('Asha Verma');
  await again.getByLabel('Email').fill(address.toUpperCase());
  await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await again.getByLabel('Confirm Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Create Account' }).click();
  await expect(again.getByText(/An account with this email already exists/)).toBeVisible();
});

test('the guard: anonymous visitors sign in and come back; one generic failure; log out closes it', async ({
  page,
}) => {
  await page.goto('/');
  const address = uniqueEmail('guard');
  expect((await createAccount(page, address, 'Ravi Shah')).status()).toBe(201);

  const res = await page.goto('/dashboard/certificate');
  expect(new URL(page.url()).pathname).toBe('/log-in');
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/dashboard/certificate');
  expect(res?.status()).toBe(200);
  await expectNoAxeViolations(page, '/log-in');

  // Wrong password and unknown account: the same message.
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(address);
  await form.getByLabel('Password', { exact: true }).fill('Bonjour#2026');
  await form.getByRole('button', { name: 'Log In' }).click();
  const failure = page.getByText('That email and password do not match an account');
  await expect(failure).toBeVisible();
  await form.getByLabel('Email').fill(uniqueEmail('nobody'));
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await expect(failure).toBeVisible();

  // Without 'Keep me signed in': a cookie that ends with the browser.
  await logIn(page, address);
  await page.waitForURL('**/dashboard/certificate');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My certificates');
  const session = (await page.context().cookies()).find(
    (c) => c.name === 'next-auth.session-token',
  );
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', expires: -1 });

  // Log out from the user menu: the dashboard is closed again.
  await page.getByRole('button', { name: /Account menu: Ravi Shah/ }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL('**/log-in?signedOut=1');
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await page.goto('/dashboard');
  expect(new URL(page.url()).pathname).toBe('/log-in');
  // The session ended on the server too: the saved cookie, put back, is no session (issue 21).
  await page.context().addCookies([session!]);
  await page.goto('/dashboard');
  expect(new URL(page.url()).pathname).toBe('/log-in');
  expect((await (await page.request.get('/api/auth/session')).json()) ?? {}).toEqual({});

  // With 'Keep me signed in': 30 days.
  await logIn(page, address, { remember: true });
  await page.waitForURL('**/dashboard');
  const kept = (await page.context().cookies()).find((c) => c.name === 'next-auth.session-token');
  const days = ((kept?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);

  // Account data is never cached: the dashboard and the session answer say no-store.
  for (const path of ['/dashboard', '/api/auth/session']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toMatch(/no-store/);
  }

  // A signed-in visitor opening /log-in goes on to the dashboard.
  await page.goto('/log-in');
  await page.waitForURL('**/dashboard');

  // Nor a path that only reads as another host once '.' segments are resolved (issue 21): a
  // signed-in visitor is sent on at once, so the Location is what the server made of it.
  for (const form of ['/log-in', '/sign-up']) {
    for (const cb of [
      '%2F.%2F%2Fevil.example',
      '%2F..%2F%2Fevil.example',
      '%2Fa%2F..%2F%2Fevil.example',
      '%2F%252e%2F%2Fevil.example',
    ]) {
      const res = await page.request.get(`${form}?callbackUrl=${cb}`, { maxRedirects: 0 });
      expect(res.status(), `${form} ${cb}`).toBeGreaterThanOrEqual(300);
      expect(res.status(), `${form} ${cb}`).toBeLessThan(400);
      const to = new URL(res.headers()['location'] ?? '', page.url());
      expect(to.href, `${form} ${cb}`).toBe(new URL('/dashboard', page.url()).href);
    }
  }

  // An open redirect is refused: callbackUrl to another site lands on the dashboard.
  await page.context().clearCookies();
  await page.goto('/log-in?callbackUrl=https%3A%2F%2Fevil.example%2F');
  await logIn(page, address);
  await page.waitForURL('**/dashboard');
});

test('the dashboard: feedback is stored with its page; the sidebar slides in on a phone', async ({
  page,
}) => {
  await page.goto('/');
  const address = uniqueEmail('feedback');
  await createAccount(page, address, 'Mira Kapoor');
  await page.goto('/log-in');
  await logIn(page, address);
  await page.waitForURL('**/dashboard');
  await expect(
    page.getByRole('heading', { name: 'You are not enrolled in a course yet' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find your French level' })).toHaveAttribute(
    'href',
    '/your-french-level',
  );
  await expectNoAxeViolations(page, '/dashboard 1440');

  await page.getByRole('button', { name: 'Send Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Feedback' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your feedback')).toBeFocused();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Please write your feedback before sending it.')).toBeVisible();
  const text = `The evening batch time suits me. ${Date.now()}`;
  await dialog.getByLabel('Your feedback').fill(text);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you, your feedback has been sent.')).toBeVisible();
  const rows = query<{ page: string; email: string }>(
    'SELECT f.page, u.email FROM "Feedback" f JOIN "User" u ON u.id = f."userId" WHERE f.message = ?',
    text,
  );
  expect(rows).toEqual([{ page: '/dashboard', email: address }]);
  // Opened again, the box is empty.
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect(dialog.getByLabel('Your feedback')).toHaveValue('');
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page, '/dashboard 390');
  const menu = page.getByRole('button', { name: 'Open the menu' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close the menu' })).toBeFocused();
  await expectNoAxeViolations(page, '/dashboard 390 menu open');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await drawer.getByRole('link', { name: 'Certificate' }).click();
  await page.waitForURL('**/dashboard/certificate');
  await expect(drawer).toBeHidden();
  await expectNoAxeViolations(page, '/dashboard/certificate 390');
});

test('a learner opening /admin gets the 403 page; staff get the back office', async ({ page }) => {
  await page.goto('/');
  const address = uniqueEmail('learner-admin');
  await createAccount(page, address, 'Lina Learner');
  const anonymous = await page.goto('/admin');
  expect(new URL(page.url()).searchParams.get('callbackUrl')).toBe('/admin');
  expect(anonymous?.status()).toBe(200);
  await logIn(page, address);
  await page.waitForURL('**/admin');
  const res = await page.reload();
  expect(res?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This page is for the school’s staff',
  );
  await expectNoAxeViolations(page, '403');

  // Roles are data: made staff, the same session reads the new role.
  run('UPDATE "User" SET role = \'staff\' WHERE email = ?', address);
  const staff = await page.reload();
  expect(staff?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
});

test('the sign-in pages are clean at 390 and 1440 px', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/log-in', '/sign-up', '/forgot-password', '/reset-password?token=x']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `${path} ${width}`);
    }
  }
  // Rendered per request: a nonce for this response's scripts, never an unsafe source.
  for (const path of ['/log-in', '/dashboard']) {
    const res = await page.request.get(path, { maxRedirects: 0 });
    const policy = res.headers()['content-security-policy'] ?? '';
    expect(policy, path).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(policy, path).not.toMatch(/script-src[^;]*unsafe/);
  }
  // Without SMTP_URL, forgot password says how to reach the school.
  await page.goto('/forgot-password');
  await expect(page.getByText(/Our team can send you a link/)).toBeVisible();
});
