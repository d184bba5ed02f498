import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { waitlistConfirmMail, waitlistConfirmText } from '@/content/waitlist-confirm';
import { db, type Tx } from '@/lib/db';
import { LeadRefusedError } from '@/lib/leads/store';
import { identityKeys, hitRateLimits, mailboxOf } from '@/lib/rate-limit';
import { mailEnabled } from '@/lib/mail/transport';
import { siteUrl } from '@/lib/site-url';
import { enqueueMail } from '@/lib/mail/enqueue';

// A waitlist entry's address confirmation (issue 47). Anyone can type anyone's address into the
// waitlist form, so the school writes to an address only once its owner has shown they read it:
// each entry gets one short e-mail with a one-time link, carrying nothing the visitor typed (not
// even the name), and 'Invite the waitlist' invites confirmed entries only. The link's page asks
// for a click (a mail scanner fetching the link confirms nothing); only the token's SHA-256 is
// stored, as for password links.

/** A confirmation link works once, within 7 days. */
export const CONFIRM_LINK_DAYS = 7;
/** At most this many confirmation e-mails to one address a day, whoever types it in. */
export const CONFIRM_MAILS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashConfirmToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link's address (a page with a button, not the confirmation itself). */
export const confirmLink = (token: string) =>
  new URL(`/waitlist/confirm?token=${encodeURIComponent(token)}`, siteUrl()).href;

/** The mailbox an address delivers to (lib/rate-limit.ts), as the daily limit counts it. */
export { mailboxOf };

/**
 * In the waitlist lead's transaction: its confirmation row and, when e-mail is on and the lead is
 * not spam, the confirmation e-mail. Each e-mail counts against the address's daily limit; past
 * it the submission is refused (429, said under the e-mail field) and nothing is stored, so a script cannot make the school
 * write to one address again and again.
 */
export async function writeConfirmation(
  tx: Tx,
  lead: { id: string; spam: boolean },
  to: { email: string; course: string },
  salt: string,
  now: number,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await tx.waitlistConfirmation.create({
    data: {
      leadId: lead.id,
      tokenHash: hashConfirmToken(token),
      expiresAt: new Date(now + CONFIRM_LINK_DAYS * DAY_MS),
      createdAt: new Date(now),
    },
  });
  if (lead.spam || !mailEnabled()) return;
  const [key] = identityKeys({ email: mailboxOf(to.email) }, salt);
  const limit = await hitRateLimits(
    tx,
    [{ key: `waitlist-confirm:${key}`, limit: CONFIRM_MAILS_PER_DAY, windowMs: DAY_MS }],
    now,
  );
  if (!limit.allowed)
    throw new LeadRefusedError('rate_limited', 'email', waitlistConfirmText.tooMany);
  const mail = waitlistConfirmMail(to.course, confirmLink(token), CONFIRM_LINK_DAYS);
  await enqueueMail(tx, {
    topic: 'waitlist-confirm',
    leadId: lead.id,
    to: to.email.trim(),
    ...mail,
  });
}

export type ConfirmState = 'open' | 'confirmed' | 'expired' | 'unknown';

/** What a link's token can still do (for the page, before the button): nothing is changed. */
export async function confirmState(
  token: string,
  now = new Date(),
): Promise<{ state: ConfirmState; course: string | null }> {
  if (!TOKEN.test(token)) return { state: 'unknown', course: null };
  const row = await db().waitlistConfirmation.findUnique({
    where: { tokenHash: hashConfirmToken(token) },
    select: { confirmedAt: true, expiresAt: true, lead: { select: { course: true } } },
  });
  if (!row) return { state: 'unknown', course: null };
  const course = row.lead.course;
  if (row.confirmedAt) return { state: 'confirmed', course };
  return { state: row.expiresAt > now ? 'open' : 'expired', course };
}

/**
 * The button: confirms the entry of this token, once (only one request's update can match an
 * unconfirmed, unexpired row; `confirmedNow` says whether it was this one). Says what the token's
 * entry is now; touches no other entry.
 */
export async function confirmWaitlist(
  token: string,
  now = new Date(),
): Promise<{ state: ConfirmState; course: string | null; confirmedNow: boolean }> {
  if (!TOKEN.test(token)) return { state: 'unknown', course: null, confirmedNow: false };
  const claim = await db().waitlistConfirmation.updateMany({
    where: { tokenHash: hashConfirmToken(token), confirmedAt: null, expiresAt: { gt: now } },
    data: { confirmedAt: now },
  });
  return { ...(await confirmState(token, now)), confirmedNow: claim.count === 1 };
}
