import { z } from 'zod/mini';
import { ANY_SLOT, waitlistCourseName, waitlistSlotLabel } from '@/content/waitlist';
import { defineLeadKind, senderColumns, senderLines } from './define-lead-kind';
import { waitlistSchema } from '@/lib/validation/waitlist';

/**
 * The kind's own field, read by /admin/courses ('Invite the waitlist'): the preferred slot's
 * index in content/courses-overview.ts batches.slots, or null for any slot.
 */
const waitlistDetails = z.object({ slot: z.nullable(z.int()) });

/** 'Join the waitlist' (issue 24): a level course's next cohort, by e-mail when it opens. */
export const waitlistLead = defineLeadKind<typeof waitlistSchema, z.infer<typeof waitlistDetails>>({
  kind: 'waitlist',
  label: 'waitlist request',
  input: waitlistSchema,
  details: waitlistDetails,
  toLead: (i) => ({
    columns: {
      ...senderColumns(i),
      course: i.course,
      subject: `Waitlist: ${waitlistCourseName(i.course) ?? i.course}`,
    },
    details: { slot: i.slot === ANY_SLOT ? null : i.slot },
  }),
  mailLines: (l) => [
    ...senderLines(l),
    ['Course', l.course ? (waitlistCourseName(l.course) ?? l.course) : '-'],
    ['Preferred slot', waitlistSlotLabel(l.details.slot)],
  ],
});
