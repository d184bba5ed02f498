import 'server-only';
import { argon2id, hash, needsRehash, verify } from 'argon2';

/**
 * Argon2id with OWASP's minimum parameters (m = 19 MiB, t = 2, p = 1): about 30 ms a hash here, a
 * cost a guessing attacker pays per guess.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html
 */
export const ARGON2_OPTIONS = {
  type: argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored` (a PHC string). argon2's verify compares in constant time.
 * With no stored hash (no such account, or one that signs in only through Google), a dummy hash is
 * verified anyway, so the answer takes as long and says nothing about which accounts exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummy ??= hashPassword('not a password: equalises timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/** Whether a stored hash was made with weaker parameters than today's (re-hash at sign-in). */
export function isOutdated(stored: string): boolean {
  try {
    return needsRehash(stored, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}
