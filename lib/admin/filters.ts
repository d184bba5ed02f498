/**
 * The inbox's filters, as they live in the URL (a view can be bookmarked and shared): parsed from
 * and written to search params. Pure; shared by the page, the CSV export and the tests.
 */
import { addDays, indiaDayStart, isIsoDate } from '@/lib/dates';

export const LEAD_STATUSES = [
  'new',
  'contacted',
  'qualified',
  'enrolled',
  'closed',
  'spam',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const ENROLMENT_STATUSES = [
  'pending_payment',
  'awaiting_confirmation',
  'paid',
  'cancelled',
  'refunded',
] as const;

/** The status after `s` when staff press `e` (spam and closed start again at new). */
export function nextStatus(s: string): LeadStatus {
  const i = LEAD_STATUSES.indexOf(s as LeadStatus);
  if (i < 0 || i >= LEAD_STATUSES.indexOf('closed')) return 'new';
  return LEAD_STATUSES[i + 1]!;
}

export type Filters = {
  /** A lead kind, or 'enrolment'; '' for everything. */
  type: string;
  status: string;
  /** 'me' | 'none' | '' (anyone) */
  assignee: '' | 'me' | 'none';
  course: string;
  /** YYYY-MM-DD in India, inclusive. */
  from: string;
  to: string;
  /** Only items whose follow-up date has come. */
  due: boolean;
  q: string;
};

export const emptyFilters: Filters = {
  type: '',
  status: '',
  assignee: '',
  course: '',
  from: '',
  to: '',
  due: false,
  q: '',
};

type Params = Record<string, string | string[] | undefined> | URLSearchParams;

function get(p: Params, k: string): string {
  const v = p instanceof URLSearchParams ? p.get(k) : p[k];
  return (typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : (v ?? '')).trim();
}

const word = (v: string, max = 40) => (/^[a-z0-9_-]{1,40}$/i.test(v) ? v.slice(0, max) : '');

export function parseFilters(p: Params): Filters {
  const assignee = get(p, 'assignee');
  const from = get(p, 'from');
  const to = get(p, 'to');
  return {
    type: word(get(p, 'type')),
    status: word(get(p, 'status')),
    assignee: assignee === 'me' || assignee === 'none' ? assignee : '',
    course: word(get(p, 'course')),
    from: isIsoDate(from) ? from : '',
    to: isIsoDate(to) ? to : '',
    due: get(p, 'due') === '1',
    q: get(p, 'q').slice(0, 100),
  };
}

/** The query string of a view (empty filters are left out), with extra params such as a cursor. */
export function filtersQuery(f: Filters, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (k === 'due') {
      if (v) q.set('due', '1');
    } else if (v) q.set(k, String(v));
  }
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The instant an IST calendar day starts (from) or ends (to, exclusive next midnight). */
export const istDayStart = (day: string) => indiaDayStart(day);
export const istDayEnd = (day: string) => indiaDayStart(addDays(day, 1));

/** "createdAt|id" of the last row shown: the next page starts after it. */
export function encodeCursor(at: Date, id: string): string {
  return `${at.getTime().toString(36)}.${id}`;
}
export function decodeCursor(c: string | undefined | null): { at: Date; id: string } | null {
  if (!c) return null;
  const m = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{1,40})$/.exec(c);
  if (!m) return null;
  const ms = parseInt(m[1]!, 36);
  return Number.isFinite(ms) ? { at: new Date(ms), id: m[2]! } : null;
}
