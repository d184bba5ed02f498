import { db } from '@/lib/db';

/** A stored lead with its details parsed: what the old per-kind tables held, in one object. */
export async function findLead(id: string) {
  const row = await db().lead.findUniqueOrThrow({ where: { id } });
  // the kind's own fields (details) first: the columns win
  return { ...(JSON.parse(row.details) as Record<string, unknown>), ...row } as typeof row &
    Record<string, unknown>;
}

export const countLeads = (kind: string) => db().lead.count({ where: { kind } });
