import 'server-only';
import { decode } from 'next-auth/jwt';

/** next-auth's session cookie (unchunked: our tokens are far below 4 KB). */
export const SESSION_COOKIE = /^(?:__Secure-)?next-auth\.session-token$/;

/** The names a session cookie can have, for the proxy's optimistic check. */
export const SESSION_COOKIE_NAMES = [
  'next-auth.session-token',
  '__Secure-next-auth.session-token',
] as const;

/**
 * Without 'Keep me signed in' the session cookie must end when the browser closes: next-auth always
 * gives it an Expires, so this drops Expires and Max-Age from a session cookie whose token says it
 * is not remembered. (The token itself still expires a day after sign-in.)
 */
export async function browserSessionCookies(res: Response, secret: string): Promise<Response> {
  const cookies = res.headers.getSetCookie();
  if (!cookies.some((c) => SESSION_COOKIE.test(c.slice(0, c.indexOf('='))))) return res;
  const out: string[] = [];
  for (const c of cookies) {
    const eq = c.indexOf('=');
    const name = c.slice(0, eq);
    const value = c.slice(eq + 1, c.indexOf(';') === -1 ? undefined : c.indexOf(';'));
    if (SESSION_COOKIE.test(name) && value) {
      const token = await decode({ token: decodeURIComponent(value), secret }).catch(() => null);
      if (token && !token.remember) {
        out.push(
          c
            .split(';')
            .filter((part) => !/^\s*(expires|max-age)\s*=/i.test(part))
            .join(';'),
        );
        continue;
      }
    }
    out.push(c);
  }
  const headers = new Headers();
  res.headers.forEach((v, k) => {
    if (k !== 'set-cookie') headers.append(k, v);
  });
  for (const c of out) headers.append('set-cookie', c);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}
