import 'server-only';
import { reminderSettings } from '@/content/reminders';
import type { Tx } from '@/lib/db';
import { claimMailboxDay, mailboxOf } from '@/lib/rate-limit';

/**
 * Checkout reminders per mailbox (lib/payments/reminders.ts): anyone can start enrolments under
 * someone else's address, so the reminders are limited by the mailbox they reach (`mailboxOf`:
 * `+tag` and Gmail's dots make no other), not by the enrolment. 'No more reminders' from any of
 * its enrolments stops them all, those started later too; and the mailbox gets at most
 * reminderSettings.perMailboxPerDay reminders per India day, whichever enrolments they are about.
 */

/** Whether any enrolment of the mailbox of `email` (stored lower case) asked for no more. */
export async function mailboxStopped(tx: Tx, email: string): Promise<boolean> {
  const mailbox = mailboxOf(email);
  const at = mailbox.lastIndexOf('@');
  if (at < 1)
    return (await tx.enrolment.count({ where: { email, remindersStoppedAt: { not: null } } })) > 0;
  const [local, domain] = [mailbox.slice(0, at), mailbox.slice(at + 1)];
  const gmail = domain === 'gmail.com';
  // The stored address begins with the mailbox's name (its +tag after it), or for Gmail, whose
  // dots may fall anywhere, with its first letter; mailboxOf decides among those found.
  const stopped = await tx.enrolment.findMany({
    where: {
      remindersStoppedAt: { not: null },
      email: { startsWith: gmail ? local.slice(0, 1) : local },
      OR: (gmail ? ['gmail.com', 'googlemail.com'] : [domain]).map((d) => ({
        email: { endsWith: `@${d}` },
      })),
    },
    select: { email: true },
  });
  return stopped.some((e) => mailboxOf(e.email) === mailbox);
}

/**
 * Claims one of the mailbox's reminders for the India day of `now`: false once it had its
 * reminderSettings.perMailboxPerDay. Counted in the transaction that writes the reminder (a
 * RateLimit row, as the reply to an enquiry is: lib/leads/reply.ts), so concurrent passes meet on
 * one counter and a reminder that is rolled back takes no one's turn.
 */
export async function claimMailboxReminder(
  tx: Pick<Tx, '$queryRaw'>,
  email: string,
  salt: string,
  now: number,
): Promise<boolean> {
  const perDay = reminderSettings.perMailboxPerDay;
  return claimMailboxDay(tx, { sort: 'reminder', email, perDay }, salt, now);
}
