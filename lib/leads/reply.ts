import 'server-only';
import { replyKinds } from '@/content/lead-reply';
import type { Tx } from '@/lib/db';
import { claimMailboxDay } from '@/lib/rate-limit';

/**
 * The reply to an enquiry (issue 52): which leads get one, and at most one a day per person.
 * The reply itself is an outbox row (topic 'lead-reply', lib/mail/lead-reply.ts renders it when it
 * is sent), written in the lead's transaction, so it goes within a minute of the lead or not at all.
 */

/** The kinds the school replies to: every enquiry (not a job application nor the waitlist). */
export const replyKindNames = Object.keys(replyKinds);

/** Whether a lead of `kind` with this address gets a reply (before the daily limit). */
export const repliesTo = (kind: string, email: string | null | undefined) =>
  !!email?.trim() && replyKindNames.includes(kind);

/**
 * The address's reply for the India day: true for the first lead of the day from its mailbox
 * (any form; `+tag` and Gmail's dots do not make another), false after. Counted in the lead's
 * transaction, so a lead that fails to store takes no one's reply; concurrent leads of one mailbox
 * meet on one counter row, and only one of them counts 1.
 */
export async function claimDailyReply(
  tx: Pick<Tx, '$queryRaw'>,
  email: string,
  salt: string,
  now: number,
): Promise<boolean> {
  return claimMailboxDay(tx, { sort: 'reply', email, perDay: 1 }, salt, now);
}
