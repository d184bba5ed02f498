import 'server-only';
import { site } from '@/content/site';
import { db, isUniqueViolation } from '@/lib/db';
import { env } from '@/lib/env';
import { formatShortDay, todayInIndia } from '@/lib/dates';
import { startIntervalWorker } from '@/lib/interval-worker';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { siteUrl } from '@/lib/site-url';
import { liveAlerts, type Alert } from './alerts';
import { enqueueMail } from '@/lib/mail/enqueue';

/** How often each instance looks for alerts (and e-mails the admins about new ones). */
export const ALERT_CHECK_MS = 5 * 60_000;
/** How long a back-office page's banner reuses this instance's last look. */
export const BANNER_FRESH_MS = 20_000;

/** The admins' addresses (active accounts); the staff list (LEADS_NOTIFY_TO) when there is none. */
async function adminAddresses(): Promise<string[]> {
  const admins = await db().user.findMany({
    where: { role: 'admin', disabledAt: null },
    select: { email: true },
    orderBy: { createdAt: 'asc' },
  });
  return admins.length ? admins.map((a) => a.email) : (env().LEADS_NOTIFY_TO ?? []);
}

/** The e-mail about one cause, as its reader (an admin, perhaps on a phone) needs it. */
export function alertMail(alert: Alert, day: string): { subject: string; text: string } {
  return {
    subject: `[${site.shortName}] ${alert.title}`,
    text: [
      `${alert.title}.`,
      '',
      alert.detail,
      '',
      `What to do: ${alert.adminAction}`,
      '',
      `The system page (admins): ${siteUrl()}/admin/system`,
      '',
      `This is the alert for ${formatShortDay(day)} (India). While the problem lasts you get one e-mail a day about it, and the back office shows it to staff as a banner.`,
      '',
    ].join('\n'),
  };
}

/**
 * E-mails the admins about each live cause not yet e-mailed today (India). Exactly once per cause
 * per day with any number of instances: the day's AlertMail row is inserted in the same transaction
 * as the e-mail's outbox row, and only the instance whose insert succeeds sends it. Without e-mail
 * configured nothing is written: the banner is then the only alert. When e-mail is what fails, the
 * row waits in the outbox and goes once sending works again.
 */
export async function notifyAdmins(alerts: Alert[], now = Date.now()): Promise<string[]> {
  if (!alerts.length || !mailEnabled()) return [];
  const day = todayInIndia(now);
  const done = await db().alertMail.findMany({
    where: { day, cause: { in: alerts.map((a) => a.cause) } },
    select: { cause: true },
  });
  const todo = alerts.filter((a) => !done.some((d) => d.cause === a.cause));
  if (!todo.length) return [];
  const to = await adminAddresses();
  if (!to.length) return [];
  const sent: string[] = [];
  for (const alert of todo) {
    try {
      await db().$transaction([
        db().alertMail.create({ data: { day, cause: alert.cause } }),
        enqueueMail(db(), { topic: 'alert', to: to.join(', '), ...alertMail(alert, day) }),
      ]);
      sent.push(alert.cause);
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  }
  if (sent.length) kickOutbox();
  return sent;
}

/** One look: the live causes, and the admins e-mailed about new ones. */
export async function checkAlerts(now = Date.now()): Promise<Alert[]> {
  const alerts = await liveAlerts(now);
  await notifyAdmins(alerts, now);
  return alerts;
}

const cache = globalThis as unknown as {
  __alertBanner?: { at: number; alerts: Alert[]; pending: Promise<Alert[]> | null };
};

/**
 * The causes the back office's banner shows: this instance's look of the last 20 seconds, else a
 * new one (a few indexed reads). A look that finds a cause also e-mails the admins about it if no
 * instance has today, without holding up the page. A look that fails (the database is down: the
 * page itself will say so) shows the last one.
 */
export async function bannerAlerts(now = Date.now()): Promise<Alert[]> {
  const c = cache.__alertBanner;
  if (c && now - c.at < BANNER_FRESH_MS) return c.alerts;
  if (c?.pending) return c.pending;
  const entry: { at: number; alerts: Alert[]; pending: Promise<Alert[]> | null } = {
    at: c?.at ?? 0,
    alerts: c?.alerts ?? [],
    pending: null,
  };
  cache.__alertBanner = entry;
  entry.pending = liveAlerts(now)
    .then((alerts) => {
      entry.at = now;
      entry.alerts = alerts;
      if (alerts.length) {
        notifyAdmins(alerts, now).catch((e) => console.error('[alerts] e-mail failed:', e));
      }
      return alerts;
    })
    .catch((e) => {
      console.error('[alerts] check failed:', e);
      return entry.alerts;
    })
    .finally(() => {
      entry.pending = null;
    });
  return entry.pending;
}

/** Tests: forget the banner's last look. */
export function forgetBannerForTests(): void {
  cache.__alertBanner = undefined;
}

/** Each instance looks every 5 minutes (the job "alerts", itself watched like the others). */
export function startAlertsWorker(): boolean {
  return startIntervalWorker('alerts', ALERT_CHECK_MS, () => checkAlerts());
}
