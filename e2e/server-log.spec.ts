import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { e2eServerLog } from '../playwright.config';

// The server log (scripts/server.mjs, lib/ops/log.mjs): JSON lines, one per request with its id,
// and none of the personal data the visitors' flows carry (names, e-mails, phones, passwords,
// references and tokens in paths, query strings, headers, cookies).

type LogLine = {
  level?: string;
  time?: string;
  instance?: string;
  requestId?: string;
  msg?: string;
  method?: string;
  path?: string;
  status?: number;
  durationMs?: number;
};

function logLines(): { raw: string; lines: LogLine[] } {
  const raw = readFileSync(e2eServerLog, 'utf8');
  const lines = raw
    .split('\n')
    .filter(Boolean)
    .map((l) => {
      try {
        return JSON.parse(l) as LogLine;
      } catch {
        throw new Error(`not a JSON line: ${l.slice(0, 300)}`);
      }
    });
  return { raw, lines };
}

/** Every id the server answered this page's requests with. */
function collectIds(page: Page, into: Map<string, string>) {
  page.on('response', (res) => {
    const id = res.headers()['x-request-id'];
    if (id && new URL(res.url()).origin === new URL(page.url() || res.url()).origin) {
      into.set(id, new URL(res.url()).pathname);
    }
  });
}

test('the server log: JSON lines, one per request with its id, and no personal data from a sign-up, a sign-in, a lead and a callback', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const name = { first: 'Quillon', last: 'Zephyrwood' };
  const fullName = `${name.first} ${name.last}`;
  const email = `logprobe.${tag}@example.com`;
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const phone = `+91 ${digits}`;
  const password = `Cle-${tag}-Secrete!`;
  const reference = `FS${tag.toUpperCase()}`;
  const token = `tok${tag}${'x'.repeat(20)}`;
  const ids = new Map<string, string>();
  collectIds(page, ids);

  await page.goto(`/faqs?email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}`);
  const base = new URL(page.url()).origin;
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, {
      data,
      headers: { origin: base, cookie: `probe=${encodeURIComponent(email)}` },
    });
    ids.set(res.headers()['x-request-id']!, path);
    return res;
  };

  // A sign-up, then a sign-in through the form.
  expect(
    (
      await post('/api/account/sign-up', {
        fullName,
        email,
        password,
        confirmPassword: password,
      })
    ).status(),
  ).toBeLessThan(300);
  await page.goto('/log-in');
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL('**/dashboard**');

  // A message lead and a callback request, with the phone and the name.
  const lead = await post('/api/form/leaveUsAMessage', {
    name: fullName,
    email,
    subject: '',
    purpose: 'General enquiry',
    message: `Please call me on ${phone}.`,
    contactingFor: 'Leave us a message',
    elapsedMs: 5_000,
  });
  expect(lead.status()).toBe(201);
  const callback = await post('/api/request-a-callback', {
    firstName: name.first,
    lastName: name.last,
    phoneNumber: phone,
    email,
    elapsedMs: 5_000,
  });
  expect(callback.status()).toBe(201);

  // A refusal names the request's id, as its X-Request-Id does (what a learner quotes).
  const refused = await post('/api/form/leaveUsAMessage', { name: fullName, email });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).error.requestId).toBe(refused.headers()['x-request-id']);

  // A reference and a token in paths (an enrolment's, a calendar feed's): answered, not logged.
  for (const path of [`/api/enrolments/${reference}`, `/calendar/${token}.ics`]) {
    const res = await page.request.get(path);
    ids.set(res.headers()['x-request-id']!, path);
  }
  // A client's own X-Request-Id is not taken (no trusted proxy here): the id is the server's.
  const own = await page.request.get('/api/health', { headers: { 'x-request-id': `mine-${tag}` } });
  expect(own.headers()['x-request-id']).toMatch(
    /^[2-9A-HJKMNP-TV-Z]{4}(?:-[2-9A-HJKMNP-TV-Z]{4}){3}$/,
  );

  expect(ids.size).toBeGreaterThan(5);
  // Every request's line is written when its answer has gone: wait for the last.
  await expect
    .poll(() => {
      const logged = new Set(logLines().lines.map((l) => l.requestId));
      return [...ids.keys()].filter((id) => !logged.has(id));
    })
    .toEqual([]);

  const { raw, lines } = logLines();
  // Checked in plain code and asserted once: the log holds every request of the run before this
  // test (tens of thousands of lines), and an expect() per field would take minutes.
  const badLine = (line: LogLine) =>
    !/^(trace|debug|info|warn|error|fatal)$/.test(line.level ?? '') ||
    !/^\d{4}-\d\d-\d\dT/.test(line.time ?? '') ||
    !line.instance;
  expect(lines.filter(badLine).slice(0, 5)).toEqual([]);
  const requests = lines.filter((l) => l.msg === 'request');
  const badRequest = (line: LogLine) =>
    !/^[A-Za-z0-9._-]{8,128}$/.test(line.requestId ?? '') ||
    !/^[A-Z]+$/.test(line.method ?? '') ||
    !/^\//.test(line.path ?? '') ||
    (line.path ?? '').includes('?') ||
    typeof line.status !== 'number' ||
    typeof line.durationMs !== 'number';
  expect(requests.length).toBeGreaterThan(5);
  expect(requests.filter(badRequest).slice(0, 5)).toEqual([]);
  // Our requests, each on one line with its path as logged.
  const byId = new Map(requests.map((l) => [l.requestId!, l]));
  expect(byId.get([...ids].find(([, p]) => p === '/api/form/leaveUsAMessage')![0])).toMatchObject({
    method: 'POST',
    path: '/api/form/leaveUsAMessage',
    status: 201,
  });
  expect(byId.get([...ids].find(([, p]) => p.startsWith('/api/enrolments/'))![0])?.path).toBe(
    '/api/enrolments/:id',
  );
  expect(byId.get([...ids].find(([, p]) => p.startsWith('/calendar/'))![0])?.path).toBe(
    '/calendar/:id',
  );
  expect(requests.some((l) => l.path === '/faqs')).toBe(true);

  // None of the flows' data, in any form.
  for (const datum of [
    email,
    encodeURIComponent(email),
    email.split('@')[0]!,
    digits,
    digits.slice(2),
    phone,
    password,
    name.first,
    name.last,
    reference,
    token,
    tag,
  ]) {
    expect(raw, `the log contains ${datum}`).not.toContain(datum);
  }
});
