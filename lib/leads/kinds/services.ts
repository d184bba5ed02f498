import { z } from 'zod/mini';
import { defineLeadKind, senderColumns, senderLines } from './define-lead-kind';
import {
  careerCounsellingSchema,
  corporateEnquirySchema,
  recruitmentEnquirySchema,
  translationEnquirySchema,
} from '@/lib/validation/services';

const notes = (n: string | undefined) => (n ? n : null);

/** /TranslationAndInterpretation: a quote request, with an optional document (Upload row). */
export const translationLead = defineLeadKind({
  kind: 'enquiry-translation',
  label: 'translation enquiry',
  input: translationEnquirySchema,
  details: z.object({
    service: z.string(),
    languagePair: z.string(),
    amount: z.number(),
    unit: z.enum(['pages', 'hours']),
    deadline: z.string(),
  }),
  toLead: (i) => {
    const unit = i.service === 'Interpretation' ? ('hours' as const) : ('pages' as const);
    return {
      columns: {
        ...senderColumns(i),
        subject: `${i.service}, ${i.languagePair}`,
        message: notes(i.notes),
      },
      details: {
        service: i.service,
        languagePair: i.languagePair,
        amount: Number(i.amount),
        unit,
        deadline: i.deadline,
      },
    };
  },
  mailLines: (l) => [
    ...senderLines(l),
    ['Service', l.details.service],
    ['Language pair', l.details.languagePair],
    ['Amount', `${l.details.amount} ${l.details.unit}`],
    ['Deadline', l.details.deadline],
    ['Notes', l.message ?? '-'],
  ],
});

/** /recruitAssistance */
export const recruitmentLead = defineLeadKind({
  kind: 'enquiry-recruitment',
  label: 'recruitment enquiry',
  input: recruitmentEnquirySchema,
  details: z.object({
    organisation: z.string(),
    roles: z.string(),
    candidates: z.number(),
    level: z.string(),
  }),
  toLead: (i) => ({
    columns: {
      ...senderColumns(i),
      subject: `${i.organisation}: ${i.roles}`.slice(0, 200),
      message: notes(i.notes),
    },
    details: {
      organisation: i.organisation,
      roles: i.roles,
      candidates: Number(i.candidates),
      level: i.level,
    },
  }),
  mailLines: (l) => [
    ['Organisation', l.details.organisation],
    ...senderLines(l),
    ['Roles', l.details.roles],
    ['Number of people', String(l.details.candidates)],
    ['Level needed', l.details.level],
    ['Notes', l.message ?? '-'],
  ],
});

/** /corpTrainingServices */
export const corporateLead = defineLeadKind({
  kind: 'enquiry-corporate',
  label: 'corporate training enquiry',
  input: corporateEnquirySchema,
  details: z.object({
    organisation: z.string(),
    teamSize: z.number(),
    levels: z.string(),
    schedule: z.string(),
    mode: z.string(),
  }),
  toLead: (i) => ({
    columns: {
      ...senderColumns(i),
      course: 'corporate',
      subject: `${i.organisation}: ${i.teamSize} learners, ${i.mode}`.slice(0, 200),
      message: notes(i.notes),
    },
    details: {
      organisation: i.organisation,
      teamSize: Number(i.teamSize),
      levels: i.levels,
      schedule: i.schedule,
      mode: i.mode,
    },
  }),
  mailLines: (l) => [
    ['Organisation', l.details.organisation],
    ...senderLines(l),
    ['Learners', String(l.details.teamSize)],
    ['Levels', l.details.levels],
    ['Schedule', l.details.schedule],
    ['Mode', l.details.mode],
    ['Notes', l.message ?? '-'],
  ],
});

/** /freeCC: free career counselling, a goal and a preferred IST slot. */
export const careerCounsellingLead = defineLeadKind({
  kind: 'career-counselling',
  label: 'career counselling booking',
  input: careerCounsellingSchema,
  details: z.object({ goal: z.string(), level: z.string(), slot: z.string() }),
  toLead: (i) => ({
    columns: {
      ...senderColumns(i),
      subject: `${i.goal} (${i.slot} IST)`,
      message: notes(i.notes),
    },
    details: { goal: i.goal, level: i.level, slot: i.slot },
  }),
  mailLines: (l) => [
    ...senderLines(l),
    ['Goal', l.details.goal],
    ['Level', l.details.level],
    ['Preferred slot (IST)', l.details.slot],
    ['Notes', l.message ?? '-'],
  ],
});
