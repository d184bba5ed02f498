import 'server-only';
import { officeHours, speedText } from '@/content/office-hours';
import { site } from '@/content/site';
import { db, isUniqueViolation } from '@/lib/db';
import { env } from '@/lib/env';
import { addDays, formatShortDay, indiaInstant, IST_OFFSET_MS, todayInIndia } from '@/lib/dates';
import { startIntervalWorker } from '@/lib/interval-worker';
import { formatOfficeDuration, targetMs } from '@/lib/leads/office-clock';
import { lateLeadsTheDayBefore } from '@/lib/leads/speed';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { formatPaise } from '@/lib/payments/format';
import { siteUrl } from '@/lib/site-url';
import { typeLabel } from './inbox';
import { enqueueMail } from '@/lib/mail/enqueue';

/** The digest goes out from 8:00 in India. */
export const DIGEST_HOUR_IST = 8;

const istHour = (now: number) => new Date(now + IST_OFFSET_MS).getUTCHours();

/**
 * The staff's morning e-mail: new items since the last morning and overdue follow-ups. Exactly
 * once a day with any number of instances: the day's DigestRun row is inserted in the same
 * transaction as the e-mail's outbox row, and only the instance whose insert succeeds sends it.
 */
export async function runDigest(now = Date.now()): Promise<'sent' | 'not-yet' | 'done' | 'off'> {
  if (!mailEnabled()) return 'off';
  if (istHour(now) < DIGEST_HOUR_IST) return 'not-yet';
  const day = todayInIndia(now);
  if (await db().digestRun.findUnique({ where: { day } })) return 'done';
  const since = indiaInstant(addDays(day, -1), `0${DIGEST_HOUR_IST}:00`);
  const [fresh, overdue, transfers, late] = await Promise.all([
    db().lead.findMany({
      where: { createdAt: { gte: since }, status: { not: 'spam' } },
      orderBy: { createdAt: 'desc' },
      take: 50,
    }),
    db().lead.findMany({
      where: { followUpAt: { lte: new Date(now) }, status: { notIn: ['closed', 'spam'] } },
      orderBy: { followUpAt: 'asc' },
      take: 50,
    }),
    db().enrolment.findMany({
      where: { status: 'awaiting_confirmation' },
      orderBy: { createdAt: 'asc' },
      // No name: a person erased (lib/admin/erase.ts) must not stay named in a digest not yet sent.
      select: { reference: true, amountPaise: true },
      take: 50,
    }),
    // Speed to lead: the leads whose wait went past the target yesterday with no answer by then.
    lateLeadsTheDayBefore(db(), day),
  ]);
  const base = siteUrl();
  const line = (l: {
    id: string;
    kind: string;
    name: string;
    phone: string | null;
    email: string | null;
  }) =>
    `- ${typeLabel(l.kind)}: ${l.name} (${l.phone ?? l.email ?? 'no contact'}) ${base}/admin/leads/${l.id}`;
  const text = [
    `Good morning. The ${site.shortName} inbox on ${formatShortDay(day)}:`,
    '',
    `New since yesterday 8:00: ${fresh.length}${fresh.length === 50 ? '+' : ''}`,
    ...fresh.map(line),
    '',
    `Follow-ups due: ${overdue.length}${overdue.length === 50 ? '+' : ''}`,
    ...overdue.map(line),
    '',
    speedText.digestHeading(formatOfficeDuration(targetMs(officeHours.targetMinutes)), late.length),
    ...late.map((l) => `${line(l)} (${l.note})`),
    '',
    `UPI/bank transfers waiting for confirmation: ${transfers.length}${transfers.length === 50 ? '+' : ''}`,
    ...transfers.map(
      (t) =>
        `- ${formatPaise(t.amountPaise)}, enrolment ${t.reference}: confirm it at ${base}/admin/enrolments/${encodeURIComponent(t.reference)}#confirm`,
    ),
    '',
    `Open the inbox: ${base}/admin`,
    '',
  ].join('\n');
  try {
    await db().$transaction([
      db().digestRun.create({ data: { day } }),
      enqueueMail(db(), {
        topic: 'digest',
        to: env().LEADS_NOTIFY_TO!.join(', '),
        subject: `[${site.shortName}] Inbox for ${formatShortDay(day)}: ${fresh.length} new, ${overdue.length} follow-ups due`,
        text,
      }),
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) return 'done';
    throw e;
  }
  kickOutbox();
  return 'sent';
}

/** Each instance checks every 5 minutes whether the morning digest is due (when e-mail is on). */
export function startDigestWorker(): boolean {
  return mailEnabled() && startIntervalWorker('digest', 5 * 60_000, () => runDigest());
}
