import 'server-only';
import type { AuthOptions } from 'next-auth';
import { decode, encode, type JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { db } from '@/lib/db';
import { siteUrl } from '@/lib/site-url';
import { DEFAULT_AFTER_SIGN_IN, safeCallbackPath } from './callback-url';
import { authorizeCredentials, SIGN_IN_ERRORS, type SignedInUser } from './credentials';
import { linkOAuthIdentity } from './oauth';
import { oauthProviders, providerVerifiedEmail } from './providers';
import { authSecret } from './secret';
import {
  checkToken,
  endSession,
  lifetimeSeconds,
  newSessionId,
  REMEMBER_SECONDS,
  SessionEnded,
  withinLifetime,
} from './tokens';

/**
 * next-auth's base URL. It builds OAuth redirect URIs and the absolute redirects from it, and
 * makes cookies Secure (`__Secure-` names) when it is https: the public origin (SITE_URL), not
 * whatever Host a request claims.
 */
function ensureAuthUrl() {
  process.env.NEXTAUTH_URL ||= new URL('/api/auth', siteUrl()).href;
}

export function usesSecureCookies(): boolean {
  return siteUrl().startsWith('https:');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The log-in page's answer to an OAuth sign-in it refused (never an exception's text). */
const OAUTH_REFUSED = '/log-in?error=OAuthAccountNotLinked';

/**
 * The next-auth configuration: credentials (e-mail and password) plus Google and Facebook when
 * configured, JWT sessions checked against the user's sessionVersion on every read.
 */
export async function authOptions(): Promise<AuthOptions> {
  ensureAuthUrl();
  const secret = await authSecret();
  return {
    secret,
    useSecureCookies: usesSecureCookies(),
    session: { strategy: 'jwt', maxAge: REMEMBER_SECONDS },
    jwt: {
      // A token lasts 30 days with 'Keep me signed in', a day without, counted from sign-in.
      encode: (params) =>
        encode({ ...params, maxAge: params.token ? lifetimeSeconds(params.token) : params.maxAge }),
      // A cookie that does not decode (tampered, or from another secret) is simply no session.
      decode: async (params) => {
        const token = await decode(params).catch(() => null);
        return token && withinLifetime(token, nowSeconds()) ? token : null;
      },
    },
    pages: { signIn: '/log-in', error: '/log-in' },
    providers: [
      CredentialsProvider({
        name: 'Email',
        credentials: {
          email: { type: 'email' },
          password: { type: 'password' },
          remember: { type: 'checkbox' },
        },
        authorize: async (credentials, req) =>
          authorizeCredentials(
            credentials as Record<string, unknown> | undefined,
            new Headers(req.headers as Record<string, string>),
          ),
      }),
      ...oauthProviders(),
    ],
    callbacks: {
      async signIn({ account, profile, user }) {
        if (!account) return false;
        if (account.type === 'credentials') return true;
        try {
          const linked = await linkOAuthIdentity({
            provider: account.provider,
            providerAccountId: account.providerAccountId,
            email: (profile as { email?: string } | undefined)?.email ?? user.email,
            emailVerified: providerVerifiedEmail(account.provider, profile),
            name: user.name,
          });
          return linked.ok ? true : OAUTH_REFUSED;
        } catch (e) {
          console.error('[auth] OAuth sign-in failed:', e);
          return `/log-in?error=${SIGN_IN_ERRORS.unavailable}`;
        }
      },
      async jwt({ token, user, account }): Promise<JWT> {
        if (user && account) {
          // Sign-in: who, under which sessionVersion, for how long.
          let id = user.id;
          let remember = false;
          if (account.type === 'credentials') {
            remember = (user as unknown as SignedInUser).remember;
          } else {
            const link = await db().account.findUniqueOrThrow({
              where: {
                provider_providerAccountId: {
                  provider: account.provider,
                  providerAccountId: account.providerAccountId,
                },
              },
            });
            id = link.userId;
          }
          const row = await db().user.findUniqueOrThrow({ where: { id } });
          return checkToken({
            sub: row.id,
            sv: row.sessionVersion,
            remember,
            signedInAt: nowSeconds(),
            sid: newSessionId(),
          });
        }
        // Every later read: the user must still exist with the same sessionVersion.
        return checkToken(token);
      },
      session({ session, token }) {
        session.user = {
          id: token.sub!,
          name: token.name ?? '',
          email: token.email ?? '',
          role: token.role ?? 'learner',
        };
        return session;
      },
      redirect({ url, baseUrl }) {
        return baseUrl + (safeCallbackPath(url, baseUrl) ?? DEFAULT_AFTER_SIGN_IN);
      },
    },
    events: {
      // 'Log out' ends this session on the server too: its cookie, saved and replayed, is refused.
      // (next-auth hands the decoded token to this event for JWT sessions; a failure here is
      // logged as SIGNOUT_ERROR and the cookie is still cleared.)
      async signOut({ token }) {
        await endSession(token);
      },
    },
    logger: {
      error(code, metadata) {
        const error = metadata instanceof Error ? metadata : metadata?.error;
        // An ended session (log out everywhere) is normal, not an error to log.
        if (error instanceof SessionEnded || error?.name === 'SessionEnded') return;
        // Nor is a cookie that no longer decodes (expired, tampered, or from another secret).
        if (code === 'JWT_SESSION_ERROR' && error?.message === 'JWT invalid') return;
        console.error(`[auth] ${code}`, error ?? metadata);
      },
      warn(code) {
        console.warn(`[auth] ${code}`);
      },
      debug() {},
    },
  };
}
