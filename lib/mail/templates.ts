import 'server-only';
import { site } from '@/content/site';
import { leadKinds } from '@/lib/leads/kinds';
import type { Lead } from '@/lib/generated/sqlite/client';
import { readLeadDetails } from '@/lib/leads/read';

/** The staff e-mail about a new lead, from the stored row (so it says what was stored). */
export function leadStaffMail(lead: Lead): { subject: string; text: string } {
  const kind = leadKinds[lead.kind];
  const label = kind?.label ?? lead.kind;
  const details = readLeadDetails(lead);
  const lines: [string, string][] =
    kind && details.ok
      ? kind.mailLines({ ...lead, details: details.value })
      : [
          ['Name', lead.name],
          ['Email', lead.email ?? '-'],
          ['Phone', lead.phone ?? '-'],
          ['Details', lead.details],
        ];
  const body = lines.map(([k, v]) => `${k}: ${v}`).join('\n');
  return {
    subject: `[${site.shortName}] New ${label} (${lead.id})`,
    text: `${body}\n\nReceived: ${lead.createdAt.toISOString()}\nReference: ${lead.id}\n`,
  };
}
