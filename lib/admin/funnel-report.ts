/**
 * The funnel's arithmetic (issue 52), pure so that its counts are tested on a fixture with known
 * answers: leads and enrolments, each with where its visit came from, grouped by week or month
 * (India) and by source, medium, campaign or first page. Nothing about a person is read: each
 * row is a count of leads or enrolments (people who sent a form), never a visit.
 */
import { addDays, todayInIndia } from '@/lib/dates';

export const FUNNEL_PERIODS = ['week', 'month'] as const;
export type FunnelPeriod = (typeof FUNNEL_PERIODS)[number];
export const FUNNEL_DIMENSIONS = ['source', 'medium', 'campaign', 'landing'] as const;
export type FunnelDimension = (typeof FUNNEL_DIMENSIONS)[number];

/** Where one lead or enrolment came from, as stored (lib/attribution/parse.ts). */
export type Origin = {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  landingPage: string | null;
  /** An enrolment's referral code: a source of its own when the visit named none. */
  referralCode?: string | null;
};

export type FunnelLead = Origin & { createdAt: Date; firstResponseAt: Date | null };
export type FunnelEnrolment = Origin & {
  createdAt: Date;
  paidAt: Date | null;
  amountPaise: number;
  refundedPaise: number;
};

export type FunnelCounts = {
  enquiries: number;
  started: number;
  paid: number;
  /** What paid learners paid, less refunds (paise). */
  revenuePaise: number;
  /** Median minutes from an enquiry to staff's first response; null when none was answered. */
  medianResponseMinutes: number | null;
};
export type FunnelRow = FunnelCounts & { period: string; key: string };
export type FunnelReport = { rows: FunnelRow[]; total: FunnelCounts };

/**
 * The source: utm_source; else 'referral' for an enrolment with a friend's code; else the
 * referring site's host; else '(direct)'.
 */
export function sourceOf(o: Origin): string {
  return o.utmSource ?? (o.referralCode ? 'referral' : (o.referrerHost ?? '(direct)'));
}

/** The line a lead or enrolment counts on: 'instagram', 'instagram / social', 'instagram / b1-jan'. */
export function keyOf(o: Origin, by: FunnelDimension): string {
  switch (by) {
    case 'source':
      return sourceOf(o);
    case 'medium':
      return `${sourceOf(o)} / ${o.utmMedium ?? '(none)'}`;
    case 'campaign':
      return `${sourceOf(o)} / ${o.utmCampaign ?? '(none)'}`;
    case 'landing':
      return o.landingPage ?? '(not known)';
  }
}

/** The period an instant falls in, in India: the Monday of its week, or its month (YYYY-MM). */
export function periodOf(at: Date, period: FunnelPeriod): string {
  const day = todayInIndia(at.getTime());
  if (period === 'month') return day.slice(0, 7);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** A step's conversion in whole percent, or null when nobody reached the step before. */
export const conversion = (to: number, from: number) =>
  from > 0 ? Math.round((to * 100) / from) : null;

type Acc = Omit<FunnelCounts, 'medianResponseMinutes'> & { waits: number[] };
const empty = (): Acc => ({ enquiries: 0, started: 0, paid: 0, revenuePaise: 0, waits: [] });
const done = ({ waits, ...c }: Acc): FunnelCounts => ({
  ...c,
  medianResponseMinutes: median(waits),
});

/**
 * Counts each lead (an enquiry) and each enrolment (started; paid when it has been paid, with its
 * amount less refunds) on the line of its own period and origin. Rows: newest period first, then
 * the most paid, the most enquiries, by name. The total is the rows' sum (the median over all).
 */
export function funnelReport(
  leads: readonly FunnelLead[],
  enrolments: readonly FunnelEnrolment[],
  period: FunnelPeriod,
  by: FunnelDimension,
): FunnelReport {
  const rows = new Map<string, Acc & { period: string; key: string }>();
  const total = empty();
  const line = (at: Date, o: Origin) => {
    const p = periodOf(at, period);
    const key = keyOf(o, by);
    const id = `${p}\u0000${key}`;
    let r = rows.get(id);
    if (!r) rows.set(id, (r = { ...empty(), period: p, key }));
    return r;
  };
  for (const l of leads) {
    const r = line(l.createdAt, l);
    r.enquiries++;
    total.enquiries++;
    if (l.firstResponseAt) {
      const minutes = Math.max(0, (l.firstResponseAt.getTime() - l.createdAt.getTime()) / 60_000);
      r.waits.push(minutes);
      total.waits.push(minutes);
    }
  }
  for (const e of enrolments) {
    const r = line(e.createdAt, e);
    r.started++;
    total.started++;
    if (e.paidAt) {
      const net = e.amountPaise - e.refundedPaise;
      r.paid++;
      r.revenuePaise += net;
      total.paid++;
      total.revenuePaise += net;
    }
  }
  const sorted = [...rows.values()].sort(
    (a, b) =>
      b.period.localeCompare(a.period) ||
      b.paid - a.paid ||
      b.enquiries - a.enquiries ||
      a.key.localeCompare(b.key),
  );
  return {
    rows: sorted.map(({ period: p, key, ...acc }) => ({ period: p, key, ...done(acc) })),
    total: done(total),
  };
}

/** "45 min", "3 h 5 min", "2 days 4 h": a median wait in words. */
export function minutesInWords(m: number | null): string {
  if (m === null) return '—';
  const mins = Math.round(m);
  if (mins < 60) return `${mins} min`;
  const h = Math.floor(mins / 60);
  if (h < 48) return `${h} h${mins % 60 ? ` ${mins % 60} min` : ''}`;
  return `${Math.floor(h / 24)} days${h % 24 ? ` ${h % 24} h` : ''}`;
}
