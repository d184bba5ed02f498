import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { z } from 'zod/mini';
import { db, DatabaseUnavailableError } from '@/lib/db';
import type { LeadKind } from '@/lib/leads/kinds/define-lead-kind';
import { hashEditToken } from '@/lib/leads/store';

export type EditOutcome =
  { ok: true } | { ok: false; code: 'forbidden' | 'conflict'; message: string };

const forbidden: EditOutcome = {
  ok: false,
  code: 'forbidden',
  message: 'This request cannot be changed from here. Please send a new one.',
};
const confirmed: EditOutcome = {
  ok: false,
  code: 'conflict',
  message: 'This request is already confirmed. Our team will call you soon.',
};

/**
 * How long after sending a visitor may still correct or confirm a request: the dialog does it in
 * the minutes after, and keeps the token only in the open page; a token found later (a shared
 * screen, a browser's saved history of the answer) changes nothing.
 */
export const EDIT_WINDOW_MS = 24 * 60 * 60 * 1000;

function tokenMatches(token: string, storedHash: unknown): boolean {
  if (typeof storedHash !== 'string') return false;
  const a = Buffer.from(hashEditToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Changes a lead the visitor just sent, with the token its POST answered: correct the details, or
 * confirm them. Only the lead the token was issued for, only until it is confirmed and for a day
 * at most (EDIT_WINDOW_MS). The update is conditional on the row being as it was read, so two
 * changes at once cannot both win.
 */
export async function editLead<In extends z.ZodMiniType, D>(
  kind: LeadKind<In, D>,
  id: string,
  token: string,
  change: { confirm: true } | { input: z.infer<In> },
  now = new Date(),
): Promise<EditOutcome> {
  try {
    const row = await db().lead.findUnique({ where: { id } });
    if (!row || row.kind !== kind.kind || !kind.editable) return forbidden;
    const stored = JSON.parse(row.details) as Record<string, unknown>;
    if (!tokenMatches(token, stored.editTokenHash)) return forbidden;
    if (now.getTime() - row.createdAt.getTime() > EDIT_WINDOW_MS) return forbidden;
    if (stored.confirmedAt) return confirmed;
    const data =
      'confirm' in change
        ? { details: JSON.stringify({ ...stored, confirmedAt: now.toISOString() }) }
        : (() => {
            const { columns, details } = kind.toLead(change.input);
            return {
              ...columns,
              details: JSON.stringify({ ...details, editTokenHash: stored.editTokenHash }),
            };
          })();
    const res = await db().lead.updateMany({
      where: { id, details: row.details, updatedAt: row.updatedAt },
      data: { ...data, updatedAt: now },
    });
    return res.count === 1 ? { ok: true } : confirmed;
  } catch (e) {
    throw new DatabaseUnavailableError(e);
  }
}
