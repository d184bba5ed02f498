import { argon2id } from 'argon2';
import { decode, encode } from 'next-auth/jwt';
import { authOptions } from '@/lib/auth/options';
import { authorizeCredentials, SIGN_IN_ERRORS } from '@/lib/auth/credentials';
import {
  ARGON2_AT_ONCE,
  argon2Load,
  hashPassword,
  PASSWORDS_BUSY,
  verifyPassword,
} from '@/lib/auth/password';
import { resetAuthSecretForTests } from '@/lib/auth/secret';
import { readSession } from '@/lib/auth/session';
import {
  endAllSessions,
  pruneEndedSessions,
  withinLifetime,
  REMEMBER_SECONDS,
  SESSION_SECONDS,
} from '@/lib/auth/tokens';
import { createUser, setPassword, setRole } from '@/lib/auth/users';
import { linkOAuthIdentity } from '@/lib/auth/oauth';
import { createPasswordReset, resetPassword } from '@/lib/auth/password-reset';
import { feedIcs, feedToken } from '@/lib/classes/feed';
import { providerVerifiedEmail } from '@/lib/auth/providers';
import { db } from '@/lib/db';
import {
  backends,
  createTestDatabase,
  setEnv,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import {
  cookieHeader,
  cookieValue,
  nextAuth,
  PASSWORD,
  routeCookies,
  SESSION_COOKIE,
  signIn,
  userWithSession,
} from '@/__tests__/support/auth';

describe('password hashing (Argon2id, OWASP parameters)', () => {
  it('hashes with argon2id m=19456 t=2 p=1 and a fresh salt each time', async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(a).not.toBe(b);
    expect(argon2id).toBe(2);
  });

  it('verifies the right password only, and fails closed on bad or missing hashes', async () => {
    const h = await hashPassword(PASSWORD);
    await expect(verifyPassword(h, PASSWORD)).resolves.toBe(true);
    await expect(verifyPassword(h, 'Bonjour#2026')).resolves.toBe(false);
    await expect(verifyPassword(h, PASSWORD + ' ')).resolves.toBe(false);
    await expect(verifyPassword(null, PASSWORD)).resolves.toBe(false);
    await expect(verifyPassword('not-a-hash', PASSWORD)).resolves.toBe(false);
  });

  it('computes two at once; 64 more wait their turn, and the rest are turned away with a 503', async () => {
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, argon2Load().running)), 1);
    const results = await Promise.allSettled(
      Array.from({ length: ARGON2_AT_ONCE + 64 + 3 }, () => hashPassword(PASSWORD)),
    );
    clearInterval(watch);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        status: 503,
        code: 'server_busy',
        message: PASSWORDS_BUSY,
      });
    }
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(ARGON2_AT_ONCE + 64);
    expect(most).toBe(ARGON2_AT_ONCE);
    expect(argon2Load()).toEqual({ running: 0, waiting: 0 });
    // Free again: the next one is computed.
    await expect(verifyPassword(await hashPassword(PASSWORD), PASSWORD)).resolves.toBe(true);
  });
});

describe('session lifetime', () => {
  const now = 1_800_000_000;
  it('lasts a day without "Keep me signed in" and 30 days with it, from sign-in', () => {
    expect(withinLifetime({ signedInAt: now - SESSION_SECONDS + 1 }, now)).toBe(true);
    expect(withinLifetime({ signedInAt: now - SESSION_SECONDS }, now)).toBe(false);
    expect(withinLifetime({ remember: true, signedInAt: now - SESSION_SECONDS }, now)).toBe(true);
    expect(withinLifetime({ remember: true, signedInAt: now - REMEMBER_SECONDS }, now)).toBe(false);
    expect(withinLifetime({}, now)).toBe(false);
  });
});

describe.each(backends)('accounts on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
      SIGN_IN_LIMIT_PER_USER_10_MIN: '5',
      NEXTAUTH_SECRET: undefined,
    });
    resetAuthSecretForTests();
  });
  afterAll(async () => {
    await useDatabase('file:./data/unused.db');
    await database.drop();
  });

  it('keeps the generated signing secret in the database, the same for every instance', async () => {
    const a = (await authOptions()).secret;
    resetAuthSecretForTests();
    const b = (await authOptions()).secret;
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    expect((await db().appSetting.findUnique({ where: { key: 'authSecret' } }))?.value).toBe(a);
  });

  it('a sign-in while too many passwords are being checked is told to try again, and not counted', async () => {
    await createUser({ email: 'busy@example.com', name: 'Busy Day', password: PASSWORD });
    const attempt = () =>
      authorizeCredentials(
        { email: 'busy@example.com', password: PASSWORD },
        new Headers({ 'x-school-client-ip': '198.51.100.77' }),
      );
    const flood = Array.from({ length: ARGON2_AT_ONCE + 64 }, () =>
      hashPassword(PASSWORD).catch(() => ''),
    );
    // More tries than the account's limit from this address (5 here): each told to try again.
    for (let i = 0; i < 6; i++) {
      await expect(attempt()).rejects.toThrow(SIGN_IN_ERRORS.unavailable);
    }
    await Promise.all(flood);
    // None of them counted: the next one signs in.
    await expect(attempt()).resolves.toMatchObject({ email: 'busy@example.com' });
  });

  it('signs in with the right password; the session names the user and role', async () => {
    const { id } = await createUser({
      email: 'Mira@Example.com',
      name: 'Mira Kapoor',
      password: PASSWORD,
    });
    const s = await signIn('mira@example.com', PASSWORD);
    expect(s.url).toMatch(/\/dashboard$/);
    expect(s.token).toBeTruthy();
    const user = await readSession(new Headers(cookieHeader(s.token!)));
    expect(user).toEqual({ id, name: 'Mira Kapoor', email: 'mira@example.com', role: 'learner' });
    // The e-mail is one account however it is typed.
    expect((await signIn('  MIRA@example.COM ', PASSWORD)).token).toBeTruthy();
  });

  it('answers the same generic failure for a wrong password and for no such account', async () => {
    await createUser({ email: 'ravi@example.com', name: 'Ravi Shah', password: PASSWORD });
    const wrong = await signIn('ravi@example.com', 'Bonjour#2026');
    const nobody = await signIn('nobody@example.com', PASSWORD);
    const malformed = await signIn('ravi@example.com', 'short');
    for (const r of [wrong, nobody, malformed]) {
      expect(r.token).toBeUndefined();
      expect(new URL(r.url).searchParams.get('error')).toBe('CredentialsSignin');
    }
    expect(new URL(wrong.url).pathname).toBe(new URL(nobody.url).pathname);
  });

  it('"Keep me signed in": a 30-day cookie; otherwise a browser-session cookie and a 1-day token', async () => {
    await createUser({ email: 'keep@example.com', name: 'Keep Me', password: PASSWORD });
    const kept = await signIn('keep@example.com', PASSWORD, { remember: true });
    const once = await signIn('keep@example.com', PASSWORD, { remember: false });
    const keptCookie = (await routeCookies(kept.setCookies)).find((c) =>
      c.startsWith(SESSION_COOKIE),
    )!;
    const onceCookie = (await routeCookies(once.setCookies)).find((c) =>
      c.startsWith(SESSION_COOKIE),
    )!;
    const expires = new Date(/Expires=([^;]+)/i.exec(keptCookie)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29.9 * 24 * 3600 * 1000);
    expect(keptCookie).toMatch(/HttpOnly/i);
    expect(keptCookie).toMatch(/SameSite=Lax/i);
    expect(onceCookie).not.toMatch(/Expires=|Max-Age=/i);
    expect(onceCookie).toMatch(/HttpOnly/i);
    const secret = (await authOptions()).secret!;
    const keptToken = await decode({ token: kept.token!, secret });
    const onceToken = await decode({ token: once.token!, secret });
    expect(keptToken!.exp as number).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
    expect(onceToken!.exp as number).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600 + 5);
  });

  it('ends every session when the sessionVersion moves: log out everywhere, password, role', async () => {
    for (const end of [
      (id: string) => endAllSessions(id),
      (id: string) => setPassword(id, 'Nouveau#2026'),
      (id: string) => setRole(id, 'staff'),
    ]) {
      const u = await userWithSession();
      const other = await signIn(u.email, PASSWORD, { remember: true });
      expect(await readSession(new Headers(u.headers))).not.toBeNull();
      await end(u.id);
      expect(await readSession(new Headers(u.headers))).toBeNull();
      expect(await readSession(new Headers(cookieHeader(other.token!)))).toBeNull();
    }
  });

  it('log out everywhere, a stranger’s account claimed, and a confirming reset end the calendar address', async () => {
    const ends: [string, (u: { id: string; email: string }) => Promise<unknown>][] = [
      ['log out everywhere', (u) => endAllSessions(u.id)],
      [
        'Google claims it',
        (u) =>
          linkOAuthIdentity({
            provider: 'google',
            providerAccountId: `g-cal-${u.id}`,
            email: u.email,
            emailVerified: true,
            name: 'Owner',
          }),
      ],
      [
        'an e-mailed reset',
        async (u) => {
          const { link } = await createPasswordReset(u.id);
          await resetPassword(new URL(link).searchParams.get('token')!, 'Nouveau#2026');
        },
      ],
    ];
    for (const [what, end] of ends) {
      const u = await userWithSession();
      const old = await feedToken(u.id);
      expect(await feedIcs(old)).not.toBeNull();
      await end(u);
      expect([what, await feedIcs(old)]).toEqual([what, null]);
      expect(await feedToken(u.id)).not.toBe(old);
    }
    // A reset by a link staff made (no proof of the address) leaves it: the calendar goes on.
    const u = await userWithSession();
    const kept = await feedToken(u.id);
    const staff = await userWithSession('admin', 'Ada Admin');
    const { link } = await createPasswordReset(u.id, { createdById: staff.id });
    expect(await resetPassword(new URL(link).searchParams.get('token')!, 'Nouveau#2026')).toBe(
      true,
    );
    expect(await feedToken(u.id)).toBe(kept);
  });

  it("'Log out' ends the session on the server: the saved cookie replayed after it is refused", async () => {
    for (const remember of [false, true]) {
      const u = await userWithSession();
      const kept = await signIn(u.email, PASSWORD, { remember });
      const saved = cookieHeader(kept.token!);
      expect(await readSession(new Headers(saved))).not.toBeNull();
      const csrf = await nextAuth(['csrf']);
      const out = await nextAuth(['signout'], {
        method: 'POST',
        body: {
          csrfToken: (csrf.body as { csrfToken: string }).csrfToken,
          callbackUrl: '/log-in',
          json: 'true',
        },
        cookies: {
          'next-auth.csrf-token': cookieValue(csrf.setCookies, 'next-auth.csrf-token')!,
          [SESSION_COOKIE]: kept.token!,
        },
      });
      expect(out.status).toBe(200);
      // The browser's cookie is cleared, and the same cookie replayed is no session any more...
      expect(cookieValue(out.setCookies, SESSION_COOKIE)).toBe('');
      expect(await readSession(new Headers(saved))).toBeNull();
      // ...while the account's other sessions go on.
      expect(await readSession(new Headers(u.headers))).not.toBeNull();
      const row = await db().endedSession.findFirstOrThrow({ where: { userId: u.id } });
      const token = await decode({ token: kept.token!, secret: (await authOptions()).secret! });
      expect(row.sid).toBe(token!.sid);
      expect(row.expiresAt.getTime()).toBe(
        ((token!.signedInAt as number) + (remember ? REMEMBER_SECONDS : SESSION_SECONDS)) * 1000,
      );
      await db().endedSession.deleteMany({ where: { userId: u.id } });
    }
  });

  it('gives every sign-in its own session id; a token without one (from before) is refused', async () => {
    const u = await userWithSession();
    const again = await signIn(u.email, PASSWORD);
    const secret = (await authOptions()).secret!;
    const a = await decode({ token: u.token, secret });
    const b = await decode({ token: again.token!, secret });
    expect(a!.sid).toMatch(/^[\w-]{24}$/);
    expect(b!.sid).not.toBe(a!.sid);
    const old = { ...a! };
    delete old.sid;
    const oldToken = await encode({ token: old, secret, maxAge: SESSION_SECONDS });
    expect(await readSession(new Headers(cookieHeader(oldToken)))).toBeNull();
  });

  it('forgets ended sessions once their tokens have expired', async () => {
    const u = await userWithSession();
    const now = Date.now();
    await db().endedSession.createMany({
      data: [
        { sid: 'gone-1', userId: u.id, expiresAt: new Date(now - 1000) },
        { sid: 'live-1', userId: u.id, expiresAt: new Date(now + 60_000) },
      ],
    });
    expect(await pruneEndedSessions(now)).toBe(1);
    expect(
      (await db().endedSession.findMany({ where: { userId: u.id } })).map((r) => r.sid),
    ).toEqual(['live-1']);
  });

  it('ends the session of a deleted user, and refuses forged or foreign tokens', async () => {
    const u = await userWithSession();
    await db().user.delete({ where: { id: u.id } });
    expect(await readSession(new Headers(u.headers))).toBeNull();
    expect(await readSession(new Headers(cookieHeader('not-a-token')))).toBeNull();
    expect(await readSession(new Headers())).toBeNull();
  });

  it('limits failed sign-ins per account and address, in the database; a success clears the pair', async () => {
    await createUser({ email: 'limit@example.com', name: 'Limit Test', password: PASSWORD });
    const attempt = (password: string, ip: string) => signIn('limit@example.com', password, { ip });
    // Four failures, then the right password from the same address: in, and the count cleared...
    for (let i = 0; i < 4; i++)
      expect((await attempt('Wrong#2025x', '192.0.2.1')).token).toBeUndefined();
    expect((await attempt(PASSWORD, '192.0.2.1')).token).toBeTruthy();
    // ...so five more failures from there are within the limit of 5; the sixth attempt is not.
    for (let i = 0; i < 5; i++) await attempt('Wrong#2025x', '192.0.2.1');
    const blocked = await attempt(PASSWORD, '192.0.2.1');
    expect(blocked.token).toBeUndefined();
    expect(new URL(blocked.url).searchParams.get('error')).toBe('TooManyAttempts');
    // The owner, elsewhere, still signs in.
    expect((await attempt(PASSWORD, '198.51.100.7')).token).toBeTruthy();
  });

  it('a stranger failing from many addresses cannot lock the account’s owner out', async () => {
    await createUser({ email: 'locked-out@example.com', name: 'Owner Test', password: PASSWORD });
    // Ten failures from ten addresses (the limit is 5 per account and address)...
    for (let i = 0; i < 10; i++) {
      const r = await signIn('locked-out@example.com', 'Wrong#2025x', {
        ip: `203.0.113.${100 + i}`,
      });
      expect(new URL(r.url).searchParams.get('error')).toBe('CredentialsSignin');
    }
    // ...and the owner signs in from their own, at once.
    expect(
      (await signIn('locked-out@example.com', PASSWORD, { ip: '192.0.2.77' })).token,
    ).toBeTruthy();
  });

  it('limits sign-in attempts per client address across accounts', async () => {
    setEnv({ SIGN_IN_LIMIT_PER_IP_10_MIN: '3' });
    try {
      await createUser({ email: 'ip@example.com', name: 'Ip Test', password: PASSWORD });
      for (let i = 0; i < 3; i++)
        await signIn(`someone${i}@example.com`, PASSWORD, { ip: '192.0.2.200' });
      const r = await signIn('ip@example.com', PASSWORD, { ip: '192.0.2.200' });
      expect(new URL(r.url).searchParams.get('error')).toBe('TooManyAttempts');
      expect((await signIn('ip@example.com', PASSWORD, { ip: '192.0.2.201' })).token).toBeTruthy();
    } finally {
      setEnv({ SIGN_IN_LIMIT_PER_IP_10_MIN: '1000' });
    }
  });

  describe('OAuth accounts', () => {
    const google = (sub: string, email: string, verified: boolean) => ({
      provider: 'google',
      providerAccountId: sub,
      email,
      emailVerified: verified,
      name: 'Gita Rao',
    });

    it('creates a learner for a new address, and signs the same identity in to it again', async () => {
      const first = await linkOAuthIdentity(google('g-1', 'Gita@Example.com', true));
      expect(first).toMatchObject({ ok: true, created: true });
      const again = await linkOAuthIdentity(google('g-1', 'changed@example.com', false));
      expect(again).toEqual({ ok: true, userId: first.ok && first.userId, created: false });
      const user = await db().user.findUniqueOrThrow({ where: { email: 'gita@example.com' } });
      expect(user).toMatchObject({ role: 'learner', passwordHash: null });
      expect(user.emailVerified).not.toBeNull();
    });

    it('joins an existing account only when the provider verified the same e-mail', async () => {
      const { id } = await createUser({
        email: 'owner@example.com',
        name: 'Owner',
        password: PASSWORD,
      });
      expect(await linkOAuthIdentity(google('g-2', 'owner@example.com', false))).toEqual({
        ok: false,
        reason: 'unverified-email-taken',
      });
      expect(
        await linkOAuthIdentity({
          ...google('fb-1', 'owner@example.com', false),
          provider: 'facebook',
        }),
      ).toEqual({ ok: false, reason: 'unverified-email-taken' });
      expect(await db().account.count({ where: { userId: id } })).toBe(0);
      expect(await linkOAuthIdentity(google('g-3', 'OWNER@example.com', true))).toEqual({
        ok: true,
        userId: id,
        created: false,
      });
      expect(await linkOAuthIdentity(google('g-4', '', true))).toEqual({
        ok: false,
        reason: 'no-email',
      });
    });

    it('a stranger who signed up first with the owner’s address loses the account when the owner comes with Google', async () => {
      // Sign-up does not confirm the address: anyone can open an account with someone else's.
      const { id } = await createUser({
        email: 'asha.owner@example.com',
        name: 'Stranger',
        password: PASSWORD,
      });
      const stranger = await signIn('asha.owner@example.com', PASSWORD);
      expect(await readSession(new Headers(cookieHeader(stranger.token!)))).toMatchObject({ id });
      // A password link staff made for the account ('I get no e-mail'): the stranger holds it.
      const staff = await userWithSession('admin', 'Ada Admin');
      const { link } = await createPasswordReset(id, { createdById: staff.id });

      expect(await linkOAuthIdentity(google('g-5', 'asha.owner@example.com', true))).toEqual({
        ok: true,
        userId: id,
        created: false,
      });
      // The stranger's password and session end; the address counts as confirmed from now on.
      expect((await signIn('asha.owner@example.com', PASSWORD)).token).toBeFalsy();
      expect(await readSession(new Headers(cookieHeader(stranger.token!)))).toBeNull();
      const user = await db().user.findUniqueOrThrow({ where: { id } });
      expect(user.passwordHash).toBeNull();
      expect(user.emailVerified).not.toBeNull();
      // The link no longer sets a password.
      expect(await resetPassword(new URL(link).searchParams.get('token')!, 'Nouveau#2026')).toBe(
        false,
      );
      expect((await signIn('asha.owner@example.com', 'Nouveau#2026')).token).toBeFalsy();
    });

    it('a stranger who opened the account with Facebook and the owner’s address loses that way in too', async () => {
      // Facebook does not vouch for addresses: this makes a new, unconfirmed account.
      const fb = { ...google('fb-7', 'ravi.owner@example.com', false), provider: 'facebook' };
      const first = await linkOAuthIdentity(fb);
      expect(first).toMatchObject({ ok: true, created: true });
      const id = first.ok ? first.userId : '';
      expect(await linkOAuthIdentity(google('g-7', 'ravi.owner@example.com', true))).toMatchObject({
        ok: true,
        userId: id,
      });
      // The Facebook identity, seen before, no longer signs in to the owner's account.
      expect(await db().account.findMany({ where: { userId: id } })).toMatchObject([
        { provider: 'google', providerAccountId: 'g-7' },
      ]);
      expect(await linkOAuthIdentity(fb)).toMatchObject({ ok: false });
    });

    it('a stranger who opened the account with Facebook loses it when the owner sets a password from an e-mailed link', async () => {
      const fb = { ...google('fb-8', 'meera.owner@example.com', false), provider: 'facebook' };
      const first = await linkOAuthIdentity(fb);
      const id = first.ok ? first.userId : '';
      // The owner, refused at sign-up ('email taken'), uses 'Forgot password?'.
      const { link } = await createPasswordReset(id);
      expect(await resetPassword(new URL(link).searchParams.get('token')!, 'Nouveau#2026')).toBe(
        true,
      );
      expect(await db().account.count({ where: { userId: id } })).toBe(0);
      expect(await linkOAuthIdentity(fb)).toMatchObject({ ok: false });
      const user = await db().user.findUniqueOrThrow({ where: { id } });
      expect(user.emailVerified).not.toBeNull();
      expect((await signIn('meera.owner@example.com', 'Nouveau#2026')).token).toBeTruthy();
      // Google vouches for the address: the owner can link it again.
      expect(
        await linkOAuthIdentity(google('g-10', 'meera.owner@example.com', true)),
      ).toMatchObject({ ok: true, userId: id });
    });

    it('a link staff made (not e-mailed) confirms nothing and leaves the sign-in links', async () => {
      const fb = { ...google('fb-9', 'neel.owner@example.com', false), provider: 'facebook' };
      const first = await linkOAuthIdentity(fb);
      const id = first.ok ? first.userId : '';
      const staff = await userWithSession('admin', 'Ada Admin');
      const { link } = await createPasswordReset(id, { createdById: staff.id });
      expect(await resetPassword(new URL(link).searchParams.get('token')!, 'Nouveau#2026')).toBe(
        true,
      );
      expect(await db().account.count({ where: { userId: id } })).toBe(1);
      expect((await db().user.findUniqueOrThrow({ where: { id } })).emailVerified).toBeNull();
    });

    it('a staff account (opened by the school) keeps its password when its owner comes with Google', async () => {
      const { id } = await createUser({
        email: 'office@example.com',
        name: 'Office',
        password: PASSWORD,
        role: 'staff',
      });
      expect(await linkOAuthIdentity(google('g-8', 'office@example.com', true))).toMatchObject({
        ok: true,
        userId: id,
      });
      expect((await signIn('office@example.com', PASSWORD)).token).toBeTruthy();
    });

    it('an account whose address was confirmed keeps its password when Google joins it', async () => {
      const { id } = await createUser({
        email: 'confirmed@example.com',
        name: 'Confirmed',
        password: PASSWORD,
      });
      await db().user.update({ where: { id }, data: { emailVerified: new Date() } });
      const before = await signIn('confirmed@example.com', PASSWORD);
      expect(await linkOAuthIdentity(google('g-6', 'confirmed@example.com', true))).toMatchObject({
        ok: true,
        userId: id,
      });
      expect((await signIn('confirmed@example.com', PASSWORD)).token).toBeTruthy();
      expect(await readSession(new Headers(cookieHeader(before.token!)))).toMatchObject({ id });
    });

    it('trusts Google’s email_verified claim only, never Facebook’s absence of one', () => {
      expect(providerVerifiedEmail('google', { email_verified: true })).toBe(true);
      expect(providerVerifiedEmail('google', { email_verified: false })).toBe(false);
      expect(providerVerifiedEmail('google', {})).toBe(false);
      expect(providerVerifiedEmail('facebook', { email_verified: true })).toBe(false);
    });
  });
});
