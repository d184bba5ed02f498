import 'server-only';
import { connection } from 'next/server';

/**
 * The instant of this request, for pages whose HTML depends on it (live prices): waiting for the
 * connection makes the page render per request rather than at build time.
 */
export async function requestTime(): Promise<number> {
  await connection();
  return Date.now();
}
