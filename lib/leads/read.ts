import { leadKinds } from '@/lib/leads/kinds';

/**
 * A stored lead's `details` JSON, checked against its kind's schema on the way out: a row written
 * by an older release or edited by hand is reported, not trusted.
 */
export function readLeadDetails(lead: {
  kind: string;
  details: string;
}): { ok: true; value: unknown } | { ok: false; error: string } {
  const kind = leadKinds[lead.kind];
  if (!kind) return { ok: false, error: `unknown kind "${lead.kind}"` };
  let raw: unknown;
  try {
    raw = JSON.parse(lead.details);
  } catch {
    return { ok: false, error: 'details are not JSON' };
  }
  const parsed = kind.details.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: parsed.error.issues.map((i) => i.message).join('; ') };
}
