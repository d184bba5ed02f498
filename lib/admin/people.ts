import 'server-only';
import { randomBytes } from 'node:crypto';
import { db, type Tx, isUniqueViolation } from '@/lib/db';
import { createPasswordReset } from '@/lib/auth/password-reset';
import { hashPassword } from '@/lib/auth/password';
import { isRole, type Role } from '@/lib/auth/roles';
import { ERROR_TEXT } from './flash-text';
import { AdminInputError } from './errors';
import type { Actor } from './leads';

/** How long a staff invitation link works. */
export const INVITE_HOURS = 48;

async function record(actor: Actor, action: string, from: string | null, to: string) {
  await db().leadEvent.create({
    data: { actorId: actor.id, actorName: actor.name, action, fromValue: from, toValue: to },
  });
}

/**
 * A one-time password people can read out and type, meeting the sign-in rules (spec §5: upper and
 * lower case, a digit, a symbol): e.g. "Kmtp.4xrw.Hq7d.b9Zs".
 */
function oneTimePassword(): string {
  const lower = 'abcdefghjkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = lower + upper + digits;
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => all[b % all.length]!);
  chars[0] = upper[bytes[0]! % upper.length]!;
  chars[5] = lower[bytes[5]! % lower.length]!;
  chars[10] = digits[bytes[10]! % digits.length]!;
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('.');
}

/**
 * An admin invites a member of staff: a new account with the role, and either a link to choose a
 * password (valid 48 hours) or a one-time password shown once. A learner account whose address was
 * never confirmed may be a stranger's (sign-up does not ask): inviting its address takes it over,
 * keeping its enrolments, and ends its password, its sign-in and password links, its calendar
 * address and its sessions; the admin gives the new way in to the person they know. Any other
 * account with the address is not taken over: change its role instead.
 */
export async function inviteStaff(
  input: { email: string; name: string; role: Role; mode: 'link' | 'password' },
  actor: Actor,
) {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new AdminInputError('Enter a valid e-mail address');
  if (name.length < 2 || name.length > 100) throw new AdminInputError('Enter the person’s name');
  if (input.role !== 'staff' && input.role !== 'admin')
    throw new AdminInputError('Invite as staff or admin');
  const password = input.mode === 'password' ? oneTimePassword() : randomBytes(32).toString('hex');
  const passwordHash = await hashPassword(password);
  const existing = await db().user.findUnique({ where: { email } });
  let userId: string;
  if (existing) {
    if (existing.role !== 'learner' || existing.emailVerified) throw new AdminInputError(EXISTS);
    if (existing.disabledAt) throw new AdminInputError('Enable the account first');
    userId = existing.id;
    await db().$transaction(async (tx) => {
      // As read: a learner, never confirmed, enabled (a Google sign-in meanwhile confirms it).
      const taken = await tx.user.updateMany({
        where: { id: userId, role: 'learner', emailVerified: null, disabledAt: null },
        data: { name, role: input.role, passwordHash, sessionVersion: { increment: 1 } },
      });
      if (taken.count !== 1) throw new AdminInputError(ACCOUNTS_CHANGED);
      await tx.account.deleteMany({ where: { userId } });
      await tx.calendarFeed.deleteMany({ where: { userId } });
      await tx.passwordReset.updateMany({
        where: { userId, usedAt: null },
        data: { usedAt: new Date() },
      });
    });
  } else {
    try {
      const user = await db().user.create({
        data: { email, name, role: input.role, passwordHash },
        select: { id: true },
      });
      userId = user.id;
    } catch (e) {
      if (isUniqueViolation(e)) throw new AdminInputError(ACCOUNTS_CHANGED);
      throw e;
    }
  }
  await record(
    actor,
    'invite',
    existing ? 'unconfirmed learner account' : null,
    `${email} as ${input.role}`,
  );
  if (input.mode === 'password') return { email, password, link: null };
  const { link } = await createPasswordReset(userId, {
    createdById: actor.id,
    minutes: INVITE_HOURS * 60,
  });
  return { email, password: null, link };
}

/** The change refused because another was saved at the same moment (see `keepingAnAdmin`). */
export const ACCOUNTS_CHANGED = ERROR_TEXT.accounts_changed!;
const EXISTS = ERROR_TEXT.exists!;

/**
 * PostgreSQL refused a serializable transaction that overlapped another one: Prisma's P2034, or,
 * when refused at commit, the driver adapter's own error.
 */
const isWriteConflict = (e: unknown) => {
  const err = e as { code?: string; cause?: { kind?: string } } | null;
  return err?.code === 'P2034' || err?.cause?.kind === 'TransactionWriteConflict';
};

/**
 * Runs a change to one account in a serializable transaction and refuses it (`refusal`) when it
 * would leave no enabled admin: counted after the change, in the same transaction, so two admins
 * demoting or disabling each other at the same moment cannot both succeed (PostgreSQL refuses
 * the second to commit, which is told to try again; SQLite runs them one after the other).
 */
async function keepingAnAdmin(refusal: string, change: (tx: Tx) => Promise<boolean>) {
  try {
    await db().$transaction(
      async (tx) => {
        const tookAnAdmin = await change(tx);
        if (tookAnAdmin && (await tx.user.count({ where: ENABLED_ADMIN })) < 1) {
          throw new AdminInputError(refusal);
        }
      },
      { isolationLevel: 'Serializable' },
    );
  } catch (e) {
    if (isWriteConflict(e)) throw new AdminInputError(ACCOUNTS_CHANGED);
    throw e;
  }
}

const ENABLED_ADMIN = { role: 'admin', disabledAt: null };
const isEnabledAdmin = (u: { role: string; disabledAt: Date | null }) =>
  u.role === 'admin' && !u.disabledAt;

/** Why a learner account whose address nobody has shown they read is not made staff. */
export const UNCONFIRMED_ADDRESS = ERROR_TEXT.unconfirmed!;

/**
 * A new role ends the person's sessions (the sessionVersion moves on) and voids their unused
 * password links: a link made while they were a learner must not set a staff password (demote,
 * make a link, promote back). The last admin stays one. A learner account is made staff or admin
 * only once its address is confirmed: sign-up does not ask, so an account opened with a future
 * colleague's address may be a stranger's, with the stranger's password. Such an account is
 * invited instead (inviteStaff takes it over), or confirmed first by its owner ('Forgot
 * password?', or Google).
 */
export async function changeRole(userId: string, role: string, actor: Actor) {
  if (!isRole(role)) throw new AdminInputError('Unknown role');
  await keepingAnAdmin('This is the last admin: make someone else admin first', async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw new AdminInputError('No such account');
    if (user.role === role) return false;
    if (user.role === 'learner' && !user.emailVerified) {
      throw new AdminInputError(UNCONFIRMED_ADDRESS);
    }
    await tx.user.update({
      where: { id: userId },
      data: { role, sessionVersion: { increment: 1 } },
    });
    await tx.passwordReset.deleteMany({ where: { userId, usedAt: null } });
    await tx.leadEvent.create({
      data: {
        actorId: actor.id,
        actorName: actor.name,
        action: 'role',
        fromValue: `${user.email}: ${user.role}`,
        toValue: role,
      },
    });
    return isEnabledAdmin(user);
  });
}

/**
 * Disabling ends every session at once and the private calendar address (as 'Log out on every
 * device' does: enabling the account again must not bring back an address that went round while
 * it was disabled; the dashboard makes a new one when asked). Enabling lets the person sign in
 * again.
 */
export async function setDisabled(userId: string, disabled: boolean, actor: Actor) {
  if (disabled && userId === actor.id)
    throw new AdminInputError('You cannot disable your own account');
  await keepingAnAdmin('This is the last admin', async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId } });
    if (!user) throw new AdminInputError('No such account');
    await tx.user.update({
      where: { id: userId },
      data: disabled
        ? { disabledAt: new Date(), sessionVersion: { increment: 1 } }
        : { disabledAt: null },
    });
    if (disabled) await tx.calendarFeed.deleteMany({ where: { userId } });
    await tx.leadEvent.create({
      data: {
        actorId: actor.id,
        actorName: actor.name,
        action: disabled ? 'disable' : 'enable',
        toValue: user.email,
      },
    });
    return disabled && isEnabledAdmin(user);
  });
}

/**
 * A password link an admin gives a learner (schools without e-mail): valid 30 minutes, once.
 * Learners only: a staff or admin account resets its own password (an admin who could mint a
 * link for another staff or admin account could sign in as them).
 */
export async function resetLinkFor(userId: string, actor: Actor) {
  const user = await db().user.findUnique({ where: { id: userId } });
  if (!user) throw new AdminInputError('No such account');
  if (user.role !== 'learner') {
    throw new AdminInputError(
      'A password link is for learners only: staff and admins reset their own password with ‘Forgot password?’ on the log-in page',
    );
  }
  if (user.disabledAt) throw new AdminInputError('Enable the account first');
  const r = await createPasswordReset(userId, { createdById: actor.id });
  await record(actor, 'reset_link', null, user.email);
  return r;
}

/** Staff and admins, and any other account matching `q` (a learner looked up by e-mail or name). */
export async function people(q: string) {
  const term = q.trim().toLowerCase();
  return db().user.findMany({
    where: term
      ? { OR: [{ email: { contains: term } }, { name: { contains: q.trim() } }] }
      : { role: { in: ['staff', 'admin'] } },
    select: {
      id: true,
      name: true,
      email: true,
      role: true,
      disabledAt: true,
      createdAt: true,
      emailVerified: true,
    },
    orderBy: [{ role: 'asc' }, { name: 'asc' }],
    take: 100,
  });
}
