import 'server-only';
import { enrolmentLearnerMail, enrolmentStaffMail } from '@/lib/mail/enrolment-mail';
import { randomUUID } from 'node:crypto';
import { joiningStatuses } from '@/lib/classes/access';
import { joinDetails } from '@/lib/classes/join-mail';
import { db, type Db } from '@/lib/db';
import { env } from '@/lib/env';
import { renderLeadReply } from '@/lib/mail/lead-reply';
import { leadStaffMail, reservationVisitorMail } from '@/lib/mail/templates';
import { mailEnabled, sendMail, type Mail } from '@/lib/mail/transport';
import { registerJob, runJob } from '@/lib/ops/jobs';

/**
 * The durable e-mail outbox. A row is written in the same transaction as what it is about; the
 * worker of any instance sends due rows: it claims a row with a conditional update (only one
 * instance's update matches), sends, then marks it sent. A failed send is retried with growing
 * back-offs, and given up after a day (status `failed`, for the back office to show). A claim
 * expires after CLAIM_MS, so an instance that dies between sending and marking leaves the row to
 * be sent again: at most one duplicate, never a lost e-mail.
 */

export const CLAIM_MS = 2 * 60 * 1000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
const POLL_MS = 15_000;

/** Wait before attempt n+1 after n failed attempts: 30 s, 1, 2, 4 … minutes, at most 30. */
export function backoffMs(failedAttempts: number): number {
  return Math.min(30 * 60_000, 30_000 * 2 ** Math.max(0, failedAttempts - 1));
}

/**
 * lead-staff: the staff e-mail about a lead; reservation-visitor: a visitor's session confirmation;
 * lead-reply: the school's reply to an enquiry, rendered when sent (lib/mail/lead-reply.ts);
 * enrolment-learner / enrolment-staff: a payment recorded (the learner's receipt) or a transfer to
 * confirm; password-reset: a one-time link to choose a new password (lib/auth/password-reset.ts);
 * class-change: a batch's class cancelled or moved, pre-rendered (lib/admin/classes/sessions.ts);
 * join-link: a batch's joining link set or changed, to each of its learners, pre-rendered
 * (lib/classes/join-mail.ts);
 * alert: an admins' alert (no backup, e-mail failing, a job stopped), pre-rendered (lib/ops/alerts.ts);
 * waitlist-invite / waitlist-confirm: a waitlist's invitation to the checkout and the e-mail that
 * asks an address to confirm its place; digest: staff's morning inbox digest; class-recordings: a
 * learner's new recordings; hold-released: an unpaid seat given back; checkout-reminder-N: the Nth
 * reminder of an unpaid checkout (all pre-rendered). Rows are written by `enqueueMail`
 * (lib/mail/enqueue.ts) only.
 */
export type OutboxTopic =
  | 'lead-staff'
  | 'reservation-visitor'
  | 'lead-reply'
  | 'enrolment-learner'
  | 'enrolment-staff'
  | 'password-reset'
  | 'class-change'
  | 'join-link'
  | 'alert'
  | 'waitlist-invite'
  | 'waitlist-confirm'
  | 'digest'
  | 'class-recordings'
  | 'hold-released'
  | `checkout-reminder-${number}`;

type OutboxRow = NonNullable<Awaited<ReturnType<Db['outbox']['findFirst']>>>;

/** What a row says, rendered when it is sent (so it reflects the stored data). */
async function render(client: Db, row: OutboxRow, now: number): Promise<Mail> {
  const staff = env().LEADS_NOTIFY_TO ?? [];
  const to = row.to
    ? row.to
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : staff;
  if (!to.length) throw new Error('no recipients (LEADS_NOTIFY_TO is empty)');
  if (row.subject && row.text) return { to, subject: row.subject, text: row.text };
  if (row.topic === 'lead-staff' && row.leadId) {
    const lead = await client.lead.findUnique({ where: { id: row.leadId } });
    if (!lead) throw new Error(`lead ${row.leadId} no longer exists`);
    return { to, ...leadStaffMail(lead) };
  }
  if (row.topic === 'lead-reply' && row.leadId) {
    return { to, ...(await renderLeadReply(client, row.leadId, now)) };
  }
  if (row.topic === 'reservation-visitor' && row.leadId) {
    const lead = await client.lead.findUnique({
      where: { id: row.leadId },
      include: { reservation: true },
    });
    if (!lead?.reservation) throw new Error(`reservation of lead ${row.leadId} no longer exists`);
    return { to, ...reservationVisitorMail(lead, lead.reservation) };
  }
  if ((row.topic === 'enrolment-learner' || row.topic === 'enrolment-staff') && row.enrolmentId) {
    const enrolment = await client.enrolment.findUnique({
      where: { id: row.enrolmentId },
      include: {
        payments: true,
        history: { orderBy: { createdAt: 'desc' }, take: 1 },
        // Its tax invoice, attached to the learner's e-mail (none while not GST registered).
        taxDocuments: { where: { kind: 'invoice' }, orderBy: { seq: 'asc' } },
      },
    });
    if (!enrolment) throw new Error(`enrolment ${row.enrolmentId} no longer exists`);
    const mail =
      row.topic === 'enrolment-learner'
        ? await enrolmentLearnerMail(
            enrolment,
            // A learner who pays once the batch has its link gets it with the receipt.
            joiningStatuses().includes(enrolment.status)
              ? await joinDetails(client, enrolment.batchId, Date.now())
              : null,
          )
        : enrolmentStaffMail(enrolment);
    return { to, ...mail };
  }
  throw new Error(`nothing to render for topic "${row.topic}"`);
}

export type OutboxOptions = {
  client?: Db;
  now?: () => Date;
  send?: (mail: Mail) => Promise<void>;
  /** How many due rows one pass looks at. */
  batch?: number;
  /** Tests: runs after a send and before it is marked (a crash there). */
  afterSend?: (id: string) => void | Promise<void>;
};

export type OutboxPass = { sent: number; retried: number; failed: number };

/** One pass over the due rows. Safe to run in several instances at once. */
export async function processOutbox(opts: OutboxOptions = {}): Promise<OutboxPass> {
  const client = opts.client ?? db();
  const now = opts.now ?? (() => new Date());
  const send = opts.send ?? sendMail;
  const result: OutboxPass = { sent: 0, retried: 0, failed: 0 };
  const t = now();
  const due = await client.outbox.findMany({
    where: {
      OR: [
        { status: 'pending', nextAttemptAt: { lte: t } },
        { status: 'sending', claimedUntil: { lt: t } },
      ],
    },
    orderBy: { nextAttemptAt: 'asc' },
    take: opts.batch ?? 20,
    select: { id: true, status: true, attempts: true },
  });
  for (const candidate of due) {
    const token = randomUUID();
    const claimedAt = now();
    // The claim: only the instance whose update still sees the row as it read it gets it.
    const claim = await client.outbox.updateMany({
      where: { id: candidate.id, status: candidate.status, attempts: candidate.attempts },
      data: {
        status: 'sending',
        claimToken: token,
        claimedUntil: new Date(claimedAt.getTime() + CLAIM_MS),
        attempts: { increment: 1 },
      },
    });
    if (claim.count !== 1) continue;
    const row = await client.outbox.findUniqueOrThrow({ where: { id: candidate.id } });
    try {
      await send(await render(client, row, now().getTime()));
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      const at = now();
      const giveUp = at.getTime() - row.createdAt.getTime() >= GIVE_UP_AFTER_MS;
      await client.outbox.updateMany({
        where: { id: row.id, claimToken: token },
        data: giveUp
          ? { status: 'failed', claimToken: null, claimedUntil: null, lastError: message }
          : {
              status: 'pending',
              claimToken: null,
              claimedUntil: null,
              lastError: message,
              nextAttemptAt: new Date(at.getTime() + backoffMs(row.attempts)),
            },
      });
      if (giveUp) {
        result.failed++;
        console.error(`[outbox] gave up on ${row.topic} ${row.id} after a day:`, message);
      } else {
        result.retried++;
        console.warn(`[outbox] ${row.topic} ${row.id} attempt ${row.attempts} failed:`, message);
      }
      continue;
    }
    await opts.afterSend?.(row.id);
    const sentAt = now();
    await client.$transaction([
      client.outbox.updateMany({
        where: { id: row.id, claimToken: token },
        data: { status: 'sent', sentAt, claimToken: null, claimedUntil: null, lastError: null },
      }),
      // notifiedAt says staff were told; the visitor's own confirmation does not count.
      ...(row.leadId && row.topic === 'lead-staff'
        ? [client.lead.updateMany({ where: { id: row.leadId }, data: { notifiedAt: sentAt } })]
        : []),
    ]);
    result.sent++;
  }
  return result;
}

const worker = globalThis as unknown as {
  __outbox?: { timer: NodeJS.Timeout; running: Promise<unknown> | null; again: boolean };
};

async function runWorker() {
  const w = worker.__outbox;
  if (!w) return;
  if (w.running) {
    w.again = true;
    return;
  }
  w.running = (async () => {
    do {
      w.again = false;
      try {
        // Recorded as the job "outbox" (lib/ops/jobs.ts), at most once per poll when it succeeds.
        const pass = await runJob('outbox', POLL_MS, () => processOutbox(), {
          quietWithinMs: POLL_MS,
        });
        if (pass.sent + pass.retried + pass.failed >= 20) w.again = true;
      } catch (e) {
        console.error('[outbox] pass failed:', e);
      }
    } while (w.again);
  })().finally(() => {
    w.running = null;
  });
}

/** Starts this instance's worker (polls every 15 s) when e-mail is configured. Idempotent. */
export function startOutboxWorker(): boolean {
  if (worker.__outbox || !mailEnabled()) return false;
  registerJob('outbox', POLL_MS);
  const timer = setInterval(runWorker, POLL_MS);
  timer.unref();
  worker.__outbox = { timer, running: null, again: false };
  void runWorker();
  return true;
}

/** A row was just committed: send it now rather than at the next poll. */
export function kickOutbox(): void {
  if (!worker.__outbox && !startOutboxWorker()) return;
  setImmediate(runWorker);
}

/** Tests: stop the worker and wait for its pass to end. */
export async function stopOutboxWorker(): Promise<void> {
  const w = worker.__outbox;
  if (!w) return;
  clearInterval(w.timer);
  worker.__outbox = undefined;
  await w.running;
}
