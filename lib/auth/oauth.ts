import 'server-only';
import { db, isUniqueViolation } from '@/lib/db';
import { isSingleLine } from '@/lib/validation/common';

export type OAuthIdentity = {
  provider: string;
  providerAccountId: string;
  email: string | null | undefined;
  /** The provider vouched that this person controls `email` (lib/auth/providers.ts). */
  emailVerified: boolean;
  name: string | null | undefined;
};

export type LinkResult =
  | { ok: true; userId: string; created: boolean }
  | { ok: false; reason: 'no-email' | 'unverified-email-taken' };

/** A display name from a provider's profile: one line, at most 60 characters. */
function cleanName(name: string | null | undefined, email: string): string {
  const n = (name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  return n && isSingleLine(n) ? n : email.split('@')[0]!.slice(0, 60);
}

/**
 * Finds or makes the account a Google or Facebook sign-in belongs to. An identity seen before
 * signs in to its account. A new identity joins an existing account only when the provider
 * vouched for that account's e-mail address (anyone can open a provider account showing someone
 * else's address); with an address no account has, it gets a new learner account. Joining a
 * learner account whose address was never confirmed ends its password, its unused password links,
 * its other sign-in links, its calendar address and its sessions (below).
 */
export async function linkOAuthIdentity(
  identity: OAuthIdentity,
  retry = true,
): Promise<LinkResult> {
  const { provider, providerAccountId } = identity;
  const known = await db().account.findUnique({
    where: { provider_providerAccountId: { provider, providerAccountId } },
  });
  if (known) return { ok: true, userId: known.userId, created: false };
  const email = identity.email?.trim().toLowerCase();
  if (!email) return { ok: false, reason: 'no-email' };
  try {
    const user = await db().user.findUnique({ where: { email } });
    if (user) {
      if (!identity.emailVerified) return { ok: false, reason: 'unverified-email-taken' };
      // Nobody had shown they read this address's mail (sign-up does not ask), so a learner
      // account with it may be a stranger's, opened first to wait for the owner to come with
      // Google: its password, the password links staff made for it (one may be in the stranger's
      // hands), its other sign-in links and its calendar address stop working and every session
      // ends. The owner, now signed in, can set a password again with 'Forgot password' (a link
      // to this address). Staff accounts are opened by the school, never by a visitor: left as
      // they are.
      const claimed = !user.emailVerified && user.role === 'learner';
      await db().$transaction([
        ...(claimed
          ? [
              db().account.deleteMany({ where: { userId: user.id } }),
              db().calendarFeed.deleteMany({ where: { userId: user.id } }),
              db().passwordReset.updateMany({
                where: { userId: user.id, usedAt: null },
                data: { usedAt: new Date() },
              }),
            ]
          : []),
        db().account.create({ data: { userId: user.id, provider, providerAccountId } }),
        ...(user.emailVerified
          ? []
          : [
              db().user.update({
                where: { id: user.id },
                data: {
                  emailVerified: new Date(),
                  ...(claimed ? { passwordHash: null, sessionVersion: { increment: 1 } } : {}),
                },
              }),
            ]),
      ]);
      return { ok: true, userId: user.id, created: false };
    }
    const created = await db().user.create({
      data: {
        email,
        name: cleanName(identity.name, email),
        role: 'learner',
        emailVerified: identity.emailVerified ? new Date() : null,
        accounts: { create: { provider, providerAccountId } },
      },
    });
    return { ok: true, userId: created.id, created: true };
  } catch (e) {
    // The same sign-in finished in another request or instance first: read what it wrote.
    if (retry && isUniqueViolation(e)) return linkOAuthIdentity(identity, false);
    throw e;
  }
}
