import 'server-only';
import { redirect } from 'next/navigation';
import { callbackPathOf } from './page-params';
import { currentUser } from './session';

/**
 * The start of the log-in and sign-up pages (rendered per request): their search parameters and
 * the callbackUrl to go on to; a visitor already signed in goes straight there.
 */
export async function entryPage(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
) {
  const params = await searchParams;
  const callbackPath = callbackPathOf(params);
  if (await currentUser()) redirect(callbackPath);
  return { params, callbackPath };
}
