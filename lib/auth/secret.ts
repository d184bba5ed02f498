import 'server-only';
import { appSecret, resetAppSecretsForTests } from '@/lib/app-secret';
import { env } from '@/lib/env';

/**
 * The key that signs and encrypts session tokens: NEXTAUTH_SECRET, else one made once and kept in
 * the database (appSecret), so that `npm start` works with no setup and every instance agrees on it.
 */
export function authSecret(): Promise<string> {
  const configured = env().NEXTAUTH_SECRET;
  if (configured) return Promise.resolve(configured);
  return appSecret('authSecret', 'base64url');
}

export function resetAuthSecretForTests() {
  resetAppSecretsForTests();
}
