import { site } from '@/content/site';
import { isSet } from '@/content/school-values';

/** A learner e-mail's last line: the school, its phone (once set) and e-mail address, joined by ·. */
export const schoolSignature = () =>
  [
    site.name,
    isSet(site.contact.phone) ? `${site.contact.phone} (call or WhatsApp)` : null,
    site.contact.email,
  ]
    .filter(isSet)
    .join(' · ');
