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
