import { z } from 'zod/mini';
import { callbackTopics, type CallbackTopic } from '@/content/callback';
import { courseTitle } from '@/content/course-catalogue';
import { defineLeadKind } from './define-lead-kind';
import { callbackRequestSchema } from '@/lib/validation/callback';

const callbackDetails = z.object({
  firstName: z.string(),
  lastName: z.string(),
  editTokenHash: z.optional(z.string()),
  /** When the visitor pressed 'Next' on the verify step (ISO time). */
  confirmedAt: z.optional(z.string()),
});

/** "Request a callback" (spec §2 callback dialog, §5, §7). */
export const callbackLead = defineLeadKind<
  typeof callbackRequestSchema,
  z.infer<typeof callbackDetails>
>({
  kind: 'callback',
  label: 'callback request',
  input: callbackRequestSchema,
  details: callbackDetails,
  editable: true,
  toLead: (i) => ({
    columns: {
      name: `${i.firstName} ${i.lastName}`,
      phone: i.phoneNumber,
      email: i.email || null,
      course: i.course || null,
      page: i.page || null,
      subject: i.topic ? callbackTopics[i.topic as CallbackTopic].subject : null,
    },
    details: { firstName: i.firstName, lastName: i.lastName },
  }),
  mailLines: (l) => [
    ['Name', l.name],
    ['Phone', l.phone ?? '-'],
    ['Email', l.email ?? '-'],
    ['Course', l.course ? (courseTitle(l.course) ?? l.course) : '-'],
    ['Page', l.page ?? '-'],
    ...(l.subject ? ([['About', l.subject]] as [string, string][]) : []),
    ['Confirmed by the visitor', l.details.confirmedAt ? 'yes' : 'not yet'],
  ],
});
