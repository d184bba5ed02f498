import { z } from 'zod/mini';
import { defineLeadKind } from './define-lead-kind';
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
      name: i.name,
      email: i.email,
      phone: i.phoneNumber,
      subject: `${i.role}, French ${i.frenchLevel}`,
      message: i.experience,
      page: i.page || null,
    },
    details: {
      role: i.role,
      frenchLevel: i.frenchLevel,
      certificates: i.certificates ?? '',
      availability: i.availability,
    },
  }),
  mailLines: (l) => [
    ['Name', l.name],
    ['Email', l.email ?? '-'],
    ['Phone', l.phone ?? '-'],
    ['Role', l.details.role],
    ['French level', l.details.frenchLevel],
    ['Certificates', l.details.certificates || '-'],
    ['Availability', l.details.availability],
    ['Experience', l.message ?? ''],
  ],
});
