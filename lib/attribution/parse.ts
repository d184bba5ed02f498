/**
 * The server's reading of a visit's attribution (issue 52), sent by the browser in VISIT_HEADER
 * (lib/attribution/visit.ts). Anything a visitor's browser sends may be made up: each field is
 * checked on its own (length, characters, shape) and a field that fails is dropped, never the lead
 * or enrolment it came with. Pure: no database, no React.
 */
import { VISIT_HEADER } from './visit';

/** The columns a Lead or an Enrolment keeps (prisma/schema.prisma), each null when not kept. */
export type Attribution = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  referrerHost: string | null;
  landingPage: string | null;
};

export const NO_ATTRIBUTION: Attribution = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
  referrerHost: null,
  landingPage: null,
};

/** A header longer than this is not read at all. */
export const MAX_VISIT_HEADER = 3000;
/** Longest utm_* value kept (campaign names, ad texts); longer ones are dropped, not cut. */
export const MAX_UTM = 100;
/** Longest first page kept. */
export const MAX_PAGE = 200;

// Letters and digits of any script, spaces and the punctuation campaign tags use; no markup,
// quotes, backslashes, control or invisible characters.
const UTM = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} ._\-+~|:/()&,!#@]*$/u;
// A host name as a browser gives it: labels of letters, digits and hyphens, an optional port.
const HOST =
  /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;
// A path on this site: starts with one slash, no query or fragment.
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

function utm(v: unknown, lower: boolean): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim().replace(/\s+/g, ' ');
  if (!t || t.length > MAX_UTM || !UTM.test(t)) return null;
  return lower ? t.toLowerCase() : t;
}

function host(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  const t = v.trim().toLowerCase();
  return HOST.test(t) ? t : null;
}

function page(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > MAX_PAGE || !PATH.test(v)) return null;
  return v;
}

/**
 * The fields of a visit object that pass, each dropped alone when it does not. Source, medium and
 * campaign are lower-cased so that 'Instagram' and 'instagram' are one line in the funnel.
 */
export function parseVisit(raw: unknown): Attribution {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return NO_ATTRIBUTION;
  const o = raw as Record<string, unknown>;
  return {
    utmSource: utm(o.utmSource, true),
    utmMedium: utm(o.utmMedium, true),
    utmCampaign: utm(o.utmCampaign, true),
    utmContent: utm(o.utmContent, false),
    utmTerm: utm(o.utmTerm, false),
    referrerHost: host(o.referrerHost),
    landingPage: page(o.landingPage),
  };
}

/** The attribution a request carries (its VISIT_HEADER), or none; never throws. */
export function attributionOf(headers: Headers): Attribution {
  const value = headers.get(VISIT_HEADER);
  if (!value || value.length > MAX_VISIT_HEADER) return NO_ATTRIBUTION;
  try {
    return parseVisit(JSON.parse(decodeURIComponent(value)));
  } catch {
    return NO_ATTRIBUTION;
  }
}
