import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import { db, DatabaseUnavailableError, type Tx } from '@/lib/db';
import { env } from '@/lib/env';
import { NO_ATTRIBUTION, type Attribution } from '@/lib/attribution/parse';
import type { ClientMeta } from '@/lib/client-info';
import type { LeadKind } from '@/lib/leads/kinds/define-lead-kind';
import { claimDailyReply, repliesTo } from '@/lib/leads/reply';
import { spamReason } from '@/lib/leads/spam';
import { enqueueMails, type QueuedMail } from '@/lib/mail/enqueue';
import { kickOutbox, type OutboxTopic } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import {
  hitRateLimits,
  identityKeys,
  RateLimitedError,
  sweepRateLimits,
  type RateRule,
} from '@/lib/rate-limit';

export type Stored = { id: string; spam: boolean; editToken?: string };

/** The stored form of an edit token (its SHA-256, hex). */
export const hashEditToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The row a lead becomes, the limits it counts against, and whether staff are e-mailed. */
function prepareLead<In extends z.ZodMiniType, D>(
  kind: LeadKind<In, D>,
  input: z.infer<In>,
  meta: ClientMeta & { salt: string },
) {
  const e = env();
  const { columns, details } = kind.toLead(input);
  const reason = spamReason(input as { website?: string; elapsedMs?: number }, e.SPAM_MIN_FILL_MS);
  const rules: RateRule[] = [
    { key: `ip:${meta.ipHash}`, limit: e.RATE_LIMIT_PER_IP_10_MIN },
    ...identityKeys(columns, meta.salt).map((key) => ({
      key,
      limit: e.RATE_LIMIT_PER_CONTACT_10_MIN,
    })),
  ];
  const notify = !reason && mailEnabled();
  // The visitor's reply (issue 52): an enquiry with an address, when staff are e-mailed too.
  const email = columns.email?.trim();
  const reply: Reply | null =
    notify && email ? { email, salt: meta.salt, send: repliesTo(kind.kind, email) } : null;
  const editToken = kind.editable ? randomBytes(24).toString('base64url') : undefined;
  const lead: LeadRow = {
    kind: kind.kind,
    status: reason ? 'spam' : 'new',
    name: columns.name,
    email: columns.email ?? null,
    phone: columns.phone ?? null,
    course: columns.course ?? null,
    subject: columns.subject ?? null,
    message: columns.message ?? null,
    page: columns.page ?? null,
    details: JSON.stringify(
      editToken ? { ...details, editTokenHash: hashEditToken(editToken) } : details,
    ),
    spamReason: reason,
    ipHash: meta.ipHash,
    userAgent: meta.userAgent,
    ...(meta.attribution ?? NO_ATTRIBUTION),
  };
  return { lead, rules, notify, reply, spam: !!reason, editToken };
}

/** Runs a write, telling a refusal the visitor must hear from a database that failed. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (err instanceof RateLimitedError || err instanceof LeadRefusedError) throw err;
    throw new DatabaseUnavailableError(err);
  }
}

/**
 * The one lead pipeline (DESIGN.md "Data flow of a lead"), after the handler validated the input:
 * spam heuristics → one transaction that counts the submission against the rate limits (per
 * client address and per contact identity), writes the Lead and, when e-mail is on and it is not
 * spam, its outbox row → the outbox worker e-mails staff. A refused or failed submission is not
 * counted, because the counters roll back with it.
 */
export async function storeLead<In extends z.ZodMiniType, D>(
  kind: LeadKind<In, D>,
  input: z.infer<In>,
  meta: ClientMeta & { salt: string },
  now = Date.now(),
): Promise<Stored> {
  const { lead, rules, notify, reply, spam, editToken } = prepareLead(kind, input, meta);
  const id = await guarded(() =>
    db().$transaction((tx) =>
      writeLeadTx(tx, lead, rules, notify ? [{ topic: 'lead-staff' }] : [], reply, now),
    ),
  );
  if (notify) kickOutbox();
  if (Math.random() < 0.01) void sweepRateLimits(db(), now).catch(() => {});
  return { id, spam, ...(editToken ? { editToken } : {}) };
}

/** Something the companion write refused for a reason the visitor must hear (a full slot). */
export class LeadRefusedError extends Error {
  constructor(
    /** A slot taken or a second booking (conflict), or too many from one address (rate_limited). */
    public code: 'conflict' | 'rate_limited',
    public field: string,
    message: string,
  ) {
    super(message);
  }
}

export type Companion<R> = {
  /** Runs in the lead's transaction, after the lead row is written; throwing rolls back both. */
  write(tx: Tx, lead: { id: string; spam: boolean }): Promise<R>;
  /** Extra outbox rows (e.g. the visitor's confirmation), written only when e-mail is on and not spam. */
  outbox?: { topic: OutboxTopic; to: string }[];
};

/**
 * The same pipeline for a lead that comes with a row of its own in the same transaction: a file
 * (Upload) or a session seat (Reservation). A lead is never stored without its companion, nor the
 * companion without its lead. A Prisma interactive transaction on both databases: these forms are
 * rare, and the contact and callback POSTs keep storeLead's faster SQLite path.
 */
export async function storeLeadWith<In extends z.ZodMiniType, D, R>(
  kind: LeadKind<In, D>,
  input: z.infer<In>,
  meta: ClientMeta & { salt: string },
  companion: Companion<R>,
  now = Date.now(),
): Promise<{ id: string; spam: boolean; result: R }> {
  const { lead, rules, notify, reply, spam } = prepareLead(kind, input, meta);
  const outbox: Omit<QueuedMail, 'leadId'>[] = notify
    ? [{ topic: 'lead-staff' }, ...(companion.outbox ?? []).filter((o) => o.to)]
    : [];
  const { id, result } = await guarded(() =>
    db().$transaction(
      async (tx) => {
        const id = await writeLeadTx(tx, lead, rules, outbox, reply, now);
        return { id, result: await companion.write(tx, { id, spam }) };
      },
      // A 10 MB file takes a moment to write; the default 5 s is for small rows.
      { timeout: 20_000, maxWait: 10_000 },
    ),
  );
  if (notify) kickOutbox();
  return { id, spam, result };
}

type LeadRow = {
  kind: string;
  status: string;
  name: string;
  email: string | null;
  phone: string | null;
  course: string | null;
  subject: string | null;
  message: string | null;
  page: string | null;
  details: string;
  spamReason: string | null;
  ipHash: string;
  userAgent: string | null;
} & Attribution;

/**
 * The reply a lead may get: to `email`, when `send` (its kind is an enquiry). A lead that already
 * sends the visitor an e-mail of its own (a free session's confirmation) does not send the reply,
 * but its e-mail counts as the address's reply for the day.
 */
type Reply = { email: string; salt: string; send: boolean };

/** The counters, the lead and its outbox rows, inside a Prisma transaction: the lead's id. */
async function writeLeadTx(
  tx: Tx,
  lead: LeadRow,
  rules: RateRule[],
  outbox: Omit<QueuedMail, 'leadId'>[],
  reply: Reply | null,
  now: number,
): Promise<string> {
  const limit = await hitRateLimits(tx, rules, now);
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  const mailsVisitor = outbox.some((o) => o.to);
  const claimed =
    !!reply &&
    (reply.send || mailsVisitor) &&
    (await claimDailyReply(tx, reply.email, reply.salt, now));
  const rows: Omit<QueuedMail, 'leadId'>[] =
    claimed && reply?.send && !mailsVisitor
      ? [...outbox, { topic: 'lead-reply', to: reply.email }]
      : outbox;
  const { id } = await tx.lead.create({ data: lead, select: { id: true } });
  if (rows.length)
    await enqueueMails(
      tx,
      rows.map((r) => ({ ...r, leadId: id })),
    );
  return id;
}
