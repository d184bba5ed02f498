import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { db } from '@/lib/db';

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

let saltPromise: Promise<string> | undefined;

/**
 * The salt for IP hashes: IP_HASH_SALT, else one made once and kept in the database so that every
 * instance hashes alike.
 */
export async function salt(): Promise<string> {
  const configured = env().IP_HASH_SALT;
  if (configured) return configured;
  saltPromise ??= (async () => {
    const key = 'ipHashSalt';
    const value = createHash('sha256').update(crypto.randomUUID()).digest('hex');
    const existing = await db().appSetting.findUnique({ where: { key } });
    if (existing) return existing.value;
    try {
      await db().appSetting.create({ data: { key, value } });
      return value;
    } catch (e) {
      // Another instance made it first (a unique violation); anything else is a real failure.
      if ((e as { code?: string }).code !== 'P2002') throw e;
      const row = await db().appSetting.findUniqueOrThrow({ where: { key } });
      return row.value;
    }
  })().catch((e) => {
    saltPromise = undefined;
    throw e;
  });
  return saltPromise;
}

export function resetSaltForTests() {
  saltPromise = undefined;
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
