import 'server-only';
import { createHash } from 'node:crypto';
import { Prisma } from '@/lib/generated/sqlite/client';
import type { Db } from '@/lib/db';
import { todayInIndia } from '@/lib/dates';

/** A limit was reached: the caller answers 429 with Retry-After. */
export class RateLimitedError extends Error {
  constructor(public retryAfterSeconds: number) {
    super('rate limited');
  }
}

/**
 * The contact identities a submission names (its e-mail and phone), as keys of the per-person
 * rate limit. Hashed with the IP salt: the counters table holds no address in clear.
 */
export function identityKeys(
  person: { email?: string | null; phone?: string | null },
  salt: string,
): string[] {
  const keys: string[] = [];
  const hash = (v: string) =>
    createHash('sha256').update(`${salt}:${v}`).digest('hex').slice(0, 32);
  const email = person.email?.trim().toLowerCase();
  if (email) keys.push(`email:${hash(email)}`);
  const phone = person.phone?.replace(/[^\d+]/g, '');
  if (phone) keys.push(`phone:${hash(phone)}`);
  return keys;
}

/**
 * The mailbox an address delivers to, as the daily limit counts it: `+tag` dropped from the local
 * part (most providers deliver `meera+1@…` and `meera+2@…` to meera@…), and Gmail's dots too
 * (`m.eera@gmail.com` is meera@gmail.com). Otherwise one script could make the school write to one
 * inbox without end, three variants of its address at a time (the waitlist's confirmations, the
 * reply to an enquiry).
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+', 1)[0] || address.slice(0, at);
  let domain = address.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

export const RATE_WINDOW_MS = 10 * 60 * 1000;

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * One counter: `key` (e.g. "ip:<hash>", "email:<hash>") may be hit `limit` times per window
 * (`windowMs`, 10 minutes unless given).
 */
export type RateRule = { key: string; limit: number; windowMs?: number };

type Queryable = Pick<Db, '$queryRaw'>;

/**
 * Counts one submission against each rule and says whether every one is within its limit per
 * window (10 minutes unless the rule says). The counters live in the database (one atomic
 * statement for all keys) so every instance agrees; run it in the transaction that stores the submission, so that a submission
 * that is refused or fails to store is not counted. A window starts at a key's first hit and
 * restarts once it has ended. A limit of 0 turns that rule off.
 */
export async function hitRateLimits(
  client: Queryable,
  rules: RateRule[],
  now = Date.now(),
): Promise<RateDecision> {
  const active = rules.filter((r) => r.limit > 0);
  if (!active.length) return { allowed: true };
  const values = Prisma.join(
    active.map((r) => Prisma.sql`(${r.key}, 1, ${now + (r.windowMs ?? RATE_WINDOW_MS)})`),
  );
  const rows = await client.$queryRaw<
    { key: string; count: number | bigint; resetAt: number | bigint }[]
  >`
    INSERT INTO "RateLimit" ("key", "count", "resetAt") VALUES ${values}
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN 1 ELSE "RateLimit"."count" + 1 END,
      "resetAt" = CASE WHEN "RateLimit"."resetAt" <= ${now} THEN excluded."resetAt" ELSE "RateLimit"."resetAt" END
    RETURNING "key", "count", "resetAt"`;
  return decideRateLimits(rows, active, now);
}

/** The decision from the counters an upsert returned. */
function decideRateLimits(
  rows: { key: string; count: number | bigint; resetAt: number | bigint }[],
  rules: RateRule[],
  now: number,
): RateDecision {
  let retryAfter = 0;
  for (const row of rows) {
    const rule = rules.find((r) => r.key === row.key);
    if (rule && Number(row.count) > rule.limit) {
      retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((Number(row.resetAt) - now) / 1000)));
    }
  }
  return retryAfter > 0 ? { allowed: false, retryAfterSeconds: retryAfter } : { allowed: true };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one of a mailbox's `perDay` e-mails of one sort (`sort`: 'reply', 'reminder') for the
 * India day of `now`: true while within them. The mailbox is the address's `mailboxOf` (its `+tag`
 * and Gmail's dots make no other), hashed with `salt`. Run in the transaction that writes the
 * e-mail, so one that is rolled back takes no one's turn, and concurrent writers meet on one
 * counter row.
 */
export async function claimMailboxDay(
  client: Queryable,
  mailbox: { sort: string; email: string; perDay: number },
  salt: string,
  now: number,
): Promise<boolean> {
  const [key] = identityKeys({ email: mailboxOf(mailbox.email) }, salt);
  const day = `${mailbox.sort}:${todayInIndia(now)}:${key}`;
  const limit = await hitRateLimits(
    client,
    [{ key: day, limit: mailbox.perDay, windowMs: 2 * DAY_MS }],
    now,
  );
  return limit.allowed;
}

/** Clears windows that ended long ago (called now and then, never on the answer's path). */
export async function sweepRateLimits(client: Pick<Db, 'rateLimit'>, now = Date.now()) {
  await client.rateLimit.deleteMany({ where: { resetAt: { lt: BigInt(now - RATE_WINDOW_MS) } } });
}
