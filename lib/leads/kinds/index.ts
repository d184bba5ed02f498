import type { LeadKind } from '@/lib/leads/kind';
import { callbackLead } from './callback';
import { contactLead } from './contact';

/** Every kind of lead the site stores, by its `kind` column. */
export const leadKinds = {
  [contactLead.kind]: contactLead,
  [callbackLead.kind]: callbackLead,
} as Record<string, LeadKind<never, unknown>>;

export { callbackLead, contactLead };
