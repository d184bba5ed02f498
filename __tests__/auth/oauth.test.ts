import { OAuth2Server } from 'oauth2-mock-server';
import { readSession } from '@/lib/auth/session';
import { resetAuthSecretForTests } from '@/lib/auth/secret';
import { createUser } from '@/lib/auth/users';
import { db } from '@/lib/db';
import {
  backends,
  createTestDatabase,
  useDatabase,
  type TestDatabase,
} from '@/__tests__/support/databases';
import {
  cookieHeader,
  cookieJar,
  nextAuth,
  PASSWORD,
  SESSION_COOKIE,
} from '@/__tests__/support/auth';

type Identity = { sub: string; email: string; email_verified: boolean; name: string };

/**
 * Google sign-in end to end against a local OpenID Connect stand-in: next-auth's real
 * authorization-code flow with PKCE and state, the provider's signed id_token, our linking rules.
 */
describe.each(backends)('Google sign-in against a local OpenID provider, on %s', (backend) => {
  let database: TestDatabase;
  const provider = new OAuth2Server();
  let identity: Identity;

  beforeAll(async () => {
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, identity);
    });
    database = await createTestDatabase(backend);
    await useDatabase(database.url, {
      GOOGLE_CLIENT_ID: 'school-web',
      GOOGLE_CLIENT_SECRET: 'school-web-secret',
      GOOGLE_ISSUER: provider.issuer.url!,
      SIGN_IN_LIMIT_PER_IP_10_MIN: '1000',
    });
    resetAuthSecretForTests();
  });
  afterAll(async () => {
    await provider.stop();
    await useDatabase('file:./data/unused.db', {
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      GOOGLE_ISSUER: undefined,
    });
    await database.drop();
  });

  /** The browser's round trip: our sign-in → the provider's authorize → our callback. */
  async function signInWithGoogle(who: Identity) {
    identity = who;
    const csrf = await nextAuth(['csrf']);
    let jar = cookieJar(csrf.setCookies);
    const start = await nextAuth(['signin', 'google'], {
      method: 'POST',
      body: {
        csrfToken: (csrf.body as { csrfToken: string }).csrfToken,
        callbackUrl: '/dashboard',
        json: 'true',
      },
      cookies: jar,
    });
    jar = { ...jar, ...cookieJar(start.setCookies) };
    const authorize = new URL((start.body as { url: string }).url);
    expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const consent = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.pathname).toBe('/api/auth/callback/google');
    const done = await nextAuth(['callback', 'google'], {
      query: Object.fromEntries(back.searchParams),
      cookies: jar,
    });
    const token = cookieJar(done.setCookies)[SESSION_COOKIE];
    return { location: done.location ?? '', token };
  }

  it('a new verified address gets a learner account and a session', async () => {
    const r = await signInWithGoogle({
      sub: 'g-100',
      email: 'Tara@Example.com',
      email_verified: true,
      name: 'Tara Iyer',
    });
    expect(r.location).toMatch(/\/dashboard$/);
    const user = await readSession(new Headers(cookieHeader(r.token!)));
    expect(user).toMatchObject({ name: 'Tara Iyer', email: 'tara@example.com', role: 'learner' });
    expect(
      await db().account.count({ where: { provider: 'google', providerAccountId: 'g-100' } }),
    ).toBe(1);
  });

  it('joins an existing password account only when Google verified the same address', async () => {
    const { id } = await createUser({
      email: 'dev@example.com',
      name: 'Dev Patel',
      password: PASSWORD,
    });
    const unverified = await signInWithGoogle({
      sub: 'g-200',
      email: 'dev@example.com',
      email_verified: false,
      name: 'Someone Else',
    });
    expect(unverified.token).toBeUndefined();
    expect(unverified.location).toContain('/log-in?error=OAuthAccountNotLinked');
    expect(await db().account.count({ where: { userId: id } })).toBe(0);

    const verified = await signInWithGoogle({
      sub: 'g-201',
      email: 'DEV@example.com',
      email_verified: true,
      name: 'Dev P.',
    });
    const user = await readSession(new Headers(cookieHeader(verified.token!)));
    expect(user).toMatchObject({ id, name: 'Dev Patel', email: 'dev@example.com' });
  });

  it('refuses a callback whose state does not match (no session)', async () => {
    identity = { sub: 'g-300', email: 'x@example.com', email_verified: true, name: 'X' };
    // next-auth logs the refused callback; expected here.
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const done = await nextAuth(['callback', 'google'], {
      query: { code: 'forged', state: 'forged' },
    });
    expect(cookieJar(done.setCookies)[SESSION_COOKIE]).toBeUndefined();
    expect(done.location).toContain('error=');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
