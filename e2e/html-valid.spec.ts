import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { publicRoutes } from '../content/routes';
import { hydrated } from './hydrated';

// Issue 47: valid HTML (W3C Nu checker, errors only) on every public route in Chromium at a phone
// and a desktop width, as the page is after hydration and with each of its dialogs open (the
// mobile menu at the phone width; every button that opens a dialog, at both). Each state's DOM is
// saved, and the checker runs once over all the files (one JVM start).

const vnuJar = path.join(__dirname, '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;
/** Tabs per width loading routes at once (the machine has few cores, the server is shared). */
const TABS = 2;

type Saved = { file: string; label: string };

/** Saves the page's DOM as it is now, with its doctype. */
function saver(dir: string, saved: Saved[]) {
  return async (page: Page, label: string) => {
    const file = path.join(dir, `${String(saved.length).padStart(3, '0')}.html`);
    saved.push({ file, label });
    writeFileSync(file, await page.content());
  };
}

/** Opens a dialog with `open` (a hydrated button), saves the DOM, and closes it with Escape. */
async function withDialog(page: Page, open: () => Promise<void>, save: () => Promise<void>) {
  await open();
  const dialog = page.locator('dialog[open]');
  await expect(dialog).toHaveCount(1);
  await expect(dialog).toBeVisible();
  await save();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
}

/** Loads `route` in `page` (a tab at one width, reused), saves it, then with each dialog open. */
async function visit(
  page: Page,
  route: string,
  w: (typeof widths)[number],
  save: (page: Page, label: string) => Promise<void>,
) {
  const res = await page.goto(route, { waitUntil: 'domcontentloaded' });
  expect(res?.status(), `${route} at ${w.name}`).toBe(200);
  const label = `${route} at ${w.width} px`;
  // Hydrated (the header's menu button, hidden at the desktop width, is a client component).
  await page.waitForFunction(() => {
    const b = document.querySelector('[aria-controls="mobile-menu"]');
    return !!b && Object.keys(b).some((k) => k.startsWith('__reactFiber$'));
  });
  await save(page, label);
  if (w.name === 'phone') {
    await withDialog(
      page,
      () => page.getByRole('button', { name: 'Open menu' }).click(),
      () => save(page, `${label}, the menu open`),
    );
  }
  // Every button that opens a dialog, one of each action: a course page's batch buttons
  // ('7:00-9:30 AM IST', then 'Join the waitlist') open one form, each with its own slot chosen.
  const openers = page.locator('button[aria-haspopup="dialog"]');
  const seen = new Set<string>();
  for (let i = 0; i < (await openers.count()); i++) {
    const button = openers.nth(i);
    if (!(await button.isVisible())) continue;
    const text = (await button.getAttribute('aria-label')) ?? (await button.innerText());
    const name = text.replace(/\s+/g, ' ').trim();
    const action = text.trim().split('\n').pop()!.trim();
    if (seen.has(action)) continue;
    seen.add(action);
    await withDialog(
      page,
      async () => (await hydrated(button)).click(),
      () => save(page, `${label}, the '${name}' dialog open`),
    );
  }
  if (thanksForms.has(route)) {
    await withDialog(
      page,
      () => sendForm(page, route),
      () => save(page, `${label}, the thank-you dialog open`),
    );
  }
}

/**
 * The pages whose form opens a thank-you dialog once sent: the form is filled with plausible
 * values and the send is answered by the test (nothing is stored), so the dialog opens as after a
 * real send.
 */
const thanksForms = new Set([
  '/',
  '/ContactUs',
  '/freeCC',
  '/TranslationAndInterpretation',
  '/recruitAssistance',
  '/corpTrainingServices',
]);

/** Fills every empty field of the page's lead form with a value its rules accept, and sends it. */
async function sendForm(page: Page, route: string) {
  const form = page.locator('main form').first();
  await form.scrollIntoViewIfNeeded();
  const fields = form.locator('input:visible, textarea:visible, select:visible');
  for (let i = 0; i < (await fields.count()); i++) {
    const f = fields.nth(i);
    const { tag, type, auto, mode, empty } = await f.evaluate((el: HTMLInputElement) => ({
      tag: el.tagName.toLowerCase(),
      type: el.type,
      auto: el.autocomplete,
      mode: el.inputMode,
      empty: el.value === '',
    }));
    if (tag === 'select') {
      if (empty) await f.selectOption({ index: 1 });
    } else if (type === 'checkbox') {
      await f.check();
    } else if (type === 'email') {
      await f.fill('nu-check@example.com');
    } else if (auto === 'tel-national') {
      await f.fill('9876543210');
    } else if (type === 'number' || mode === 'numeric') {
      await f.fill('8');
    } else if (type === 'date') {
      await f.fill(new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10));
    } else if (tag === 'textarea') {
      await f.fill('Bonjour, je voudrais apprendre le français.');
    } else if ((type === 'text' || type === 'search') && empty) {
      await f.fill('Aarav Sharma');
    }
  }
  // A list box still showing its prompt ('Select a purpose'): its first choice.
  const boxes = form.locator('[role="combobox"][aria-haspopup="listbox"]');
  for (let i = 0; i < (await boxes.count()); i++) {
    const box = boxes.nth(i);
    if (!/^\s*Select/.test(await box.innerText())) continue;
    await box.click();
    const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
    await list.getByRole('option').first().click();
  }
  await page.route('**/api/**', (r) =>
    r.request().method() === 'POST'
      ? r.fulfill({ status: 201, json: { success: true, id: 'nu-check' } })
      : r.fallback(),
  );
  try {
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('dialog[open]'), `${route}: the thank-you dialog`).toBeVisible();
  } finally {
    await page.unroute('**/api/**');
  }
}

type NuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

/** The Nu checker over all the files at once: its messages (errors only). */
function nuCheck(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        try {
          resolve((JSON.parse(stderr) as { messages: NuMessage[] }).messages);
        } catch {
          reject(
            error ?? new Error(`the Nu checker's output is not JSON: ${stderr.slice(0, 500)}`),
          );
        }
      },
    );
  });
}

test('every public route is valid HTML (Nu checker) at 390 and 1440 px, with its dialogs open', async ({
  browser,
}, testInfo) => {
  // Every public route at two widths, its dialogs opened, then one Nu run over all of it: 2.6-3 min
  // on a busy two-core host, so twice that before it counts as hung.
  test.setTimeout(360_000);
  const dir = testInfo.outputPath('nu');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const saved: Saved[] = [];
  const save = saver(dir, saved);
  // A few tabs at each width, each taking the next route until none is left.
  await Promise.all(
    widths.map(async (w) => {
      const context = await browser.newContext({ viewport: { width: w.width, height: w.height } });
      const queue = publicRoutes.map((r) => r.path);
      await Promise.all(
        Array.from({ length: TABS }, async () => {
          const page = await context.newPage();
          for (let route = queue.shift(); route; route = queue.shift()) {
            await visit(page, route, w, save);
          }
        }),
      );
      await context.close();
    }),
  );
  // Every route at both widths, and the menu at the phone width at least.
  expect(saved.length).toBeGreaterThanOrEqual(publicRoutes.length * 3);

  const messages = await nuCheck(saved.map((s) => s.file));
  // The checker names a file by its URL (file:/…/007.html): the file's name is enough.
  const labelOf = new Map(saved.map((s) => [path.basename(s.file), s.label]));
  // The stylesheet rides in the HTML (next.config.mjs inlineCss), and the checker's CSS part
  // predates what Tailwind 4 writes (@property, container-type, color-mix(in …), margin-trim):
  // its 'CSS:' messages are about valid modern CSS, so only the HTML's own messages count here.
  const errors = messages
    .filter((m) => !m.message.startsWith('CSS:'))
    .map(
      (m) =>
        `${labelOf.get(path.basename(m.url ?? '')) ?? m.url}: ${m.type}${m.subType ? ` (${m.subType})` : ''}: ${m.message}` +
        (m.extract ? `\n    line ${m.lastLine}: ${m.extract.replace(/\s+/g, ' ').trim()}` : ''),
    );
  expect(errors, `${saved.length} documents checked`).toEqual([]);
});
