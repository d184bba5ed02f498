import 'server-only';
import { reminderSettings } from '@/content/reminders';
import { appSecret } from '@/lib/app-secret';
import { db } from '@/lib/db';
import { siteUrl } from '@/lib/site-url';
import { isReference } from './reference';
import { hmacHex, signatureMatches } from './signature';

/**
 * The links of a checkout reminder (lib/payments/reminders.ts), signed with a key of their own
 * (AppSetting 'reminderLinkKey'): the e-mail's recipient, and nobody who merely knows or guesses a
 * reference, can open the payment step of that one enrolment from another browser (until the
 * link expires, reminderSettings.linkDays), or stop its reminders. Neither link shows anything
 * about the enrolment by itself being fetched: the payment step still shows only what the checkout
 * shows its maker.
 */

const DAY_S = 24 * 60 * 60;
const key = () => appSecret('reminderLinkKey');

/** "FS-7K3M9QX2.1767225600.<hmac>": the reference, the link's end (unix seconds), the signature. */
export async function resumeToken(reference: string, now: number): Promise<string> {
  const until = Math.floor(now / 1000) + reminderSettings.linkDays * DAY_S;
  return `${reference}.${until}.${hmacHex(await key(), `resume|${reference}|${until}`)}`;
}

/** "FS-7K3M9QX2.<hmac>": stopping reminders is always allowed, so the link does not expire. */
export async function stopToken(reference: string): Promise<string> {
  return `${reference}.${hmacHex(await key(), `stop|${reference}`)}`;
}

export type ResumeCheck =
  { ok: true; reference: string } | { ok: false; why: 'bad' | 'expired' | 'closed' };

export async function readResumeToken(token: unknown, now: number): Promise<ResumeCheck> {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, why: 'bad' };
  const [reference, until, sig, ...rest] = token.split('.');
  if (rest.length || !isReference(reference) || !/^\d{1,12}$/.test(until ?? '')) {
    return { ok: false, why: 'bad' };
  }
  if (!signatureMatches(hmacHex(await key(), `resume|${reference}|${until}`), sig)) {
    return { ok: false, why: 'bad' };
  }
  if (Number(until) * 1000 <= now) return { ok: false, why: 'expired' };
  return { ok: true, reference };
}

/**
 * A resume link as its page and its button read it: the token's check, then 'closed' unless its
 * enrolment is still waiting for payment (paid, a transfer reported, cancelled, refunded or
 * erased: the link no longer opens anything, though it has not expired).
 */
export async function readResumeLink(token: unknown, now: number): Promise<ResumeCheck> {
  const check = await readResumeToken(token, now);
  if (!check.ok) return check;
  const e = await db().enrolment.findUnique({
    where: { reference: check.reference },
    select: { status: true },
  });
  return e?.status === 'pending_payment' ? check : { ok: false, why: 'closed' };
}

/** The reference a stop link is for, or null when the link is not one the school signed. */
export async function readStopToken(token: unknown): Promise<string | null> {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [reference, sig, ...rest] = token.split('.');
  if (rest.length || !isReference(reference)) return null;
  return signatureMatches(hmacHex(await key(), `stop|${reference}`), sig) ? reference : null;
}

export const resumeLink = (token: string) =>
  new URL(`/checkout/resume?t=${encodeURIComponent(token)}`, siteUrl()).href;
export const stopLink = (token: string) =>
  new URL(`/checkout/no-more-reminders?t=${encodeURIComponent(token)}`, siteUrl()).href;
