import 'server-only';
import { notFound } from 'next/navigation';
import { requireStaff } from '@/lib/auth/session';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

/** What Next hands a staff detail page (/admin/<things>/<key>): its one segment and the query. */
export type StaffDetailProps<K extends string> = {
  params: Promise<Record<K, string>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The start of a staff detail page, in its one order: the segment `key` read, the staff member
 * required (a visitor signs in and comes back to `${base}/${value}`; a learner gets the 403
 * page), the request's time, then the record `load` finds (Next's 404 page when there is none).
 * `flash` is what the last form left in the URL (`?saved=`, `?error=`) for the DetailHeader.
 */
export async function staffDetail<K extends string, T>(
  props: StaffDetailProps<K>,
  key: K,
  base: string,
  load: (value: string, now: number) => Promise<T | null>,
) {
  const value = (await props.params)[key];
  const user = await requireStaff(`${base}/${value}`);
  const q = await props.searchParams;
  const now = await requestTime();
  const record = await load(value, now);
  if (!record) notFound();
  return { user, now, record, flash: { saved: one(q.saved), error: one(q.error) } };
}
