import 'server-only';
import { db } from '@/lib/db';
import { env } from '@/lib/env';
import { sendLeadMail, type LeadMail } from '@/lib/mailer';
import { hitRateLimit } from '@/lib/rate-limit';
import { spamReason } from '@/lib/spam';
import type { ContactMessageInput } from '@/lib/validation/contact';
import type { CallbackRequestInput } from '@/lib/validation/callback';

/** What the handler knows of the client, for abuse review (no raw IP is stored). */
export type ClientMeta = { ipHash: string; userAgent: string | null };

export class RateLimitedError extends Error {
  constructor(public retryAfterSeconds: number) {
    super('rate limited');
  }
}

/** The database could not be reached or refused the write; nothing was stored. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('database unavailable', { cause });
  }
}

async function guarded<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    throw new DatabaseUnavailableError(e);
  }
}

/** After the row is committed: e-mail staff without delaying the visitor's answer. */
function notifyLater(model: 'contactMessage' | 'callbackRequest', mail: LeadMail) {
  if (!env().SMTP_URL) return;
  void sendLeadMail(mail)
    .then(async (sent) => {
      if (!sent) return;
      const where = { id: mail.id };
      const data = { notifiedAt: new Date() };
      if (model === 'contactMessage') await db().contactMessage.update({ where, data });
      else await db().callbackRequest.update({ where, data });
    })
    .catch((e) => console.error(`[leads] staff e-mail for ${mail.kind} ${mail.id} failed:`, e));
}

type Stored = { id: string; spam: boolean };

/** validate (done by the caller) → limit → store → notify. @see DESIGN.md "Data flow of a lead" */
export async function createContactMessage(
  input: ContactMessageInput,
  meta: ClientMeta,
  now = Date.now(),
): Promise<Stored> {
  const e = env();
  const limit = await guarded(() =>
    hitRateLimit('contact', meta.ipHash, e.RATE_LIMIT_PER_10_MIN, now),
  );
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  const reason = spamReason(input, now, e.SPAM_MIN_FILL_MS);
  const row = await guarded(() =>
    db().contactMessage.create({
      data: {
        name: input.name,
        email: input.email,
        subject: input.subject,
        purpose: input.purpose,
        message: input.message,
        contactingFor: input.contactingFor,
        page: input.page ?? null,
        status: reason ? 'spam' : 'new',
        spamReason: reason,
        ipHash: meta.ipHash,
        userAgent: meta.userAgent,
      },
      select: { id: true },
    }),
  );
  if (!reason) {
    notifyLater('contactMessage', {
      kind: 'contact message',
      id: row.id,
      lines: [
        ['Name', input.name],
        ['Email', input.email],
        ['Purpose', input.purpose],
        ['Page', input.page ?? '-'],
        ['Message', input.message],
      ],
    });
  }
  return { id: row.id, spam: !!reason };
}

export async function createCallbackRequest(
  input: CallbackRequestInput,
  meta: ClientMeta,
  now = Date.now(),
): Promise<Stored> {
  const e = env();
  const limit = await guarded(() =>
    hitRateLimit('callback', meta.ipHash, e.RATE_LIMIT_PER_10_MIN, now),
  );
  if (!limit.allowed) throw new RateLimitedError(limit.retryAfterSeconds);
  const reason = spamReason(input, now, e.SPAM_MIN_FILL_MS);
  const row = await guarded(() =>
    db().callbackRequest.create({
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        email: input.email || null,
        course: input.course || null,
        page: input.page ?? null,
        status: reason ? 'spam' : 'new',
        spamReason: reason,
        ipHash: meta.ipHash,
        userAgent: meta.userAgent,
      },
      select: { id: true },
    }),
  );
  if (!reason) {
    notifyLater('callbackRequest', {
      kind: 'callback request',
      id: row.id,
      lines: [
        ['Name', `${input.firstName} ${input.lastName}`],
        ['Phone', input.phoneNumber],
        ['Email', input.email || '-'],
        ['Course', input.course || '-'],
        ['Page', input.page ?? '-'],
      ],
    });
  }
  return { id: row.id, spam: !!reason };
}
