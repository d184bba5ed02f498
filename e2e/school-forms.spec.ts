import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eDatabase } from '../playwright.config';
import { samples } from '../__tests__/support/files';
import { waitOutFillTime } from './fill-time';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Row = Record<string, unknown> & { id: string; details: string };

function query<T>(sql: string, ...args: unknown[]): T[] {
  const db = new Database(e2eDatabase, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}

function leadsFor(kind: string, email: string) {
  return query<Row>(`SELECT * FROM "Lead" WHERE "kind" = ? AND "email" = ?`, kind, email).map(
    (r) => ({ ...(JSON.parse(r.details) as object), ...r }) as Row,
  );
}

async function contactDetails(form: Locator, email: string) {
  await form.getByLabel(/^(Full name|Your name)$/).fill('Aarav Sharma');
  await form.getByLabel(/^(Email|Work email)$/).fill(email);
  await form.getByLabel('Phone number').fill('98765 43210');
  await expect(form.getByLabel('Phone number')).toHaveValue('9876543210');
}

/**
 * The free-session form's fill time is measured by the server, from the cookie set when the form
 * was served (lib/reservations/served.ts): a real second has to pass, the page's clock cannot
 * stand in for it. The other forms measure it in the browser (waitOutFillTime, ./fill-time).
 */
const waitOutServedTime = (page: Page) => page.waitForTimeout(1100);

// The page's clock runs (installed, not paused) so a test can move it past the fill time.
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

async function expectThanks(page: Page, title: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`),
  ).toEqual([]);
}

test('a visitor reserves a free session, sees it in IST and downloads the .ics', async ({
  page,
}) => {
  const email = `reserve-${Date.now()}@example.com`;
  await page.goto('/ReserveSessionPage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reserve Your FREE Session');
  const form = page.getByRole('form', { name: 'Choose a day and a time' });
  await contactDetails(form, email);
  await form.getByLabel('Your French today').selectOption('A1 (beginner)');
  await form.getByLabel('Your goal').selectOption('Canadian immigration (TEF/TCF)');
  const day = form.getByLabel('Day', { exact: true });
  await expect(day.locator('option')).not.toHaveCount(1); // the days arrived
  const date = await day.locator('option').nth(1).getAttribute('value');
  await day.selectOption(date!);
  await form.getByLabel('Time slot (IST)').selectOption('7:00-9:30 PM');
  await waitOutServedTime(page);
  await form.getByRole('button', { name: 'Reserve my session' }).click();
  const dialog = await expectThanks(page, 'Your session is reserved');
  await expect(dialog).toContainText('7:00-9:30 PM IST');
  const [row] = leadsFor('reservation', email);
  expect(row).toMatchObject({
    date,
    slot: '7:00-9:30 PM',
    status: 'new',
    page: '/ReserveSessionPage',
  });
  expect(query(`SELECT * FROM "Reservation" WHERE "leadId" = ?`, row!.id)).toMatchObject([
    { date, slot: 3, seat: 1 },
  ]);
  await expectNoAxeViolations(page, 'reservation confirmation');
  const download = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('free-session.ics');
  const ics = await page.request.get(`/api/reservations/${row!.id}/ics`);
  const text = await ics.text();
  expect(text).toContain('BEGIN:VEVENT');
  // 7:00 PM IST is 13:30 UTC
  expect(text).toContain(`DTSTART:${date!.replace(/-/g, '')}T133000Z`);
  expect(text).not.toContain(email);
});

test('a slot at capacity is offered as full', async ({ page, request }) => {
  // The availability answer sets the cookie with the time the form was served; the server goes
  // by the time since then (lib/reservations/served.ts), so wait out the fill time after it.
  const avail = (await (await request.get('/api/reservations/availability')).json()) as {
    dates: string[];
  };
  await waitOutServedTime(page);
  const date = avail.dates.at(-1)!;
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/api/reservations', {
      data: {
        name: 'Seat Taker',
        // Three visitors: one visitor holds at most two upcoming sessions.
        email: `seat-${i}-${Date.now()}@example.com`,
        phoneNumber: `+91 98765000${10 + i}`,
        level: 'Not sure',
        goal: 'Not sure yet',
        date,
        slot: '7:00-9:30 AM',
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto('/ReserveSessionPage');
  const form = page.getByRole('form', { name: 'Choose a day and a time' });
  await expect(form.getByLabel('Day', { exact: true }).locator('option')).not.toHaveCount(1);
  await form.getByLabel('Day', { exact: true }).selectOption(date);
  const full = form.getByLabel('Time slot (IST)').locator('option', { hasText: '7:00-9:30 AM' });
  await expect(full).toHaveText('7:00-9:30 AM (full)');
  await expect(full).toBeDisabled();
});

test('a translation enquiry with a document is stored, the file only for staff', async ({
  page,
  request,
}) => {
  const email = `translate-${Date.now()}@example.com`;
  await page.goto('/TranslationAndInterpretation');
  const form = page.getByRole('form', { name: 'Ask for a quote' });
  await contactDetails(form, email);
  await form.getByLabel('What do you need?').selectOption('Document translation');
  await form.getByLabel('Language pair').selectOption('English to French');
  await form.getByLabel(/^Pages/).fill('3');
  const deadline = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
  await form.getByLabel('Deadline').fill(deadline);
  await form.getByLabel('Document (optional)').setInputFiles({
    name: 'degree certificate.pdf',
    mimeType: 'application/pdf',
    buffer: samples.pdf(),
  });
  await waitOutFillTime(page);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expectThanks(page, 'Thank you!');
  const [row] = leadsFor('enquiry-translation', email);
  expect(row).toMatchObject({
    subject: 'Document translation, English to French',
    amount: 3,
    unit: 'pages',
    deadline,
  });
  const [upload] = query<{ id: string; fileName: string; mimeType: string; bytes: Buffer }>(
    `SELECT * FROM "Upload" WHERE "leadId" = ?`,
    row!.id,
  );
  expect(upload).toMatchObject({ fileName: 'degree-certificate.pdf', mimeType: 'application/pdf' });
  expect(Buffer.from(upload!.bytes).equals(samples.pdf())).toBe(true);
  // no public route serves an upload
  for (const url of [
    `/api/uploads/${upload!.id}`,
    `/uploads/${upload!.id}`,
    `/uploads/${upload!.fileName}`,
    `/${upload!.fileName}`,
  ]) {
    expect((await request.get(url)).status(), url).toBe(404);
  }
});

test('a wrong file type is refused under the field and the input is kept', async ({ page }) => {
  await page.goto('/TranslationAndInterpretation');
  const form = page.getByRole('form', { name: 'Ask for a quote' });
  await contactDetails(form, 'wrong-file@example.com');
  await form.getByLabel('What do you need?').selectOption('Interpretation');
  await form.getByLabel('Language pair').selectOption('French to English');
  await form.getByLabel(/^Pages/).fill('2');
  await form
    .getByLabel('Deadline')
    .fill(new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10));
  await form.getByLabel('Document (optional)').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: samples.exe(),
  });
  await waitOutFillTime(page);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(
    form.getByText('The file must be a PDF, Word (DOCX), JPG or PNG document.'),
  ).toBeVisible();
  await expect(form.getByLabel('Document (optional)')).toBeFocused();
  await expect(form.getByLabel(/^(Full name)$/)).toHaveValue('Aarav Sharma');
  expect(leadsFor('enquiry-translation', 'wrong-file@example.com')).toHaveLength(0);
});

test('a recruitment enquiry is stored', async ({ page }) => {
  const email = `recruit-${Date.now()}@example.com`;
  await page.goto('/recruitAssistance');
  const form = page.getByRole('form', { name: 'Tell us what you are hiring for' });
  await form.getByLabel('Organisation').fill('Acme Support');
  await contactDetails(form, email);
  await form.getByLabel('Roles you are hiring for').fill('French customer support associates');
  await form.getByLabel('Number of people').fill('8');
  await form.getByLabel('Level of French needed').selectOption('B2 (confident at work)');
  await waitOutFillTime(page);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expectThanks(page, 'Thank you!');
  expect(leadsFor('enquiry-recruitment', email)).toMatchObject([
    { organisation: 'Acme Support', candidates: 8, level: 'B2 (confident at work)' },
  ]);
});

test('a corporate training enquiry is stored', async ({ page }) => {
  const email = `corporate-${Date.now()}@example.com`;
  await page.goto('/corpTrainingServices');
  const form = page.getByRole('form', { name: 'Plan training for your team' });
  await form.getByLabel('Organisation').fill('Acme Consulting');
  await contactDetails(form, email);
  await form.getByLabel('Number of learners').fill('20');
  await form.getByLabel('Current French levels').selectOption('Mixed levels');
  await form.getByLabel('When can the team study?').selectOption('Weekday evenings');
  await form.getByLabel('Online or at your office?').selectOption('Online');
  await waitOutFillTime(page);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expectThanks(page, 'Thank you!');
  expect(leadsFor('enquiry-corporate', email)).toMatchObject([
    { teamSize: 20, mode: 'Online', course: 'corporate' },
  ]);
});

test('free career counselling is booked with the keyboard alone', async ({ page }) => {
  const email = `counsel-${Date.now()}@example.com`;
  await page.goto('/freeCC');
  const form = page.getByRole('form', { name: 'Book your free session' });
  await form.getByLabel('Full name').focus();
  await page.keyboard.type('Diya Kapoor');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab'); // country code select: keep +91
  await page.keyboard.press('Tab');
  await page.keyboard.type('9812345678');
  for (const [steps, label] of [
    [2, 'Your goal'],
    [3, 'Your French today'],
    [1, 'Preferred time slot (IST)'],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(label)).toBeFocused();
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
  }
  await expect(form.getByLabel('Your goal')).toHaveValue('Canadian immigration (TEF/TCF)');
  await page.keyboard.press('Tab');
  await page.keyboard.type('I have an A2 certificate from school.');
  await waitOutFillTime(page);
  // links in the consent line, then the submit button
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Book session' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = await expectThanks(page, 'Thank you!');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('button', { name: 'Book session' })).toBeFocused();
  expect(leadsFor('career-counselling', email)).toMatchObject([
    {
      name: 'Diya Kapoor',
      phone: '+91 9812345678',
      goal: 'Canadian immigration (TEF/TCF)',
      level: 'A2 (elementary)',
      slot: '7:00-9:30 AM',
    },
  ]);
});

test('an empty service form shows every message under its field', async ({ page }) => {
  await page.goto('/corpTrainingServices');
  const form = page.getByRole('form', { name: 'Plan training for your team' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  for (const m of [
    'Organisation is required',
    'Your name is required',
    'Email is required',
    'Phone number is required',
    'Enter the number of learners',
    'Choose the current levels',
    'Choose when the team can study',
    'Choose online or at your office',
  ]) {
    await expect(form.getByText(m, { exact: true })).toBeVisible();
  }
  await expect(form.getByLabel('Organisation')).toBeFocused();
});

test('a teacher applies with a CV; the CV is kept for staff only', async ({ page, request }) => {
  const email = `teacher-${Date.now()}@example.com`;
  await page.goto('/JoinUsPage');
  const form = page.getByRole('form', { name: 'Apply' });
  // without a CV: the message shows under the file field
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Attach your CV', { exact: true })).toBeVisible();
  await contactDetails(form, email);
  await form.getByLabel('Role').selectOption('Exam trainer (DELF/DALF/TEF/TCF)');
  await form.getByLabel('Your French level').selectOption('C1');
  await form.getByLabel('Certificates (optional)').fill('DALF C1 (2021)');
  await form.getByLabel('Your teaching experience').fill('Four years of DELF B1-B2 preparation.');
  await form.getByLabel('When can you teach?').fill('Weekday evenings, Saturday mornings');
  await form.getByLabel('CV').setInputFiles({
    name: 'cv.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: samples.docx(),
  });
  await waitOutFillTime(page);
  await form.getByRole('button', { name: 'Send application' }).click();
  await expectThanks(page, 'Thank you for applying!');
  const [row] = leadsFor('application', email);
  expect(row).toMatchObject({
    role: 'Exam trainer (DELF/DALF/TEF/TCF)',
    certificates: 'DALF C1 (2021)',
  });
  const [cv] = query<{ id: string; size: number; mimeType: string }>(
    `SELECT "id", "size", "mimeType" FROM "Upload" WHERE "leadId" = ?`,
    row!.id,
  );
  expect(cv).toMatchObject({ size: samples.docx().length });
  expect(cv!.mimeType).toContain('wordprocessingml');
  expect((await request.get(`/api/uploads/${cv!.id}`)).status()).toBe(404);
  expect((await request.get(`/api/applications/${cv!.id}`)).status()).toBe(404);
});
