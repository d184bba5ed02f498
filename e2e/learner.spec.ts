import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';
import { expectNoAxeViolations, shoot } from './practice-support';
import { b1OnSale } from './cohort-data';

// The learner area (issue 9): an enrolment made in the test shows on the dashboard; the course
// player moves the learning card; a rating, a lesson request, a certificate and its public page;
// the referral page; the preview routes; axe at 390 and 1440 px.

const PASSWORD = 'Bonjour#2025';

function one<T>(sql: string, ...args: unknown[]): T | undefined {
  const db = new Database(e2eDatabase, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...args) as T | undefined;
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

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUpAndLogIn(page: Page, email: string, fullName: string, callback: string) {
  await page.goto('/log-in');
  const res = await page.request.post('/api/account/sign-up', {
    data: { fullName, email, password: PASSWORD, confirmPassword: PASSWORD },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  await page.context().clearCookies();
  await page.goto(`/log-in?callbackUrl=${encodeURIComponent(callback)}`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL(`**${callback}`);
}

async function axeBothWidths(page: Page, label: string, testInfo?: TestInfo) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expectNoAxeViolations(page, `${label} at ${width}px`);
    if (testInfo) await shoot(page, testInfo, `${label.replace(/\W+/g, '-')}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

// B1 on sale (e2e/cohort-data.ts).
test.beforeAll(() => {
  b1OnSale();
});

test('an enrolment made while signed in: dashboard card, player progress, rating, lesson request, certificate', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('kavya');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signUpAndLogIn(page, email, 'Kavya Rao', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour, Kavya !');
  await expect(page.getByText('You are not enrolled in a course yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find your French level' })).toHaveAttribute(
    'href',
    '/your-french-level',
  );

  // Enrol in B1 while signed in: the enrolment joins the account.
  await page.goto('/detail-verification?course=b1&batch=3');
  await page.getByLabel('Full name').fill('Kavya Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const reference = (await page
    .getByText(/^FS-[A-Z0-9]{8}$/)
    .first()
    .textContent())!;

  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: /French B1 Level/ });
  await expect(card.getByText('Awaiting payment')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Finish paying' })).toHaveAttribute(
    'href',
    `/detail-verification/payment?ref=${reference}`,
  );
  await axeBothWidths(page, 'dashboard awaiting payment', testInfo);
  // The payment step's old address (in e-mails sent before it moved) still opens it.
  await page.goto(`/detail-verification?ref=${reference}`);
  await expect(page).toHaveURL(new RegExp(`/detail-verification/payment\\?ref=${reference}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await page.goto('/dashboard');

  // Staff confirm the payment (as the back office would): the card opens the course.
  run(
    `UPDATE "Enrolment" SET "status" = 'paid', "paidAt" = ? WHERE "reference" = ?`,
    Date.now(),
    reference,
  );
  await page.reload();
  await expect(card.getByText('0% complete')).toBeVisible();
  await card.getByRole('link', { name: 'Start Course' }).click();
  await expect(page).toHaveURL(/\/french-course-layout\?course=b1&lesson=1\.1$/);
  await expect(
    page.getByText('The recording is added within 24 hours of the class.'),
  ).toBeVisible();
  await expect(
    page.locator('main').getByRole('link', { name: 'Certificate', exact: true }),
  ).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: 'Resources' })).toBeVisible();
  await axeBothWidths(page, 'course player', testInfo);
  await shoot(page, testInfo, 'player');

  // Searching the course content keeps the matching lessons.
  const search = page.getByRole('searchbox', { name: 'Search the lessons' });
  await search.fill('zzzz-nothing');
  await expect(page.getByText('No lesson matches your search.')).toBeVisible();
  await search.fill('');

  // Next Lesson marks this one done and opens the next; the learning card follows.
  await page.getByRole('button', { name: 'Next Lesson' }).click();
  await expect(page).toHaveURL(/lesson=1\.2$/);
  await expect
    .poll(
      () =>
        one<{ n: number }>(
          `SELECT COUNT(*) AS n FROM "LessonProgress"
    WHERE "lesson" = '1.1' AND "userId" = (SELECT id FROM "User" WHERE email = ?)`,
          email,
        )?.n,
    )
    .toBe(1);
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await expect(page.getByRole('button', { name: /Completed: mark as not done/ })).toBeVisible();

  // A rating: 1-5 stars and a comment, editable.
  await page.getByRole('button', { name: 'Leave a rating' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave a rating' });
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(dialog.getByText('Please choose from 1 to 5 stars.')).toBeVisible();
  await dialog.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByLabel('Comment (optional)').fill('Clear explanations, lively classes.');
  await expectNoAxeViolations(page, 'rating dialog');
  await dialog.getByRole('button', { name: 'Save rating' }).click();
  await expect(page.getByRole('button', { name: 'Your rating: 4/5 (edit)' })).toBeVisible();
  expect(
    one(
      `SELECT "stars", "comment", "course" FROM "Rating" WHERE "userId" =
      (SELECT id FROM "User" WHERE email = ?)`,
      email,
    ),
  ).toEqual({ stars: 4, comment: 'Clear explanations, lively classes.', course: 'b1' });

  await page.goto('/dashboard');
  const pct = Math.floor(200 / 60);
  await expect(card.getByText(`${pct}% complete`)).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(pct));
  await expect(card.getByRole('link', { name: 'Resume Course' })).toHaveAttribute(
    'href',
    '/french-course-layout?course=b1&lesson=1.3',
  );
  await axeBothWidths(page, 'dashboard with progress', testInfo);

  // The top bar's search finds lessons of the learner's course.
  await page.getByRole('searchbox', { name: 'Search your course lessons' }).fill('passé composé');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/french-course-layout\?q=/);
  await expect(page.getByRole('searchbox', { name: 'Search the lessons' })).toHaveValue(
    'passé composé',
  );
  await page.goto('/dashboard');

  // Request lesson, from the sidebar.
  await page.getByRole('complementary').getByRole('button', { name: 'Request lesson' }).click();
  const req = page.getByRole('dialog', { name: 'Request a lesson' });
  await req.getByRole('button', { name: 'Send request' }).click();
  await expect(req.getByText('Please tell us the topic you would like a lesson on.')).toBeVisible();
  await req.getByLabel('Topic').fill('Le subjonctif après il faut que');
  await req.getByLabel('Preferred batch slot (IST)').selectOption({ label: '7:00-9:30 PM' });
  await req.getByLabel('Message (optional)').fill('With exercises, please.');
  await expectNoAxeViolations(page, 'lesson request dialog');
  await req.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('Thank you, your lesson request has been sent to our team.').first(),
  ).toBeVisible();
  expect(
    one(
      `SELECT "topic", "batch", "message" FROM "LessonRequest" WHERE "userId" =
      (SELECT id FROM "User" WHERE email = ?)`,
      email,
    ),
  ).toEqual({
    topic: 'Le subjonctif après il faut que',
    batch: 3,
    message: 'With exercises, please.',
  });

  // A certificate, issued by the school's command; the learner's page, its PDF, the public check.
  const issued = spawnSync(
    process.execPath,
    [path.join(__dirname, '..', 'scripts', 'certificate-issue.mjs'), reference],
    { env: { ...process.env, DATABASE_URL: `file:${e2eDatabase}` }, encoding: 'utf8' },
  );
  expect(issued.status, issued.stderr).toBe(0);
  const certId = /certificate (FSC-[A-Z0-9]{10})/.exec(issued.stdout)![1]!;
  await page.goto('/dashboard/certificate');
  const cert = page.getByRole('article', { name: /French B1 Level/ });
  await expect(cert.getByText(certId)).toBeVisible();
  const pdf = await page.request.get(`/api/dashboard/certificates/${certId}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await axeBothWidths(page, 'certificates', testInfo);

  const anonymous = await browser.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(`/certificates/${certId}`);
  await expect(visitor.getByText('This certificate is genuine.')).toBeVisible();
  await expect(visitor.getByText('Kavya Rao')).toBeVisible();
  await expect(visitor.getByText(email)).toHaveCount(0);
  await expect(visitor.getByText(reference)).toHaveCount(0);
  // The PDF is its owner's only.
  expect((await visitor.request.get(`/api/dashboard/certificates/${certId}`)).status()).toBe(401);
  await visitor.goto('/certificates/FSC-2222222222');
  await expect(visitor.getByText(/No certificate has this id/)).toBeVisible();
  await expectNoAxeViolations(visitor, 'certificate verify (unknown)');
  await anonymous.close();

  // Refer and Earn: the code, the share buttons, the wallet.
  await page.goto('/dashboard/refer-and-earn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refer and Earn');
  await expect(page.getByText(/^FR[2-9A-Z]{6}$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
  await expect(page.getByRole('button', { name: 'Withdraw Amount' })).toBeDisabled();
  await axeBothWidths(page, 'refer and earn', testInfo);

  // A learner is no staff: the back office's lesson requests answer 403.
  const res = await page.goto('/admin/lesson-requests');
  expect(res?.status()).toBe(403);
});

test('a friend’s referral code takes ₹200 off at checkout; one’s own code is refused', async ({
  page,
  browser,
}) => {
  const referrer = uniqueEmail('anil');
  await signUpAndLogIn(page, referrer, 'Anil Kapoor', '/dashboard/refer-and-earn');
  const code = (await page
    .getByText(/^FR[2-9A-Z]{6}$/)
    .first()
    .textContent())!;

  // Own code, signed in: refused under the field.
  await page.goto('/detail-verification?course=b1&batch=1');
  await page.getByLabel('Full name').fill('Anil Kapoor');
  await page.getByLabel('Email').fill(referrer);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByLabel('Referral code (optional)').fill(code);
  await page.getByLabel(/I agree to the Terms and Conditions/).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    page.getByText('Your own referral code cannot be used on your own enrolment.'),
  ).toBeVisible();

  // A friend, in another browser: ₹200 off.
  const other = await browser.newContext();
  const friend = await other.newPage();
  // The share link carries the code through the checkout to the details form.
  await friend.goto(`/checkout?course=b1&batch=1&referral=${code}`);
  await friend.getByRole('button', { name: 'Continue to your details' }).click();
  await expect(friend).toHaveURL(new RegExp(`referral=${code}`));
  await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(code);
  await friend.getByLabel('Full name').fill('Meera Nair');
  await friend.getByLabel('Email').fill(uniqueEmail('meera'));
  await friend.getByRole('textbox', { name: 'Phone number' }).fill('9876543211');
  await friend.getByLabel(/I agree to the Terms and Conditions/).check();
  await friend.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(friend.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(friend.getByText(`Referral discount (${code})`)).toBeVisible();
  await expect(friend.getByTestId('amount-due')).toHaveText('₹29,799');
  await other.close();
});

const previews = [
  ['/DashSide', 'Dashboard sidebar'],
  ['/LearningCard', 'Learning card'],
  ['/DashNav', 'Dashboard top bar'],
  ['/ReferralCard', 'Referral card'],
  ['/HowItWorks', 'How the referral programme works'],
  ['/CertificateCard', 'Certificate card'],
] as const;

test('the preview routes: public, labelled sample data, noindex, not in the sitemap', async ({
  page,
}, testInfo) => {
  // Six pages, each with axe and screenshots: close to a minute on a busy host.
  test.setTimeout(120_000);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const [route, title] of previews) {
    const res = await page.goto(route);
    expect(res?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Component preview with sample data')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(sitemap).not.toContain(`${route}<`);
    await axeBothWidths(page, route, testInfo);
  }
  await page.goto('/HowItWorks');
  await expect(page.getByRole('listitem').filter({ hasText: 'Share your code' })).toBeVisible();
  await page.goto('/DashNav');
  const menu = page.getByRole('button', { name: 'Open the menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Refer and Earn' })).toBeVisible();
});
