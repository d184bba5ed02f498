import type { LeadKind } from '@/lib/leads/kind';
import { callbackLead } from './callback';
import { contactLead } from './contact';
import { placementResultLead } from './placement-result';

/** Every kind of lead the site stores, by its `kind` column. */
export const leadKinds = {
  [contactLead.kind]: contactLead,
  [callbackLead.kind]: callbackLead,
  [placementResultLead.kind]: placementResultLead,
} as Record<string, LeadKind<never, unknown>>;

export { callbackLead, contactLead, placementResultLead };
