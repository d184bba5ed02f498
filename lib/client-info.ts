import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { appSecret, resetAppSecretsForTests } from '@/lib/app-secret';

/**
 * The header our server (scripts/server.mjs) sets from the socket's address on every request,
 * replacing anything a client sent under that name.
 */
export const CLIENT_IP_HEADER = 'x-school-client-ip';

/** The client's IP: from the socket, or from X-Forwarded-For's last hop when TRUST_PROXY=1. */
export function clientIp(headers: Headers): string {
  if (env().TRUST_PROXY) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return last;
  }
  return headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}

/**
 * The salt for IP hashes: IP_HASH_SALT, else one made once and kept in the database so that every
 * instance hashes alike.
 */
export async function salt(): Promise<string> {
  const configured = env().IP_HASH_SALT;
  if (configured) return configured;
  return appSecret('ipHashSalt');
}

export function resetSaltForTests() {
  resetAppSecretsForTests();
}

export async function hashIp(ip: string): Promise<string> {
  return createHash('sha256')
    .update(`${await salt()}:${ip}`)
    .digest('hex')
    .slice(0, 32);
}

export function userAgentOf(headers: Headers): string | null {
  const ua = headers.get('user-agent');
  return ua ? ua.slice(0, 400) : null;
}
