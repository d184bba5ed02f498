import 'server-only';
import type { z } from 'zod/mini';
import { db, type Db } from '@/lib/db';
import { newId } from '@/lib/db/id';
import { env } from '@/lib/env';
import { DatabaseUnavailableError, RateLimitedError } from '@/lib/leads/errors';
import type { LeadKind } from '@/lib/leads/kind';
import { spamReason } from '@/lib/leads/spam';
import { identityKeys, type ClientMeta } from '@/lib/leads/store';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { hitRateLimits, type RateRule } from '@/lib/rate-limit';

/** The transaction client handed to a lead's companion write. */
export type Tx = Parameters<Parameters<Db['$transaction']>[0]>[0];

/** Something the companion write refused for a reason the visitor must hear (a full slot). */
export class LeadRefusedError extends Error {
  constructor(
    public status: number,
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
  outbox?: { topic: string; to: string }[];
};

/**
 * The lead pipeline of lib/leads/store.ts (same spam heuristics, same per-address and per-contact
 * limits, same columns, same staff outbox row) for the leads that come with a row of their own in
 * the same transaction: a file (Upload) or a session seat (Reservation). A lead is never stored
 * without its companion, nor the companion without its lead, and a refused or failed submission
 * counts against no limit. It runs as a Prisma interactive transaction on both databases (these
 * forms are rare; the contact and callback POSTs keep storeLead's faster SQLite path).
 */
export async function storeLeadWith<In extends z.ZodMiniType, D, R>(
  kind: LeadKind<In, D>,
  input: z.infer<In>,
  meta: ClientMeta & { salt: string },
  companion: Companion<R>,
  now = Date.now(),
): Promise<{ id: string; spam: boolean; result: R }> {
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
  const id = newId();
  const outbox = notify
    ? [{ topic: 'lead-staff' }, ...(companion.outbox ?? []).filter((o) => o.to)]
    : [];
  let result: R;
  try {
    result = await db().$transaction(
      async (tx) => {
        const limit = await hitRateLimits(tx, rules, now);
        if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
        await tx.lead.create({
          data: {
            id,
            kind: kind.kind,
            status: reason ? 'spam' : 'new',
            name: columns.name,
            email: columns.email ?? null,
            phone: columns.phone ?? null,
            course: columns.course ?? null,
            subject: columns.subject ?? null,
            message: columns.message ?? null,
            page: columns.page ?? null,
            details: JSON.stringify(details),
            spamReason: reason,
            ipHash: meta.ipHash,
            userAgent: meta.userAgent,
            ...(outbox.length ? { outbox: { create: outbox } } : {}),
          },
          select: { id: true },
        });
        return companion.write(tx, { id, spam: !!reason });
      },
      // A 10 MB file takes a moment to write; the default 5 s is for small rows.
      { timeout: 20_000, maxWait: 10_000 },
    );
  } catch (err) {
    if (err instanceof RateLimitedError || err instanceof LeadRefusedError) throw err;
    throw new DatabaseUnavailableError(err);
  }
  if (notify) kickOutbox();
  return { id, spam: !!reason, result };
}
