import { CONTACTING_FOR } from '@/content/contact';
import type { ContactFormValues } from '@/lib/validation/contact';

/** The form's values as the spec's payload (name = first and last name joined by a space). */
export function toContactPayload(
  v: ContactFormValues,
  extra: { page?: string; website?: string; elapsedMs?: number },
) {
  return {
    name: `${v.firstName.trim()} ${v.lastName.trim()}`,
    email: v.email.trim(),
    subject: '',
    purpose: v.purpose,
    message: v.message,
    contactingFor: CONTACTING_FOR,
    ...extra,
  };
}
