import 'server-only';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { ApiError, retryAfter } from '@/lib/api/errors';

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

/**
 * Argon2 computations at once. Each takes one of libuv's four threads, which Next also reads
 * files and gzips answers with: a flood of sign-ins from many addresses (each within its own
 * limit) must not take them all. More wait their turn, and past MAX_WAITING are turned away at
 * once (503, try again) rather than pile up.
 */
export const ARGON2_AT_ONCE = 2;
const MAX_WAITING = 64;

export const PASSWORDS_BUSY = 'Many people are signing in just now. Please try again in a minute.';

let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < ARGON2_AT_ONCE) running++;
  else if (waiting.length >= MAX_WAITING) {
    throw new ApiError('server_busy', PASSWORDS_BUSY, undefined, retryAfter(30));
  } else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // The slot goes straight to the next in line, or is given back.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** How many computations run and wait now. */
export const argon2Load = () => ({ running, waiting: waiting.length });

/** Whether one more would be turned away now (checked before a sign-in counts as an attempt). */
export const argon2Full = () => running >= ARGON2_AT_ONCE && waiting.length >= MAX_WAITING;

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2_OPTIONS));
}

let dummy: Promise<string> | undefined;

/**
 * Whether `password` matches `stored` (a PHC string). argon2's verify compares in constant time.
 * With no stored hash (no such account, or one that signs in only through Google), a dummy hash is
 * verified anyway, so the answer takes as long and says nothing about which accounts exist.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Made once; a try turned away while making it leaves it to the next sign-in.
    dummy ??= hashPassword('not a password: equalises timing').catch((e: unknown) => {
      dummy = undefined;
      throw e;
    });
    const equaliser = await dummy;
    await inTurn(() => verify(equaliser, password).catch(() => false));
    return false;
  }
  // A malformed stored hash is a failed sign-in, not a server error.
  return inTurn(() => verify(stored, password).catch(() => false));
}

/** Whether a stored hash was made with weaker parameters than today's (re-hash at sign-in). */
export function isOutdated(stored: string): boolean {
  try {
    return needsRehash(stored, ARGON2_OPTIONS);
  } catch {
    return true;
  }
}
