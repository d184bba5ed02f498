import 'server-only';
import type { Provider } from 'next-auth/providers/index';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import { env } from '@/lib/env';

export type SocialProvider = { id: 'google' | 'facebook'; name: string };

/**
 * The social sign-in providers whose client id and secret are set (README's configuration table).
 * A provider without them has no button and no route.
 */
export function socialProviders(): SocialProvider[] {
  const e = env();
  const out: SocialProvider[] = [];
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) out.push({ id: 'google', name: 'Google' });
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET)
    out.push({ id: 'facebook', name: 'Facebook' });
  return out;
}

export function oauthProviders(): Provider[] {
  const e = env();
  const out: Provider[] = [];
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) {
    out.push(
      GoogleProvider({
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        // GOOGLE_ISSUER: tests point it at a local OpenID stand-in.
        wellKnown: new URL('/.well-known/openid-configuration', e.GOOGLE_ISSUER).href,
      }),
    );
  }
  if (e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET) {
    out.push(
      FacebookProvider({ clientId: e.FACEBOOK_CLIENT_ID, clientSecret: e.FACEBOOK_CLIENT_SECRET }),
    );
  }
  return out;
}

/**
 * Whether the provider vouches that the person controls the e-mail address it gives. Google says
 * so per address (`email_verified`, OpenID Connect); Facebook gives no such claim, so a Facebook
 * sign-in never joins an account that already exists.
 */
export function providerVerifiedEmail(provider: string, profile: unknown): boolean {
  const p = (profile ?? {}) as { email_verified?: unknown };
  if (provider === 'google') return p.email_verified === true || p.email_verified === 'true';
  return false;
}
