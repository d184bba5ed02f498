import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import { createPasswordReset } from '@/lib/auth/password-reset';
import { hashPassword } from '@/lib/auth/password';
import { isRole, type Role } from '@/lib/auth/roles';
import { isUniqueViolation } from '@/lib/payments/mark-paid';
import { AdminInputError, type Actor } from './leads';

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
 * password (valid 48 hours) or a one-time password shown once. An existing learner account is
 * not taken over: change its role instead.
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
  let userId: string;
  try {
    const user = await db().user.create({
      data: { email, name, role: input.role, passwordHash: await hashPassword(password) },
      select: { id: true },
    });
    userId = user.id;
  } catch (e) {
    if (isUniqueViolation(e))
      throw new AdminInputError('An account with this e-mail exists: change its role instead');
    throw e;
  }
  await record(actor, 'invite', null, `${email} as ${input.role}`);
  if (input.mode === 'password') return { email, password, link: null };
  const { link } = await createPasswordReset(userId, {
    createdById: actor.id,
    minutes: INVITE_HOURS * 60,
  });
  return { email, password: null, link };
}

async function adminCount() {
  return db().user.count({ where: { role: 'admin', disabledAt: null } });
}

/**
 * A new role ends the person's sessions (the sessionVersion moves on) and voids their unused
 * password links: a link made while they were a learner must not set a staff password (demote,
 * make a link, promote back). The last admin stays one.
 */
export async function changeRole(userId: string, role: string, actor: Actor) {
  if (!isRole(role)) throw new AdminInputError('Unknown role');
  const user = await db().user.findUnique({ where: { id: userId } });
  if (!user) throw new AdminInputError('No such account');
  if (user.role === role) return;
  if (user.role === 'admin' && (await adminCount()) <= 1) {
    throw new AdminInputError('This is the last admin: make someone else admin first');
  }
  await db().$transaction([
    db().user.update({ where: { id: userId }, data: { role, sessionVersion: { increment: 1 } } }),
    db().passwordReset.deleteMany({ where: { userId, usedAt: null } }),
    db().leadEvent.create({
      data: {
        actorId: actor.id,
        actorName: actor.name,
        action: 'role',
        fromValue: `${user.email}: ${user.role}`,
        toValue: role,
      },
    }),
  ]);
}

/** Disabling ends every session at once; enabling lets the person sign in again. */
export async function setDisabled(userId: string, disabled: boolean, actor: Actor) {
  const user = await db().user.findUnique({ where: { id: userId } });
  if (!user) throw new AdminInputError('No such account');
  if (disabled && userId === actor.id)
    throw new AdminInputError('You cannot disable your own account');
  if (disabled && user.role === 'admin' && !user.disabledAt && (await adminCount()) <= 1) {
    throw new AdminInputError('This is the last admin');
  }
  await db().$transaction([
    db().user.update({
      where: { id: userId },
      data: disabled
        ? { disabledAt: new Date(), sessionVersion: { increment: 1 } }
        : { disabledAt: null },
    }),
    db().leadEvent.create({
      data: {
        actorId: actor.id,
        actorName: actor.name,
        action: disabled ? 'disable' : 'enable',
        toValue: user.email,
      },
    }),
  ]);
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
    select: { id: true, name: true, email: true, role: true, disabledAt: true, createdAt: true },
    orderBy: [{ role: 'asc' }, { name: 'asc' }],
    take: 100,
  });
}
