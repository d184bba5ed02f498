import { joinUsPage } from '@/content/join-us';
import {
  emailField,
  formObject,
  formSignals,
  listChoice,
  multilineText,
  personName,
  text,
} from './common';
import { phoneField } from './fields';
import { z } from 'zod/mini';

export const applicationMessages = {
  name: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  role: 'Choose a role',
  frenchLevel: 'Choose your French level',
  experience: 'Tell us about your teaching experience',
  availability: 'Tell us when you can teach',
  cv: joinUsPage.labels.cvRequired,
} as const;

const a = applicationMessages;

/** The text fields of POST /api/applications (the CV travels beside them in the multipart body). */
export const applicationSchema = formObject({
  name: personName('Full name', a.name, 100),
  email: emailField(a.emailRequired, a.emailInvalid),
  phoneNumber: phoneField(),
  role: listChoice('Role', a.role, joinUsPage.roles),
  frenchLevel: listChoice('French level', a.frenchLevel, joinUsPage.frenchLevels, 40),
  certificates: z.optional(text({ label: 'Certificates', max: 300 })),
  experience: multilineText({ label: 'Experience', required: a.experience, max: 3000 }),
  availability: text({ label: 'Availability', required: a.availability, max: 300 }),
  ...formSignals,
});
export type ApplicationInput = z.infer<typeof applicationSchema>;
