import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { passwordResetMail } from '@/content/accounts';
import { db } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { siteUrl } from '@/lib/site-url';
import { hashPassword } from './password';
import { enqueueMail } from '@/lib/mail/enqueue';

/** A reset link works once, within 30 minutes. */
export const RESET_LINK_MINUTES = 30;

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits; only their SHA-256 is stored. */
function newToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function resetLink(token: string): string {
  return new URL(`/reset-password?token=${encodeURIComponent(token)}`, siteUrl()).href;
}

/**
 * Makes a one-time link for a user. For the back office (staff making a link for a learner of a
 * school without e-mail: `createdById`) and for the forgot-password e-mail below.
 */
export async function createPasswordReset(
  userId: string,
  {
    createdById,
    now = new Date(),
    minutes = RESET_LINK_MINUTES,
  }: { createdById?: string; now?: Date; minutes?: number } = {},
): Promise<{ link: string; expiresAt: Date }> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  await db().passwordReset.create({
    data: { userId, tokenHash, expiresAt, createdById: createdById ?? null, createdAt: now },
  });
  return { link: resetLink(token), expiresAt };
}

/** Whether the forgot-password e-mail can be sent (SMTP_URL and its settings are set). */
export function resetByMailEnabled(): boolean {
  return mailEnabled();
}

/**
 * Forgot password: when an account has this e-mail, writes its link and the e-mail carrying it in
 * one transaction (the outbox sends it, with retries). Says nothing about whether the account
 * exists: the caller answers the same either way.
 */
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  if (!resetByMailEnabled()) return;
  const user = await db().user.findUnique({ where: { email } });
  if (!user) return;
  const { token, tokenHash } = newToken();
  const mail = passwordResetMail(user.name, resetLink(token));
  await db().$transaction([
    db().passwordReset.create({
      data: {
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
        createdAt: now,
      },
    }),
    enqueueMail(db(), {
      topic: 'password-reset',
      to: user.email,
      subject: mail.subject,
      text: mail.text,
    }),
  ]);
  kickOutbox();
}

/** Whether a link's token is one that can still be used (for the page, before the form). */
export async function resetTokenUsable(token: string, now = new Date()): Promise<boolean> {
  const row = await db().passwordReset.findUnique({ where: { tokenHash: hashResetToken(token) } });
  return !!row && !row.usedAt && row.expiresAt > now;
}

/**
 * Uses a link: claims it (only one request's update can match an unused, unexpired row), sets the
 * new password, ends every session (sessionVersion), and voids the user's other links, all in one
 * transaction; a link e-mailed to an address not confirmed before confirms it and ends the
 * account's Facebook and Google sign-in links and its calendar address. Returns false for an unknown, used or expired link.
 */
export async function resetPassword(token: string, password: string, now = new Date()) {
  const tokenHash = hashResetToken(token);
  const passwordHash = await hashPassword(password);
  return db().$transaction(async (tx) => {
    const claim = await tx.passwordReset.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claim.count !== 1) return false;
    const row = await tx.passwordReset.findUniqueOrThrow({ where: { tokenHash } });
    const user = await tx.user.findUniqueOrThrow({ where: { id: row.userId } });
    // A link sent to the address proves the address; one made by staff does not.
    const confirms = !row.createdById && !user.emailVerified;
    await tx.user.update({
      where: { id: row.userId },
      data: {
        passwordHash,
        sessionVersion: { increment: 1 },
        ...(confirms ? { emailVerified: now } : {}),
      },
    });
    // Until now nobody had shown they read this address's mail: a Facebook sign-in (whose
    // addresses are not taken as proof) may have opened the account with it, and would still sign
    // in to what is now the owner's, and a calendar address anyone signed in could have copied.
    // The owner signs in with the password (or Google, which vouches for its addresses and links
    // again).
    if (confirms) {
      await tx.account.deleteMany({ where: { userId: row.userId } });
      await tx.calendarFeed.deleteMany({ where: { userId: row.userId } });
    }
    await tx.passwordReset.updateMany({
      where: { userId: row.userId, usedAt: null },
      data: { usedAt: now },
    });
    return true;
  });
}
