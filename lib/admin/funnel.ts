import 'server-only';
import { db } from '@/lib/db';
import { addDays, formatShortDay, isIsoDate, todayInIndia } from '@/lib/dates';
import { formatPaise } from '@/lib/payments/format';
import { BOM, csvRow } from './csv';
import { istDayEnd, istDayStart } from './filters';
import {
  conversion,
  FUNNEL_DIMENSIONS,
  FUNNEL_PERIODS,
  funnelReport,
  minutesInWords,
  type FunnelDimension,
  type FunnelPeriod,
  type FunnelReport,
} from './funnel-report';

/**
 * /admin/funnel (issue 52): the funnel's filters as they live in the URL (like the inbox's: from,
 * to, course), the rows it reads (no names, e-mails or phones: only when and where from), and its
 * CSV (lib/admin/csv.ts's rules). The arithmetic is ./funnel-report.ts.
 */

export type FunnelFilters = {
  period: FunnelPeriod;
  by: FunnelDimension;
  /** YYYY-MM-DD in India, inclusive. */
  from: string;
  to: string;
  course: string;
};

/** Lead kinds that are not a learner's enquiry (a job application). */
const NOT_ENQUIRIES = ['application'];
/** The default view: the last 12 weeks. */
const DEFAULT_DAYS = 84;

type Params = Record<string, string | string[] | undefined> | URLSearchParams;
const get = (p: Params, k: string): string => {
  const v = p instanceof URLSearchParams ? p.get(k) : p[k];
  return (typeof v === 'string' ? v : Array.isArray(v) ? (v[0] ?? '') : '').trim();
};
const oneOf = <T extends string>(v: string, all: readonly T[], fallback: T): T =>
  (all as readonly string[]).includes(v) ? (v as T) : fallback;

export function parseFunnelFilters(p: Params, now: number): FunnelFilters {
  const today = todayInIndia(now);
  const from = get(p, 'from');
  const to = get(p, 'to');
  const course = get(p, 'course');
  return {
    period: oneOf(get(p, 'period'), FUNNEL_PERIODS, 'week'),
    by: oneOf(get(p, 'by'), FUNNEL_DIMENSIONS, 'campaign'),
    from: isIsoDate(from) ? from : addDays(today, -(DEFAULT_DAYS - 1)),
    to: isIsoDate(to) ? to : today,
    course: /^[a-z0-9-]{1,40}$/.test(course) ? course : '',
  };
}

export function funnelQuery(f: FunnelFilters): string {
  const q = new URLSearchParams({ period: f.period, by: f.by, from: f.from, to: f.to });
  if (f.course) q.set('course', f.course);
  return `?${q.toString()}`;
}

const origin = {
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  referrerHost: true,
  landingPage: true,
} as const;

/** The view's report: its leads (not spam) and enrolments, by when they came and where from. */
export async function funnel(f: FunnelFilters): Promise<FunnelReport> {
  const createdAt = { gte: istDayStart(f.from), lt: istDayEnd(f.to) };
  const course = f.course ? { course: f.course } : {};
  const [leads, enrolments] = await Promise.all([
    db().lead.findMany({
      where: { createdAt, ...course, status: { not: 'spam' }, kind: { notIn: NOT_ENQUIRIES } },
      select: { ...origin, createdAt: true, firstResponseAt: true },
    }),
    db().enrolment.findMany({
      where: { createdAt, ...course },
      select: {
        ...origin,
        referralCode: true,
        createdAt: true,
        paidAt: true,
        amountPaise: true,
        refundedPaise: true,
      },
    }),
  ]);
  return funnelReport(leads, enrolments, f.period, f.by);
}

/** "Week of 30 Nov 2026" or "Nov 2026". */
export const periodLabel = (period: string, kind: FunnelPeriod) =>
  kind === 'week'
    ? `Week of ${formatShortDay(period)}`
    : formatShortDay(`${period}-01`).replace(/^1 /, '');

export const dimensionLabels: Record<FunnelDimension, string> = {
  source: 'Source',
  medium: 'Source / medium',
  campaign: 'Source / campaign',
  landing: 'First page',
};

const pct = (n: number | null) => (n === null ? '' : `${n}%`);

/** The view as CSV: one line per row, then the total (the columns the page shows). */
export function funnelCsv(f: FunnelFilters, report: FunnelReport): string {
  const header = [
    f.period === 'week' ? 'Week from (IST)' : 'Month',
    dimensionLabels[f.by],
    'Enquiries',
    'Enrolments started',
    'Started per enquiry',
    'Paid',
    'Paid per started',
    'Revenue (INR)',
    'Median first response',
  ];
  const line = (period: string, key: string, c: FunnelReport['total']) =>
    csvRow([
      period,
      key,
      c.enquiries,
      c.started,
      pct(conversion(c.started, c.enquiries)),
      c.paid,
      pct(conversion(c.paid, c.started)),
      (c.revenuePaise / 100).toFixed(2),
      c.medianResponseMinutes === null ? '' : minutesInWords(c.medianResponseMinutes),
    ]);
  return (
    BOM +
    csvRow(header) +
    report.rows.map((r) => line(r.period, r.key, r)).join('') +
    line('Total', `${f.from} to ${f.to}`, report.total)
  );
}

export { conversion, formatPaise, minutesInWords };
