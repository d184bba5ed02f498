import { z } from 'zod/mini';
import { defineLeadKind } from './define-lead-kind';
import { contactMessageSchema } from '@/lib/validation/contact';

/** "Leave a message for us" (spec §2, §5, §7). */
export const contactLead = defineLeadKind({
  kind: 'contact',
  label: 'contact message',
  input: contactMessageSchema,
  details: z.object({ purpose: z.string(), subject: z.string(), contactingFor: z.string() }),
  toLead: (i) => ({
    columns: {
      name: i.name,
      email: i.email,
      subject: i.purpose,
      message: i.message,
      page: i.page || null,
    },
    details: { purpose: i.purpose, subject: i.subject, contactingFor: i.contactingFor },
  }),
  mailLines: (l) => [
    ['Name', l.name],
    ['Email', l.email ?? '-'],
    ['Purpose', l.details.purpose],
    ['Page', l.page ?? '-'],
    ['Message', l.message ?? ''],
  ],
});
