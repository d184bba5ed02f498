import 'server-only';
import { queueJoinLinkMails } from '@/lib/classes/join-mail';
import { isJoinUrl } from '@/lib/classes/recording';
import { db } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/outbox';
import { AdminInputError } from '@/lib/admin/errors';
import type { Actor } from '@/lib/admin/leads';

// A batch's joining link (the school's video tool), set by staff and admins: written only if the
// batch still has the link the member of staff saw, with its history row and (a link set or
// changed, not removed) one e-mail with it to each learner who may join the batch, in one
// transaction.

export const STALE_JOIN_URL =
  'The joining link was changed by someone else meanwhile. Reload to see it.';
export const NO_BATCH = 'No such batch in this cohort';
export const JOIN_URL =
  'Give the joining link as an https address (https://…) with its domain in plain letters, as your video tool gives it, at most 500 characters';

/**
 * Sets the joining link of the batch `batchId` of the cohort `cohortId` to `raw` (empty removes
 * it), if its link is still `seen` ('' for none). Returns whether it changed, and how many learners
 * are e-mailed the new link (none when it is removed or set to the link it has).
 */
export async function setJoinUrl(
  target: { cohortId: string; batchId: string; seen: string },
  raw: string,
  by: Actor,
  now = Date.now(),
): Promise<{ changed: boolean; joinUrl: string | null; mails: number }> {
  const next = raw.trim() || null;
  if (next && !isJoinUrl(next)) throw new AdminInputError(JOIN_URL);
  const seen = target.seen.trim() || null;
  const result = await db().$transaction(async (tx) => {
    const batch = await tx.batch.findUnique({
      where: { id: target.batchId },
      select: { cohortId: true, joinUrl: true },
    });
    if (!batch || batch.cohortId !== target.cohortId) throw new AdminInputError(NO_BATCH);
    if (batch.joinUrl !== seen) throw new AdminInputError(STALE_JOIN_URL);
    if (seen === next) return { changed: false, joinUrl: next, mails: 0 };
    const r = await tx.batch.updateMany({
      where: { id: target.batchId, joinUrl: seen },
      data: { joinUrl: next },
    });
    if (r.count !== 1) throw new AdminInputError(STALE_JOIN_URL);
    await tx.batchChange.create({
      data: {
        batchId: target.batchId,
        sessionId: null,
        actorId: by.id,
        actorName: by.name,
        changes: JSON.stringify([{ field: 'Joining link', before: seen, after: next }]),
      },
    });
    const mails = next ? await queueJoinLinkMails(tx, target.batchId, seen, now) : 0;
    return { changed: true, joinUrl: next, mails };
  });
  if (result.mails) kickOutbox();
  return result;
}
