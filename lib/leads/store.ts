import 'server-only';
import { createHash } from 'node:crypto';
import type { z } from 'zod/mini';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { DatabaseUnavailableError, RateLimitedError } from '@/lib/leads/errors';
import type { LeadColumns, LeadKind } from '@/lib/leads/kind';
import { spamReason } from '@/lib/leads/spam';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { hitRateLimits, sweepRateLimits, type RateRule } from '@/lib/rate-limit';

/** What the handler knows of the client, for abuse review (no raw IP is stored). */
export type ClientMeta = { ipHash: string; userAgent: string | null };

export type Stored = { id: string; spam: boolean };

/**
 * The contact identities a submission names (its e-mail and phone), as keys of the per-person
 * rate limit. Hashed with the IP salt: the counters table holds no address in clear.
 */
export function identityKeys(columns: LeadColumns, salt: string): string[] {
  const keys: string[] = [];
  const hash = (v: string) =>
    createHash('sha256').update(`${salt}:${v}`).digest('hex').slice(0, 32);
  const email = columns.email?.trim().toLowerCase();
  if (email) keys.push(`email:${hash(email)}`);
  const phone = columns.phone?.replace(/[^\d+]/g, '');
  if (phone) keys.push(`phone:${hash(phone)}`);
  return keys;
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
  let id: string;
  try {
    id = await db().$transaction(async (tx) => {
      const limit = await hitRateLimits(tx, rules, now);
      if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
      const row = await tx.lead.create({
        data: {
          kind: kind.kind,
          ...columns,
          details: JSON.stringify(details),
          status: reason ? 'spam' : 'new',
          spamReason: reason,
          ipHash: meta.ipHash,
          userAgent: meta.userAgent,
          ...(notify ? { outbox: { create: { topic: 'lead-staff' } } } : {}),
        },
        select: { id: true },
      });
      return row.id;
    });
  } catch (err) {
    if (err instanceof RateLimitedError) throw err;
    throw new DatabaseUnavailableError(err);
  }
  if (notify) kickOutbox();
  if (Math.random() < 0.01) void sweepRateLimits(db(), now).catch(() => {});
  return { id, spam: !!reason };
}
