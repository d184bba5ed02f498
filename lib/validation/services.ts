// The service enquiry forms (/TranslationAndInterpretation, /recruitAssistance,
// /corpTrainingServices, /freeCC): one schema each, shared by the form and the route.
import { z } from 'zod/mini';
import { batches } from '@/content/courses-overview';
import { currentLevelOptions, goalOptions } from '@/content/learner-options';
import { corporateOptions } from '@/content/services/corporate';
import { levelNeededOptions } from '@/content/services/recruitment';
import { translationOptions } from '@/content/services/translation';
import { formObject, formSignals, listChoice, personName, text } from './common';
import {
  countField,
  futureDateField,
  optionalNotes,
  reachFields,
  senderFields,
  senderMessages,
} from './fields';

export const serviceMessages = {
  ...senderMessages,
  contactName: 'Your name is required',
  organisation: 'Organisation is required',
  service: 'Choose what you need',
  languagePair: 'Choose a language pair',
  amount: 'Enter the number of pages or hours',
  deadline: 'Deadline is required',
  deadlinePast: 'The deadline cannot be in the past',
  deadlineFar: 'Choose a deadline within a year',
  roles: 'Tell us the roles',
  candidates: 'Enter the number of people',
  levelNeeded: 'Choose the level needed',
  teamSize: 'Enter the number of learners',
  levels: 'Choose the current levels',
  schedule: 'Choose when the team can study',
  mode: 'Choose online or at your office',
  goal: 'Choose your goal',
  level: 'Choose your current level',
  slot: 'Choose a time slot',
} as const;

const m = serviceMessages;

/**
 * One enquiry form: who sends it (`sender`), the page and spam signals, the service's own fields,
 * and the visitor's optional notes last.
 */
function enquiry<W extends z.core.$ZodLooseShape, F extends z.core.$ZodLooseShape>(
  sender: W,
  own: F,
) {
  return formObject({ ...sender, ...formSignals, ...own, notes: optionalNotes('Notes') });
}

/** An organisation's enquiry is sent by a contact of it. */
const organisationSender = {
  organisation: text({ label: 'Organisation', required: m.organisation, max: 120 }),
  name: personName('Your name', m.contactName, 100),
  ...reachFields,
};

export const translationEnquirySchema = enquiry(senderFields, {
  service: listChoice('Service', m.service, translationOptions.services),
  languagePair: listChoice('Language pair', m.languagePair, translationOptions.languagePairs),
  amount: countField({ label: 'Pages or hours', required: m.amount, min: 1, max: 2000 }),
  deadline: futureDateField({
    label: 'Deadline',
    required: m.deadline,
    maxDaysAhead: 366,
    pastMessage: m.deadlinePast,
    farMessage: m.deadlineFar,
  }),
});
export type TranslationEnquiryInput = z.infer<typeof translationEnquirySchema>;

export const recruitmentEnquirySchema = enquiry(organisationSender, {
  roles: text({ label: 'Roles', required: m.roles, max: 300 }),
  candidates: countField({ label: 'Number of people', required: m.candidates, min: 1, max: 500 }),
  level: listChoice('Level needed', m.levelNeeded, levelNeededOptions),
});
export type RecruitmentEnquiryInput = z.infer<typeof recruitmentEnquirySchema>;

export const corporateEnquirySchema = enquiry(organisationSender, {
  teamSize: countField({ label: 'Number of learners', required: m.teamSize, min: 1, max: 5000 }),
  levels: listChoice('Current levels', m.levels, corporateOptions.levels),
  schedule: listChoice('Schedule', m.schedule, corporateOptions.schedules),
  mode: listChoice('Mode', m.mode, corporateOptions.modes),
});
export type CorporateEnquiryInput = z.infer<typeof corporateEnquirySchema>;

export const careerCounsellingSchema = enquiry(senderFields, {
  goal: listChoice('Goal', m.goal, goalOptions),
  level: listChoice('Level', m.level, currentLevelOptions),
  slot: listChoice('Time slot', m.slot, batches.slots),
});
export type CareerCounsellingInput = z.infer<typeof careerCounsellingSchema>;
