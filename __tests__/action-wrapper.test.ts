/**
 * The server-action wrapper (lib/actions/action.ts, issue 51): the role is checked before the form
 * is read (an anonymous post of a bad form is sent to sign in, a learner's gets the 403 page, not
 * a parse error), a form the page never sends is refused with one sentence, an exception's text
 * never reaches the browser, and every action lands in the registry with its role.
 */
import { z } from 'zod/mini';
import {
  adminAction,
  learnerAction,
  staffAction,
  ACTION_FAILED,
  FORM_REFUSED,
} from '@/lib/actions/action';
import { choice, field, numberField, optionalField } from '@/lib/actions/fields';
import { actionRole } from '@/lib/actions/registry';
import { AdminInputError } from '@/lib/admin/errors';
import { ERROR_TEXT } from '@/lib/admin/flash-text';
import { db } from '@/lib/db';
import { userWithSession } from './support/auth';
import { backends, createTestDatabase, useDatabase, type TestDatabase } from './support/databases';

const request: { cookie?: string; referer?: string } = {};
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined, set: () => undefined }),
  headers: async () =>
    new Headers({
      ...(request.cookie ? { cookie: request.cookie } : {}),
      ...(request.referer ? { referer: request.referer } : {}),
    }),
}));
jest.mock('react', () => ({ ...jest.requireActual('react'), cache: (f: unknown) => f }));

process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = '1';

/** An action's answer: what it returned, or where it went (a redirect's URL, or 403). */
async function call(run: () => Promise<unknown>): Promise<{ value?: unknown; to?: string }> {
  try {
    return { value: await run() };
  } catch (e) {
    const digest = String((e as { digest?: string }).digest ?? '');
    if (digest.startsWith('NEXT_REDIRECT')) return { to: digest.split(';').slice(2, -2).join(';') };
    if (digest.endsWith(';403')) return { to: '403' };
    throw e;
  }
}

const form = (fields: Record<string, string | Blob>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

const SECRET = 'connect ECONNREFUSED 10.0.0.7:5432 password=hunter2';
const ran: unknown[] = [];
const schema = z.object({
  id: field,
  version: numberField,
  kind: choice(['a', 'b']),
  note: optionalField,
});

const staffSave = staffAction(schema, async (input) => {
  ran.push(input);
  if (input.id === 'boom') throw new Error(SECRET);
  if (input.id === 'refuse') throw new AdminInputError('Leads can be assigned to staff only');
});
const adminState = adminAction.withState(
  schema,
  async (input): Promise<{ ok: boolean; message: string }> => {
    ran.push(input);
    if (input.id === 'boom') throw new Error(SECRET);
    return { ok: true, message: '' };
  },
  (message) => ({ ok: false, message }),
);
const staffCall = staffAction.call(z.object({ id: z.string(), version: z.number() }), async (i) => {
  ran.push(i);
  if (i.id === 'boom') throw new Error(SECRET);
  return { version: i.version + 1 };
});
const learnerReset = learnerAction(z.object({}), async () => {
  ran.push('reset');
});

describe.each(backends)('the server-action wrapper on %s', (backend) => {
  let database: TestDatabase;
  const cookies = {} as Record<'learner' | 'staff' | 'admin', string>;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    cookies.learner = (await userWithSession('learner', 'Kavya Rao')).headers.cookie;
    cookies.staff = (await userWithSession('staff', 'Priya Office')).headers.cookie;
    cookies.admin = (await userWithSession('admin', 'Anil Admin')).headers.cookie;
  });
  afterAll(async () => {
    await useDatabase('file:./data/unused.db', { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    await database.drop();
  });
  beforeEach(() => {
    ran.length = 0;
    request.cookie = undefined;
    request.referer = undefined;
  });
  const as = (who: 'anonymous' | keyof typeof cookies) => {
    request.cookie = who === 'anonymous' ? undefined : cookies[who];
  };

  it('checks the role before reading the form: a bad form from the wrong person is never parsed', async () => {
    const bad = form({ version: 'not a number', kind: 'z' });
    as('anonymous');
    expect(await call(() => staffSave(bad))).toEqual({ to: '/log-in?callbackUrl=%2Fadmin' });
    expect(await call(() => adminState(null as never, bad))).toEqual({
      to: '/log-in?callbackUrl=%2Fadmin',
    });
    expect(await call(() => staffCall({ id: 1 } as never))).toEqual({
      to: '/log-in?callbackUrl=%2Fadmin',
    });
    expect(await call(() => learnerReset('not a form' as never))).toEqual({
      to: '/log-in?callbackUrl=%2Fdashboard',
    });
    as('learner');
    expect(await call(() => staffSave(bad))).toEqual({ to: '403' });
    expect(await call(() => staffCall({ id: 1 } as never))).toEqual({ to: '403' });
    as('staff');
    expect(await call(() => adminState(null as never, bad))).toEqual({ to: '403' });
    expect(ran).toEqual([]);
  });

  it('sends a signed-out visitor back to the page the form was on, only within its area', async () => {
    as('anonymous');
    request.referer = 'http://localhost:3000/admin/leads/abc?x=1';
    expect((await call(() => staffSave(form({})))).to).toBe(
      `/log-in?callbackUrl=${encodeURIComponent('/admin/leads/abc?x=1')}`,
    );
    request.referer = 'https://evil.example/phish';
    expect((await call(() => staffSave(form({})))).to).toBe('/log-in?callbackUrl=%2Fadmin');
    request.referer = 'http://localhost:3000/administrator';
    expect((await call(() => staffSave(form({})))).to).toBe('/log-in?callbackUrl=%2Fadmin');
  });

  it('refuses a form the page never sends, with one sentence, and runs nothing', async () => {
    as('admin');
    request.referer = 'http://localhost:3000/admin/leads/abc';
    const refused = [
      form({ version: '1', kind: 'a' }), // a missing field
      form({ id: 'x', version: '1.5', kind: 'a' }), // not a whole number
      form({ id: 'x', version: '', kind: 'a' }), // empty is not 0
      form({ id: 'x', version: '1', kind: 'c' }), // a choice not offered
      form({ id: new Blob(['x']), version: '1', kind: 'a' }), // a file for a text field
      form({ id: 'x'.repeat(20_001), version: '1', kind: 'a' }), // longer than any field
    ];
    for (const f of refused) {
      expect(await call(() => staffSave(f))).toEqual({
        to: '/admin/leads/abc?error=form_refused',
      });
      expect(await call(() => adminState(null as never, f))).toEqual({
        value: { ok: false, message: FORM_REFUSED },
      });
    }
    // Something else than a form (anyone may post any arguments to an action's id).
    expect((await call(() => staffSave('id=x' as never))).to).toBe(
      '/admin/leads/abc?error=form_refused',
    );
    expect(await call(() => staffCall({ id: 'x', version: '1' } as never))).toEqual({
      value: { ok: false, message: FORM_REFUSED },
    });
    expect(ran).toEqual([]);
    expect(FORM_REFUSED).toBe(ERROR_TEXT.form_refused);
    expect(FORM_REFUSED).toMatch(/^[A-Z][^.]*\.[^.]*\.$/); // two short sentences, no detail
  });

  it('runs a good form with what it says (a missing optional field is empty)', async () => {
    as('staff');
    expect(await call(() => staffSave(form({ id: 'x', version: '3', kind: 'b' })))).toEqual({
      value: undefined,
    });
    expect(ran).toEqual([{ id: 'x', version: 3, kind: 'b', note: '' }]);
    expect(await call(() => staffCall({ id: 'x', version: 3 }))).toEqual({
      value: { ok: true, version: 4 },
    });
    as('learner');
    expect(await call(() => learnerReset(new FormData()))).toEqual({ value: undefined });
  });

  it('never passes an exception’s text to the browser; a refusal’s sentence is passed', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    as('admin');
    request.referer = 'http://localhost:3000/admin/people';
    const boom = form({ id: 'boom', version: '1', kind: 'a' });
    const answers = [
      await call(() => staffSave(boom)),
      await call(() => adminState(null as never, boom)),
      await call(() => staffCall({ id: 'boom', version: 1 })),
    ];
    expect(answers).toEqual([
      { to: '/admin/people?error=failed' },
      { value: { ok: false, message: ACTION_FAILED } },
      { value: { ok: false, message: ACTION_FAILED } },
    ]);
    expect(JSON.stringify(answers)).not.toContain('hunter2');
    expect(errors).toHaveBeenCalled(); // the detail goes to the server log
    errors.mockRestore();
    expect(await call(() => staffSave(form({ id: 'refuse', version: '1', kind: 'a' })))).toEqual({
      to: '/admin/people?error=staff_only',
    });
  });

  it('registers every action with its role', async () => {
    expect([staffSave, adminState, staffCall, learnerReset].map(actionRole)).toEqual([
      'staff',
      'admin',
      'staff',
      'learner',
    ]);
    expect(actionRole(async () => undefined)).toBeUndefined();
    expect(await db().user.count()).toBe(3);
  });
});
