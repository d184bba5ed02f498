import NextAuth from 'next-auth';
import { cookies } from 'next/headers';
import { NextRequest } from 'next/server';
import { readBytes } from '@/lib/api/body';
import { ApiError, answerError, apiError } from '@/lib/api/errors';
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

/** Sign-in and sign-out forms are a few hundred bytes. */
const MAX_AUTH_BODY_BYTES = 16 * 1024;

/**
 * next-auth reads a POST's body whole as it comes (`req.text()`, `req.json()`), before anything
 * checks it: the body is read here first with a cap and a deadline (`readBytes`), so a chunked body
 * with no length cannot fill the server's memory, and next-auth gets the bytes read.
 */
async function withBodyRead(req: NextRequest): Promise<NextRequest> {
  if (req.method !== 'POST' || !req.body) return req;
  const body = await readBytes(req, { maxBytes: MAX_AUTH_BODY_BYTES });
  // next-auth parses a body sent as JSON with `req.json()`, and answers 500 when it is not JSON.
  if (req.headers.get('content-type')?.includes('application/json')) {
    try {
      JSON.parse(new TextDecoder().decode(body));
    } catch {
      throw new ApiError('validation_failed', 'The request body is not valid JSON.');
    }
  }
  return new NextRequest(req.nextUrl, {
    method: req.method,
    headers: req.headers,
    body: new Uint8Array(body),
  });
}

// GET, POST /api/auth/*: next-auth (sign-in, sign-out, CSRF token, session, OAuth callbacks)
async function handler(incoming: NextRequest, ctx: Context): Promise<Response> {
  const options = await authOptions();
  await dropBadCallbackUrls(incoming);
  let req: NextRequest;
  try {
    req = await withBodyRead(incoming);
  } catch (e) {
    if (e instanceof ApiError) return answerError(e, '[auth]');
    // The client went away while sending: nothing to answer but the plain refusal.
    return apiError('validation_failed', 'The request body could not be read.');
  }
  const res: Response = await NextAuth(req, ctx, options);
  return browserSessionCookies(res, options.secret!);
}

export { handler as GET, handler as POST };
