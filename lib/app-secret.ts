import 'server-only';
import { randomBytes } from 'node:crypto';
import { db, isUniqueViolation } from '@/lib/db';

const made = new Map<string, Promise<string>>();

/**
 * A secret the app makes once and keeps in the database (AppSetting), so every instance uses the
 * same one: the IP-hash salt when IP_HASH_SALT is not set, the key that signs enrolment cookies,
 * the session key when NEXTAUTH_SECRET is not set. 32 random bytes, written in `encoding`.
 */
export function appSecret(key: string, encoding: 'hex' | 'base64url' = 'hex'): Promise<string> {
  let p = made.get(key);
  if (!p) {
    p = (async () => {
      const existing = await db().appSetting.findUnique({ where: { key } });
      if (existing) return existing.value;
      const value = randomBytes(32).toString(encoding);
      try {
        await db().appSetting.create({ data: { key, value } });
        return value;
      } catch (e) {
        // Another instance made it first (a unique violation); anything else is a real failure.
        if (!isUniqueViolation(e)) throw e;
        return (await db().appSetting.findUniqueOrThrow({ where: { key } })).value;
      }
    })().catch((e) => {
      made.delete(key);
      throw e;
    });
    made.set(key, p);
  }
  return p;
}

/** Tests point DATABASE_URL at a new database between suites. */
export function resetAppSecretsForTests() {
  made.clear();
}
