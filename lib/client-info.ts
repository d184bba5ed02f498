import 'server-only';
import { createHash } from 'node:crypto';
import { env } from '@/lib/env';
import { appSecret, resetAppSecretsForTests } from '@/lib/app-secret';
import { DatabaseUnavailableError } from '@/lib/db';
import { CLIENT_IP_HEADER } from '@/lib/security/client-ip.mjs';
import { attributionOf, type Attribution } from '@/lib/attribution/parse';

/**
 * An address as the limits and abuse review count it: an IPv6 address by its /64 (one home or
 * phone is given a whole /64, so counting single addresses would hand one person billions of
 * them), an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, `::ffff:cb00:7107`) as the IPv4
 * address, an IPv4 address as it is; a port some proxies write after the address
 * (`203.0.113.7:51234`, `[2001:db8::1]:443`) is left out, or each connection would count apart.
 */
export function addressBucket(raw: string): string {
  const ip =
    /^\[([^\]]*)\](?::\d{1,5})?$/.exec(raw)?.[1] ??
    raw.replace(/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/, '$1');
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1]!;
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(ip);
  if (mapped) {
    const [hi, lo] = [parseInt(mapped[1]!, 16), parseInt(mapped[2]!, 16)];
    return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
  }
  if (!ip.includes(':')) return ip;
  const bare = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = bare.split('::', 2);
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : Math.max(0, 8 - left.length - right.length);
  const groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  if (groups.length < 4 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return ip;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's address (addressBucket): from the socket, or from X-Forwarded-For's last hop when
 * TRUST_PROXY=1.
 */
export function clientIp(headers: Headers): string {
  if (env().TRUST_PROXY) {
    const hops = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last) return addressBucket(last);
  }
  return addressBucket(headers.get(CLIENT_IP_HEADER) ?? 'unknown');
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

/**
 * What a handler knows of the client, for abuse review (no raw IP is stored), and where the visit
 * came from (checked; absent or all null when it carried none).
 */
export type ClientMeta = { ipHash: string; userAgent: string | null; attribution?: Attribution };

/** The client metadata stored with a lead or an enrolment (hashed address, salt, user agent). */
export async function clientMeta(req: Request): Promise<ClientMeta & { salt: string }> {
  try {
    return {
      ipHash: await hashIp(clientIp(req.headers)),
      salt: await salt(),
      userAgent: userAgentOf(req.headers),
      attribution: attributionOf(req.headers),
    };
  } catch (e) {
    throw new DatabaseUnavailableError(e);
  }
}
