import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { signInSchema } from '@/lib/validation/auth';
import { clearSignInFailures, hitSignInLimits } from './limits';
import { argon2Full, hashPassword, isOutdated, verifyPassword } from './password';
import type { Role } from './roles';

/** What a successful credentials sign-in hands to the JWT callback. */
export type SignedInUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionVersion: number;
  remember: boolean;
};

/**
 * The only error texts a sign-in may answer with (next-auth puts a thrown message in the URL):
 * never an exception's own text.
 */
export const SIGN_IN_ERRORS = {
  /** Wrong e-mail or password, no such account, or a malformed request: one answer for all. */
  failed: 'CredentialsSignin',
  rateLimited: 'TooManyAttempts',
  unavailable: 'Unavailable',
} as const;

export class SignInError extends Error {}

/**
 * Checks a sign-in (the credentials provider's authorize). Returns null for every kind of wrong
 * input, so the visitor gets one generic message and learns nothing about which accounts exist;
 * throws SignInError (its message is one of SIGN_IN_ERRORS) when rate-limited or on a failure.
 */
export async function authorizeCredentials(
  credentials: Record<string, unknown> | undefined,
  headers: Headers,
): Promise<SignedInUser | null> {
  const parsed = signInSchema.safeParse({
    email: credentials?.email,
    password: credentials?.password,
    remember: credentials?.remember === 'true' || credentials?.remember === true,
  });
  if (!parsed.success) return null;
  const { email, password, remember } = parsed.data;
  try {
    // Turned away before it counts against the person's limits: retrying is not guessing.
    if (argon2Full()) throw new SignInError(SIGN_IN_ERRORS.unavailable);
    const decision = await hitSignInLimits(email, headers);
    if (!decision.allowed) throw new SignInError(SIGN_IN_ERRORS.rateLimited);
    const user = await db().user.findUnique({ where: { email } });
    if (!(await verifyPassword(user?.passwordHash ?? null, password)) || !user) return null;
    // A disabled account: the same generic answer as a wrong password.
    if (user.disabledAt) return null;
    await clearSignInFailures(email, headers);
    if (user.passwordHash && isOutdated(user.passwordHash)) {
      // Best effort: a busy moment or a failed write leaves the old hash for the next sign-in.
      try {
        await db().user.update({
          where: { id: user.id },
          data: { passwordHash: await hashPassword(password) },
        });
      } catch (e) {
        if (!(e instanceof ApiError)) console.error('[auth] re-hashing a password failed:', e);
      }
    }
    return {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role as Role,
      sessionVersion: user.sessionVersion,
      remember: !!remember,
    };
  } catch (e) {
    if (e instanceof SignInError) throw e;
    // Too many passwords being checked at once (password.ts): 'try again in a minute'.
    if (e instanceof ApiError && e.code === 'server_busy') {
      throw new SignInError(SIGN_IN_ERRORS.unavailable);
    }
    console.error('[auth] sign-in failed:', e);
    throw new SignInError(SIGN_IN_ERRORS.unavailable);
  }
}
