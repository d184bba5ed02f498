import NextAuth from 'next-auth';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { safeCallbackPath } from '@/lib/auth/callback-url';
import { authOptions } from '@/lib/auth/options';
import { browserSessionCookies } from '@/lib/auth/session-cookie';
import { siteUrl } from '@/lib/site-url';

type Context = { params: Promise<{ nextauth: string[] }> };

const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

/**
 * A callbackUrl next-auth would refuse as "a problem with the server configuration" (500): a
 * tampered callback-url cookie or a callbackUrl in the query that is not a URL on this site. Our
 * redirect callback would replace it with the default anyway, so it is simply dropped first (and
 * the cookie cleared in the browser): no input from a client yields a 5xx.
 */
async function dropBadCallbackUrls(req: NextRequest): Promise<void> {
  const origin = new URL(siteUrl()).origin;
  const jar = await cookies();
  for (const name of CALLBACK_COOKIES) {
    const value = jar.get(name)?.value;
    if (value && !safeCallbackPath(value, origin)) jar.delete(name);
  }
  const param = req.nextUrl.searchParams.get('callbackUrl');
  if (param !== null && !safeCallbackPath(param, origin)) {
    req.nextUrl.searchParams.delete('callbackUrl');
  }
}

// GET, POST /api/auth/*: next-auth (sign-in, sign-out, CSRF token, session, OAuth callbacks)
async function handler(req: NextRequest, ctx: Context): Promise<Response> {
  const options = await authOptions();
  await dropBadCallbackUrls(req);
  const res: Response = await NextAuth(req, ctx, options);
  return browserSessionCookies(res, options.secret!);
}

export { handler as GET, handler as POST };
