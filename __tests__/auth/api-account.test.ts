import { createHash } from 'node:crypto';
import { POST as signUp } from '@/app/api/account/sign-up/route';
import { POST as forgot } from '@/app/api/account/forgot-password/route';
import { POST as reset } from '@/app/api/account/reset-password/route';
import { POST as signOutEverywhere } from '@/app/api/account/sign-out-everywhere/route';
import { POST as feedback } from '@/app/api/dashboard/feedback/route';
import { resetAuthSecretForTests } from '@/lib/auth/secret';
import { readSession } from '@/lib/auth/session';
import { createPasswordReset } from '@/lib/auth/password-reset';
import { db } from '@/lib/db';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import { authMessages } from '@/lib/validation/auth';
import { signUpPage, resetPasswordPage } from '@/content/accounts';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import { jsonRequest } from '@/__tests__/support/http';
import { PASSWORD, signIn, userWithSession } from '@/__tests__/support/auth';

const ORIGIN = 'http://localhost:3000';
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  jsonRequest(url, body, { headers: { origin: ORIGIN, ...headers } });
type Body = { error: { message: string; fields: Record<string, string> } };
const json = async (res: Response) => (await res.json()) as Body;

const newAccount = {
  fullName: 'Neha Singh',
  email: 'Neha@Example.com',
  password: 'Bonjour#2025',
  confirmPassword: 'Bonjour#2025',
};

describe.each(backends)('account handlers on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_USER_10_MIN: '1000',
      SMTP_URL: undefined,
      LEADS_NOTIFY_TO: undefined,
    });
    resetAuthSecretForTests();
  });
  afterAll(async () => {
    await stopOutboxWorker();
    await useDatabase('file:./data/unused.db', { SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
    await database.drop();
  });

  describe('POST /api/account/sign-up', () => {
    it('creates a learner with an Argon2id hash and a lowercased e-mail, who can then sign in', async () => {
      const res = await signUp(post('/api/account/sign-up', newAccount));
      expect(res.status).toBe(201);
      const user = await db().user.findUniqueOrThrow({ where: { email: 'neha@example.com' } });
      expect(user).toMatchObject({ name: 'Neha Singh', role: 'learner', sessionVersion: 0 });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(JSON.stringify(await db().user.findMany())).not.toContain(newAccount.password);
      expect((await signIn('neha@example.com', newAccount.password)).token).toBeTruthy();
    });

    it('refuses a second account with the same e-mail (409, under the email field)', async () => {
      const res = await signUp(
        post('/api/account/sign-up', { ...newAccount, email: ' NEHA@example.com' }),
      );
      expect(res.status).toBe(409);
      expect((await json(res)).error.fields).toEqual({ email: signUpPage.emailTaken });
      expect(await db().user.count({ where: { email: 'neha@example.com' } })).toBe(1);
    });

    it.each([
      ['fullName', 'Al', authMessages.fullNameMin],
      ['fullName', 'A'.repeat(21), authMessages.fullNameMax],
      ['email', 'neha@', authMessages.emailInvalid],
      ['password', 'bonjour#2025', authMessages.uppercase],
      ['confirmPassword', 'Bonjour#2024', authMessages.mismatch],
    ])('400 for %s = %j: "%s", nothing stored', async (field, value, message) => {
      const before = await db().user.count();
      const res = await signUp(
        post('/api/account/sign-up', { ...newAccount, email: 'x@example.com', [field]: value }),
      );
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields[field]).toBe(message);
      expect(await db().user.count()).toBe(before);
    });

    it('refuses a request from another site, or with no Origin at all (CSRF)', async () => {
      const body = { ...newAccount, email: 'csrf@example.com' };
      const evil = await signUp(
        post('/api/account/sign-up', body, { origin: 'https://evil.example' }),
      );
      expect(evil.status).toBe(403);
      const none = await signUp(jsonRequest('/api/account/sign-up', body));
      expect(none.status).toBe(403);
      const sameSiteFetch = await signUp(
        jsonRequest('/api/account/sign-up', body, { headers: { 'sec-fetch-site': 'same-origin' } }),
      );
      expect(sameSiteFetch.status).toBe(201);
    });

    it('does not echo the password or an exception back', async () => {
      const res = await signUp(post('/api/account/sign-up', { ...newAccount, password: 'short' }));
      expect(JSON.stringify(await json(res))).not.toContain('short');
    });
  });

  describe('forgot and reset password', () => {
    it('without e-mail configured, says to contact the school (503) and writes nothing', async () => {
      const res = await forgot(post('/api/account/forgot-password', { email: 'neha@example.com' }));
      expect(res.status).toBe(503);
      expect(await db().passwordReset.count()).toBe(0);
    });

    it('with SMTP_URL: the same answer for any e-mail; a hashed one-time link in the outbox', async () => {
      setEnv({ SMTP_URL: 'smtp://127.0.0.1:9', LEADS_NOTIFY_TO: 'staff@example.com' });
      try {
        const known = await forgot(
          post('/api/account/forgot-password', { email: 'Neha@example.com' }),
        );
        const unknown = await forgot(
          post('/api/account/forgot-password', { email: 'nobody@example.com' }),
        );
        expect(known.status).toBe(200);
        expect(await json(known)).toEqual(await json(unknown));
        const mails = await db().outbox.findMany({ where: { topic: 'password-reset' } });
        expect(mails).toHaveLength(1);
        expect(mails[0]!.to).toBe('neha@example.com');
        const token = /reset-password\?token=([\w-]+)/.exec(mails[0]!.text!)![1]!;
        const row = await db().passwordReset.findFirstOrThrow();
        expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
        expect(JSON.stringify(row)).not.toContain(token);
        expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(30 * 60_000);
      } finally {
        await stopOutboxWorker();
        setEnv({ SMTP_URL: undefined, LEADS_NOTIFY_TO: undefined });
      }
    });

    it('a link sets a new password once, and ends every session', async () => {
      const u = await userWithSession();
      const { link } = await createPasswordReset(u.id);
      const token = new URL(link).searchParams.get('token')!;
      const body = { token, password: 'Nouveau#2026', confirmPassword: 'Nouveau#2026' };
      const res = await reset(post('/api/account/reset-password', body));
      expect(res.status).toBe(200);
      expect(await readSession(new Headers(u.headers))).toBeNull();
      expect((await signIn(u.email, PASSWORD)).token).toBeUndefined();
      expect((await signIn(u.email, 'Nouveau#2026')).token).toBeTruthy();
      const again = await reset(post('/api/account/reset-password', body));
      expect(again.status).toBe(400);
      expect((await json(again)).error.message).toBe(resetPasswordPage.invalid);
    });

    it('refuses an expired link, and an unknown one', async () => {
      const u = await userWithSession();
      const { link } = await createPasswordReset(u.id, {
        now: new Date(Date.now() - 31 * 60_000),
      });
      const token = new URL(link).searchParams.get('token')!;
      for (const t of [token, 'made-up-token']) {
        const res = await reset(
          post('/api/account/reset-password', {
            token: t,
            password: 'Nouveau#2026',
            confirmPassword: 'Nouveau#2026',
          }),
        );
        expect(res.status).toBe(400);
      }
      expect(await readSession(new Headers(u.headers))).not.toBeNull();
    });
  });

  describe('who may call the learner handlers', () => {
    type Who = 'anonymous' | 'learner' | 'other learner' | 'staff' | 'cross-site';
    const whos: Who[] = ['anonymous', 'learner', 'other learner', 'staff', 'cross-site'];
    let people: Record<
      'learner' | 'other learner' | 'staff',
      Awaited<ReturnType<typeof userWithSession>>
    >;
    beforeAll(async () => {
      people = {
        learner: await userWithSession('learner', 'Lina Learner'),
        'other learner': await userWithSession('learner', 'Omar Other'),
        staff: await userWithSession('staff', 'Sara Staff'),
      };
    });
    const headersOf = (who: Who): Record<string, string> =>
      who === 'anonymous'
        ? {}
        : who === 'cross-site'
          ? { ...people.learner.headers, origin: 'https://evil.example' }
          : people[who].headers;

    it.each(whos.map((w) => [w]))('POST /api/dashboard/feedback as %s', async (who) => {
      const message = `Feedback from ${who}`;
      const res = await feedback(
        post('/api/dashboard/feedback', { message, page: '/dashboard' }, headersOf(who)),
      );
      const expected = { anonymous: 401, 'cross-site': 403 }[who as string] ?? 201;
      expect(res.status).toBe(expected);
      const rows = await db().feedback.findMany({ where: { message } });
      if (expected === 201) {
        const me = people[who as 'learner' | 'other learner' | 'staff'];
        expect(rows).toEqual([expect.objectContaining({ userId: me.id, page: '/dashboard' })]);
      } else {
        expect(rows).toHaveLength(0);
      }
    });

    it('refuses empty feedback with a sentence, storing nothing', async () => {
      const res = await feedback(
        post('/api/dashboard/feedback', { message: '   ' }, people.learner.headers),
      );
      expect(res.status).toBe(400);
      expect((await json(res)).error.fields.message).toMatch(/write your feedback/);
    });

    it.each(whos.map((w) => [w]))('POST /api/account/sign-out-everywhere as %s', async (who) => {
      const fresh =
        who === 'anonymous' || who === 'cross-site' ? null : await userWithSession('learner');
      const headers = fresh ? fresh.headers : headersOf(who);
      const bystander = await userWithSession('learner');
      const res = await signOutEverywhere(post('/api/account/sign-out-everywhere', {}, headers));
      expect(res.status).toBe(fresh ? 200 : who === 'anonymous' ? 401 : 403);
      if (fresh) expect(await readSession(new Headers(fresh.headers))).toBeNull();
      // Nobody else's sessions end.
      expect(await readSession(new Headers(bystander.headers))).not.toBeNull();
      if (who === 'cross-site') {
        expect(await readSession(new Headers(people.learner.headers))).not.toBeNull();
      }
    });
  });
});
