// Where this visit came from, kept in the browser's session storage (issue 52): the landing URL's
// utm_* parameters, the referring site's host and the first page seen. Client-safe and tiny (the
// root layout's keeper and lib/forms/submit.ts import it): no cookie, nothing sent anywhere but
// with the visitor's own form or enrolment, in the VISIT_HEADER of that request. The server
// checks every value (lib/attribution/parse.ts) and drops what does not pass.

/** The session storage key and the request header that carry the visit. */
export const VISIT_KEY = 'fs-visit';
export const VISIT_HEADER = 'x-visit';

/** The visit's fields as the browser keeps them (each may be missing). */
export type Visit = Partial<
  Record<
    | 'utmSource'
    | 'utmMedium'
    | 'utmCampaign'
    | 'utmContent'
    | 'utmTerm'
    | 'referrerHost'
    | 'landingPage',
    string
  >
>;

/** Notes the visit once per tab session: the first page it saw and where it came from. */
export function keepVisit(): void {
  try {
    const store = window.sessionStorage;
    if (store.getItem(VISIT_KEY)) return;
    const q = new URLSearchParams(window.location.search);
    const visit: Visit = { landingPage: window.location.pathname };
    for (const k of ['source', 'medium', 'campaign', 'content', 'term']) {
      const v = q.get(`utm_${k}`);
      if (v) visit[`utm${k[0]!.toUpperCase()}${k.slice(1)}` as keyof Visit] = v.slice(0, 200);
    }
    const ref = document.referrer ? new URL(document.referrer).host : '';
    if (ref && ref !== window.location.host) visit.referrerHost = ref;
    store.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Storage off (a private window's quota, a blocked setting): the visit is simply not kept.
  }
}

/** The header that carries the kept visit with a form's request, or none. */
export function visitHeader(): Record<string, string> {
  try {
    const v = typeof window === 'undefined' ? null : window.sessionStorage.getItem(VISIT_KEY);
    return v ? { [VISIT_HEADER]: encodeURIComponent(v) } : {};
  } catch {
    return {};
  }
}
