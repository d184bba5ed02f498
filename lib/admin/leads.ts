import 'server-only';
import { db, type Tx } from '@/lib/db';
import { recordFirstResponse } from '@/lib/leads/speed';
import { kickOutbox } from '@/lib/mail/outbox';
import { mailEnabled } from '@/lib/mail/transport';
import { AdminInputError, StaleChangeError } from './errors';
import { LEAD_STATUSES } from './filters';
import { enqueueMail } from '@/lib/mail/enqueue';

/** Who made a change: kept by name in the history, so it reads the same if the account goes. */
export type Actor = { id: string; name: string };

export type LeadChange =
  { status: string } | { assigneeId: string | null } | { followUpAt: Date | null };

const fmt = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : String(v);

/** A history row's content: who did what, from which value to which. */
type LeadEventEntry = {
  actor: Actor;
  action: string;
  fromValue?: string | null;
  toValue: string | null;
};

/**
 * Applies `data` to a lead only if it is still at `version` (else StaleChangeError, with the lead
 * as it now is), and writes the change's history row.
 */
async function moveLead(
  tx: Tx,
  lead: { id: string; version: number; status: string },
  version: number,
  data: LeadChange,
  event: LeadEventEntry,
) {
  const moved = await tx.lead.updateMany({
    where: { id: lead.id, version },
    data: { ...data, version: { increment: 1 } },
  });
  if (moved.count !== 1) throw new StaleChangeError({ version: lead.version, status: lead.status });
  await logLeadEvent(tx, lead.id, event);
}

function logLeadEvent(tx: Tx, leadId: string, e: LeadEventEntry) {
  return tx.leadEvent.create({
    data: {
      leadId,
      actorId: e.actor.id,
      actorName: e.actor.name,
      action: e.action,
      fromValue: e.fromValue,
      toValue: e.toValue,
    },
  });
}

/**
 * One change to a lead by staff: applied only if the lead is still at `version` (what the member
 * of staff saw), with its history row, in one transaction. Two staff changing one lead at once:
 * the first wins, the second gets StaleChangeError and sees the lead as it now is.
 */
export async function changeLead(id: string, version: number, change: LeadChange, actor: Actor) {
  if ('status' in change && !(LEAD_STATUSES as readonly string[]).includes(change.status)) {
    throw new AdminInputError(`Unknown status "${change.status}"`);
  }
  if ('assigneeId' in change && change.assigneeId) {
    const u = await db().user.findUnique({
      where: { id: change.assigneeId },
      select: { role: true },
    });
    if (!u || (u.role !== 'staff' && u.role !== 'admin')) {
      throw new AdminInputError('Leads can be assigned to staff only');
    }
  }
  return db().$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id } });
    if (!lead) throw new AdminInputError('No such lead');
    const [field, value] = Object.entries(change)[0] as [keyof LeadChange & string, unknown];
    const before = (lead as Record<string, unknown>)[field];
    await moveLead(tx, lead, version, change, {
      actor,
      action: field === 'status' ? 'status' : field === 'assigneeId' ? 'assign' : 'follow_up',
      fromValue: fmt(before),
      toValue: fmt(value),
    });
    // Speed to lead: the first status change is the lead's first answer (an assignee is not).
    if (field === 'status') await recordFirstResponse(tx, id);
    return { version: version + 1 };
  });
}

export async function addNote(id: string, body: string, actor: Actor) {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (!text) throw new AdminInputError('Write the note first');
  if (text.length > 5000) throw new AdminInputError('A note is at most 5000 characters');
  return db().$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id }, select: { id: true } });
    if (!lead) throw new AdminInputError('No such lead');
    const note = await tx.leadNote.create({
      data: { leadId: id, authorId: actor.id, authorName: actor.name, body: text },
    });
    await logLeadEvent(tx, id, { actor, action: 'note', toValue: note.id });
    await recordFirstResponse(tx, id, note.createdAt);
    return note;
  });
}

/**
 * 'Not spam': back to `new`, and the staff e-mail the spam rules held back is sent now (through
 * the outbox, in the same transaction).
 */
export async function markNotSpam(id: string, version: number, actor: Actor) {
  const r = await db().$transaction(async (tx: Tx) => {
    const lead = await tx.lead.findUnique({ where: { id } });
    if (!lead) throw new AdminInputError('No such lead');
    if (lead.status !== 'spam') throw new AdminInputError('This lead is not marked as spam');
    await moveLead(
      tx,
      lead,
      version,
      { status: 'new' },
      {
        actor,
        action: 'not_spam',
        fromValue: lead.spamReason ?? 'spam',
        toValue: 'new',
      },
    );
    const notify = mailEnabled() && !lead.notifiedAt;
    if (notify) await enqueueMail(tx, { topic: 'lead-staff', leadId: id });
    return { notify, version: version + 1 };
  });
  if (r.notify) kickOutbox();
  return r;
}

/** The detail view's data; the first staff visit marks the lead read. */
export async function leadForStaff(id: string) {
  const lead = await db().lead.findUnique({
    where: { id },
    include: {
      notes: { orderBy: { createdAt: 'asc' } },
      events: { orderBy: { createdAt: 'asc' } },
      uploads: { select: { id: true, fileName: true, mimeType: true, size: true } },
      reservation: true,
      confirmation: { select: { confirmedAt: true } },
    },
  });
  if (lead && !lead.openedAt) {
    await db().lead.updateMany({ where: { id, openedAt: null }, data: { openedAt: new Date() } });
  }
  return lead;
}

/** A lead's stored details (JSON) as label and text pairs, without tokens or hashes. */
export function leadDetails(json: string): [string, string][] {
  try {
    const d = JSON.parse(json) as Record<string, unknown>;
    return Object.entries(d)
      .filter(([k]) => !/token|hash/i.test(k))
      .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
  } catch {
    return [['details', json]];
  }
}
