import 'server-only';
import { randomBytes } from 'node:crypto';
import { db } from '@/lib/db';
import { env } from '@/lib/env';

let secretPromise: Promise<string> | undefined;

/**
 * The key that signs and encrypts session tokens: NEXTAUTH_SECRET, else one made once and kept in
 * the database, so that `npm start` works with no setup and every instance agrees on it.
 */
export function authSecret(): Promise<string> {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return Promise.resolve(configured);
  secretPromise ??= (async () => {
    const key = 'authSecret';
    const existing = await db().appSetting.findUnique({ where: { key } });
    if (existing) return existing.value;
    const value = randomBytes(32).toString('base64url');
    try {
      await db().appSetting.create({ data: { key, value } });
      return value;
    } catch (e) {
      // Another instance made it first.
      if ((e as { code?: string }).code !== 'P2002') throw e;
      return (await db().appSetting.findUniqueOrThrow({ where: { key } })).value;
    }
  })().catch((e) => {
    secretPromise = undefined;
    throw e;
  });
  return secretPromise;
}

export function resetAuthSecretForTests() {
  secretPromise = undefined;
}
