import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';
import { browserSessionCookies } from '@/lib/auth/session-cookie';
import { createUser } from '@/lib/auth/users';
import type { Role } from '@/lib/auth/roles';

export const PASSWORD = 'Bonjour#2025';
export const SESSION_COOKIE = 'next-auth.session-token';

type Call = {
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  body?: Record<string, string>;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
};

export type CallResult = {
  status: number;
  body: unknown;
  setCookies: string[];
  location?: string;
};

/** One request to next-auth with our options (its Node handler form, so no request scope needed). */
export async function nextAuth(path: string[], call: Call = {}): Promise<CallResult> {
  const headers: Record<string, unknown> = {};
  const out: CallResult = { status: 200, body: undefined, setCookies: [] };
  const res = {
    status(code: number) {
      out.status = code;
      return res;
    },
    setHeader(k: string, v: unknown) {
      headers[k.toLowerCase()] = v;
    },
    getHeader(k: string) {
      return headers[k.toLowerCase()];
    },
    json(b: unknown) {
      out.body = b;
    },
    send(b: unknown) {
      out.body = b;
    },
    end() {},
  };
  const req = {
    query: { ...call.query, nextauth: path },
    method: call.method ?? 'GET',
    body: call.body ?? {},
    cookies: call.cookies ?? {},
    headers: { 'x-school-client-ip': '203.0.113.9', ...call.headers },
  };
  await (NextAuth as unknown as (a: unknown, b: unknown, c: unknown) => Promise<void>)(
    req,
    res,
    await authOptions(),
  );
  const sc = headers['set-cookie'];
  out.setCookies = Array.isArray(sc) ? (sc as string[]) : sc ? [String(sc)] : [];
  out.location = headers.location as string | undefined;
  return out;
}

/** Every cookie a response set, as name → value (for the next request of the same browser). */
export function cookieJar(setCookies: string[]): Record<string, string> {
  return Object.fromEntries(
    setCookies.map((c) => {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      return [pair!.slice(0, eq), decodeURIComponent(pair!.slice(eq + 1))];
    }),
  );
}

export function cookieValue(setCookies: string[], name: string): string | undefined {
  const c = setCookies.find((s) => s.startsWith(`${name}=`));
  return c ? decodeURIComponent(c.slice(name.length + 1).split(';')[0]!) : undefined;
}

export type SignIn = {
  /** The answer's URL: the callbackUrl, or one with ?error= */
  url: string;
  token?: string;
  setCookies: string[];
};

/** Signs in through the credentials provider as the log-in form does (CSRF token, JSON answer). */
export async function signIn(
  email: string,
  password: string,
  opts: { remember?: boolean; ip?: string } = {},
): Promise<SignIn> {
  const csrf = await nextAuth(['csrf']);
  const csrfToken = (csrf.body as { csrfToken: string }).csrfToken;
  const csrfCookie = cookieValue(csrf.setCookies, 'next-auth.csrf-token')!;
  const r = await nextAuth(['callback', 'credentials'], {
    method: 'POST',
    body: {
      csrfToken,
      email,
      password,
      remember: opts.remember ? 'true' : 'false',
      callbackUrl: '/dashboard',
      json: 'true',
    },
    cookies: { 'next-auth.csrf-token': csrfCookie },
    headers: opts.ip ? { 'x-school-client-ip': opts.ip } : {},
  });
  return {
    url: (r.body as { url: string }).url,
    token: cookieValue(r.setCookies, SESSION_COOKIE),
    setCookies: r.setCookies,
  };
}

/** The Set-Cookie headers the route handler would send (browser-session cookie rule applied). */
export async function routeCookies(setCookies: string[]): Promise<string[]> {
  const h = new Headers();
  for (const c of setCookies) h.append('set-cookie', c);
  const options = await authOptions();
  const res = await browserSessionCookies(new Response(null, { headers: h }), options.secret!);
  return res.headers.getSetCookie();
}

export const cookieHeader = (token: string) => ({ cookie: `${SESSION_COOKIE}=${token}` });

let n = 0;
/** A user with PASSWORD, signed in; returns its id and a session cookie header. */
export async function userWithSession(role: Role = 'learner', name = 'Asha Verma') {
  const email = `user${++n}-${Date.now()}@example.com`;
  const { id } = await createUser({ email, name, password: PASSWORD, role });
  const s = await signIn(email, PASSWORD, { ip: `198.51.100.${n % 250}` });
  if (!s.token) throw new Error(`sign-in failed: ${s.url}`);
  return { id, email, token: s.token, headers: cookieHeader(s.token) };
}
