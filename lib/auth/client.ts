// The browser's side of next-auth, without next-auth/react (its provider polls the session and
// adds JavaScript to every page): the CSRF token, then a form post answered in JSON.

/** next-auth's double-submit CSRF token (the cookie is set by the same answer). */
export async function csrfToken(): Promise<string> {
  const res = await fetch('/api/auth/csrf', { cache: 'no-store' });
  if (!res.ok) throw new Error(`csrf ${res.status}`);
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

async function postAuth(path: string, fields: Record<string, string>): Promise<URL | null> {
  const body = new URLSearchParams({ ...fields, csrfToken: await csrfToken(), json: 'true' });
  const res = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const data = (await res.json().catch(() => null)) as { url?: string } | null;
  if (!data?.url) return null;
  try {
    return new URL(data.url, window.location.origin);
  } catch {
    return null;
  }
}

export type SignInOutcome = 'ok' | 'failed' | 'rate' | 'unavailable';

/** Signs in with e-mail and password; the session cookie comes with the answer. */
export async function signInWithPassword(values: {
  email: string;
  password: string;
  remember?: boolean;
}): Promise<SignInOutcome> {
  let url: URL | null;
  try {
    url = await postAuth('callback/credentials', {
      email: values.email,
      password: values.password,
      remember: values.remember ? 'true' : 'false',
      callbackUrl: '/dashboard',
    });
  } catch {
    return 'unavailable';
  }
  if (!url) return 'unavailable';
  const error = url.searchParams.get('error');
  if (!error) return 'ok';
  if (error === 'TooManyAttempts') return 'rate';
  if (error === 'CredentialsSignin') return 'failed';
  return 'unavailable';
}

/** Starts a Google or Facebook sign-in: the answer is the provider's URL to go to. */
export async function startSocialSignIn(provider: string, callbackPath: string): Promise<string> {
  const url = await postAuth(`signin/${provider}`, { callbackUrl: callbackPath });
  if (!url) throw new Error('no provider URL');
  return url.href;
}

/** Ends this browser's session (next-auth clears the cookie). */
export async function signOut(): Promise<void> {
  await postAuth('signout', { callbackUrl: '/log-in' });
}
