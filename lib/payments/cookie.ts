import 'server-only';
import { cookies } from 'next/headers';
import { appSecret } from '@/lib/app-secret';
import { isReference } from './reference';
import { hmacHex, signatureMatches } from './signature';

/**
 * The enrolments this browser made, in a signed cookie: the success and payment pages show an
 * enrolment's details only to the browser that made it (or, with accounts, its signed-in owner).
 * The value is "REF1,REF2.<hmac>"; a forged or edited cookie counts as none.
 */
export const ENROLMENT_COOKIE = 'enrolments';
const MAX_REFS = 10;
const MAX_AGE_S = 180 * 24 * 60 * 60;

const sign = async (refs: string) => hmacHex(await appSecret('enrolmentCookieKey'), refs);

export async function readEnrolmentCookie(value: string | undefined): Promise<string[]> {
  if (!value) return [];
  const dot = value.lastIndexOf('.');
  if (dot < 1) return [];
  const refs = value.slice(0, dot);
  if (!signatureMatches(await sign(refs), value.slice(dot + 1))) return [];
  return refs.split(',').filter(isReference);
}

export async function enrolmentCookieValue(existing: string[], add: string): Promise<string> {
  const refs = [add, ...existing.filter((r) => r !== add)].slice(0, MAX_REFS).join(',');
  return `${refs}.${await sign(refs)}`;
}

export const enrolmentCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  path: '/',
  maxAge: MAX_AGE_S,
});

/** The references this request's browser made (server components and route handlers). */
export async function ownedReferences(): Promise<string[]> {
  const jar = await cookies();
  return readEnrolmentCookie(jar.get(ENROLMENT_COOKIE)?.value);
}

export async function ownsReference(reference: string): Promise<boolean> {
  return (await ownedReferences()).includes(reference);
}
