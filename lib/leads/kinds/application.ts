import { z } from 'zod/mini';
import { defineLeadKind, senderColumns, senderLines } from './define-lead-kind';
import { applicationSchema } from '@/lib/validation/application';

/** /JoinUsPage: a teaching application; the CV is an Upload row of the lead. */
export const applicationLead = defineLeadKind({
  kind: 'application',
  label: 'job application',
  input: applicationSchema,
  details: z.object({
    role: z.string(),
    frenchLevel: z.string(),
    certificates: z.string(),
    availability: z.string(),
  }),
  toLead: (i) => ({
    columns: {
      ...senderColumns(i),
      subject: `${i.role}, French ${i.frenchLevel}`,
      message: i.experience,
    },
    details: {
      role: i.role,
      frenchLevel: i.frenchLevel,
      certificates: i.certificates ?? '',
      availability: i.availability,
    },
  }),
  mailLines: (l) => [
    ...senderLines(l),
    ['Role', l.details.role],
    ['French level', l.details.frenchLevel],
    ['Certificates', l.details.certificates || '-'],
    ['Availability', l.details.availability],
    ['Experience', l.message ?? ''],
  ],
});
