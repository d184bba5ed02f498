import 'server-only';
import { db, isUniqueViolation } from '@/lib/db';
import { hashPassword } from './password';
import type { Role } from './roles';

export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
  }
}

/**
 * Creates an account with a password (sign-up, `npm run user:create`). The e-mail arrives
 * normalised (lowercased, trimmed) by the shared schema; the unique key makes two concurrent
 * sign-ups with one address end with one account.
 */
export async function createUser(input: {
  email: string;
  name: string;
  password: string;
  role?: Role;
}): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().user.create({
      data: {
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role ?? 'learner',
        passwordHash,
      },
      select: { id: true },
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new EmailTakenError();
    throw e;
  }
}

/**
 * Changes a user's role. Raising the sessionVersion in the same write ends the sessions that carry
 * the old role.
 */
export async function setRole(userId: string, role: Role): Promise<void> {
  await db().user.update({
    where: { id: userId },
    data: { role, sessionVersion: { increment: 1 } },
  });
}

/** A new password ends every existing session (the sessionVersion moves on). */
export async function setPassword(userId: string, password: string): Promise<void> {
  await db().user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(password), sessionVersion: { increment: 1 } },
  });
}
