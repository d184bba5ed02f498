import { joinUsPage } from '@/content/join-us';
import { formObject, formSignals, listChoice, multilineText, text } from './common';
import { senderFields, senderMessages } from './fields';
import { z } from 'zod/mini';

export const applicationMessages = {
  ...senderMessages,
  role: 'Choose a role',
  frenchLevel: 'Choose your French level',
  experience: 'Tell us about your teaching experience',
  availability: 'Tell us when you can teach',
  cv: joinUsPage.labels.cvRequired,
} as const;

const a = applicationMessages;

/** The text fields of POST /api/applications (the CV travels beside them in the multipart body). */
export const applicationSchema = formObject({
  ...senderFields,
  role: listChoice('Role', a.role, joinUsPage.roles),
  frenchLevel: listChoice('French level', a.frenchLevel, joinUsPage.frenchLevels, 40),
  certificates: z.optional(text({ label: 'Certificates', max: 300 })),
  experience: multilineText({ label: 'Experience', required: a.experience, max: 3000 }),
  availability: text({ label: 'Availability', required: a.availability, max: 300 }),
  ...formSignals,
});
export type ApplicationInput = z.infer<typeof applicationSchema>;
