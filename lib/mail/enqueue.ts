import 'server-only';
import type { Tx } from '@/lib/db';
import type { OutboxTopic } from './outbox';

/**
 * One e-mail for the outbox (lib/mail/outbox.ts sends it, retrying): its topic, its recipients
 * (none: the staff list at send time), the lead or enrolment it is about, and its words when
 * pre-rendered (none: rendered from the topic when sent, so it reflects the stored data).
 */
export type QueuedMail = {
  topic: OutboxTopic;
  to?: string;
  leadId?: string;
  enrolmentId?: string;
  subject?: string;
  text?: string;
};

/**
 * The one way an e-mail is queued: its outbox row, written with `client` (a transaction's, so the
 * e-mail exists only if the change it tells of was committed; or db() inside a batch
 * `$transaction([...])`, which is why the Prisma promise is returned as it is). The caller kicks
 * the outbox (`kickOutbox`) once the transaction is committed.
 */
export function enqueueMail(client: Pick<Tx, 'outbox'>, mail: QueuedMail) {
  return client.outbox.create({ data: mail });
}

/** Several e-mails at once, in one write. */
export function enqueueMails(client: Pick<Tx, 'outbox'>, mails: QueuedMail[]) {
  return client.outbox.createMany({ data: mails });
}
