import { logInPage as t } from '@/content/accounts';
import { DEFAULT_AFTER_SIGN_IN, safeCallbackPath } from './callback-url';

type SearchParams = Record<string, string | string[] | undefined>;

export const firstParam = (params: SearchParams, name: string): string | undefined => {
  const v = params[name];
  return Array.isArray(v) ? v[0] : v;
};

/** The callbackUrl of a sign-in or sign-up page's URL, when it is a path on this site. */
export function callbackPathOf(params: SearchParams): string {
  return safeCallbackPath(firstParam(params, 'callbackUrl')) ?? DEFAULT_AFTER_SIGN_IN;
}

/** Messages for the `error`, `reset` and `signedOut` parameters next-auth and our pages send. */
export function logInNotice(params: SearchParams) {
  const error = firstParam(params, 'error');
  if (firstParam(params, 'reset') === '1')
    return { tone: 'success' as const, text: t.passwordReset };
  if (firstParam(params, 'signedOut') === '1')
    return { tone: 'success' as const, text: t.signedOut };
  if (!error) return undefined;
  if (error === 'OAuthAccountNotLinked' || error === 'AccessDenied')
    return { tone: 'error' as const, text: t.oauthRefused };
  if (error === 'TooManyAttempts') return { tone: 'error' as const, text: t.rateLimited };
  if (error === 'CredentialsSignin') return { tone: 'error' as const, text: t.failed };
  return { tone: 'error' as const, text: t.unavailable };
}
