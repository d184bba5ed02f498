import type { LeadKind } from './define-lead-kind';
import { applicationLead } from './application';
import { callbackLead } from './callback';
import { contactLead } from './contact';
import { placementResultLead } from './placement-result';
import { reservationLead } from './reservation';
import { careerCounsellingLead, corporateLead, recruitmentLead, translationLead } from './services';
import { waitlistLead } from './waitlist';

/** Every kind of lead the site stores, by its `kind` column. */
export const leadKinds = Object.fromEntries(
  [
    contactLead,
    callbackLead,
    translationLead,
    recruitmentLead,
    corporateLead,
    careerCounsellingLead,
    reservationLead,
    applicationLead,
    placementResultLead,
    waitlistLead,
  ].map((k) => [k.kind, k]),
) as Record<string, LeadKind<never, unknown>>;

export {
  applicationLead,
  callbackLead,
  careerCounsellingLead,
  contactLead,
  corporateLead,
  placementResultLead,
  recruitmentLead,
  reservationLead,
  translationLead,
  waitlistLead,
};
