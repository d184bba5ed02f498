import { z } from 'zod/mini';
import { defineLeadKind, senderColumns, senderLines, type LeadColumns } from './define-lead-kind';
import {
  careerCounsellingSchema,
  corporateEnquirySchema,
  recruitmentEnquirySchema,
  translationEnquirySchema,
} from '@/lib/validation/services';

type Line = [label: string, value: string];

/** Who sends a service enquiry, and the notes they may add. */
type Sender = { name: string; email: string; phoneNumber: string; page?: string; notes?: string };

/**
 * A field of a service form kept in the lead's details under its own name, with the label of its
 * line in the staff e-mail: text as sent, or a count (typed as text) kept as a number.
 */
type Field = { label: string; count?: true };
type Kept<F extends Record<string, Field>> = {
  [K in keyof F]: F[K] extends { count: true } ? number : string;
};

/**
 * One service enquiry: its columns are who sent it, `subject` and the notes as the message; its
 * details are its `fields` (in their order); the staff e-mail gives who sent it (after the
 * organisation, for an organisation's enquiry), a line per field, then the notes. `more` adds
 * details worked out from the input after the field named `after`, and `shows` a line's own words.
 */
function serviceEnquiry<
  In extends z.ZodMiniType<Sender & Record<keyof F, string>>,
  F extends Record<string, Field>,
  M extends Record<string, unknown> = Record<never, never>,
>(spec: {
  kind: string;
  label: string;
  input: In;
  fields: F;
  subject: (i: z.infer<In>) => string;
  course?: string;
  organisationFirst?: true;
  more?: {
    after: keyof F;
    schema: { [K in keyof M]: z.ZodMiniType<M[K]> };
    of: (i: z.infer<In>) => M;
  };
  shows?: Partial<Record<keyof F, (d: Kept<F> & M) => string>>;
}) {
  type D = Kept<F> & M;
  const names = Object.keys(spec.fields) as (keyof F & string)[];
  const shape: Record<string, z.ZodMiniType> = {};
  for (const k of names) {
    shape[k] = spec.fields[k]!.count ? z.number() : z.string();
    if (spec.more?.after === k) Object.assign(shape, spec.more.schema);
  }
  return defineLeadKind<In, D>({
    kind: spec.kind,
    label: spec.label,
    input: spec.input,
    details: z.object(shape) as unknown as z.ZodMiniType<D>,
    toLead: (i) => {
      const details: Record<string, unknown> = {};
      for (const k of names) {
        details[k] = spec.fields[k]!.count ? Number(i[k]) : i[k];
        if (spec.more?.after === k) Object.assign(details, spec.more.of(i));
      }
      const columns: LeadColumns = { ...senderColumns(i) };
      if (spec.course) columns.course = spec.course;
      return {
        columns: { ...columns, subject: spec.subject(i), message: i.notes ? i.notes : null },
        details: details as D,
      };
    },
    mailLines: (l) => {
      const lines = names.map((k): Line => [
        spec.fields[k]!.label,
        spec.shows?.[k]?.(l.details) ?? String(l.details[k]),
      ]);
      const first = spec.organisationFirst ? lines.splice(0, 1) : [];
      return [...first, ...senderLines(l), ...lines, ['Notes', l.message ?? '-']];
    },
  });
}

/** /TranslationAndInterpretation: a quote request, with an optional document (Upload row). */
export const translationLead = serviceEnquiry({
  kind: 'enquiry-translation',
  label: 'translation enquiry',
  input: translationEnquirySchema,
  fields: {
    service: { label: 'Service' },
    languagePair: { label: 'Language pair' },
    amount: { label: 'Amount', count: true },
    deadline: { label: 'Deadline' },
  },
  more: {
    after: 'amount',
    schema: { unit: z.enum(['pages', 'hours']) },
    of: (i) => ({ unit: i.service === 'Interpretation' ? ('hours' as const) : ('pages' as const) }),
  },
  shows: { amount: (d) => `${d.amount} ${d.unit}` },
  subject: (i) => `${i.service}, ${i.languagePair}`,
});

/** /recruitAssistance */
export const recruitmentLead = serviceEnquiry({
  kind: 'enquiry-recruitment',
  label: 'recruitment enquiry',
  input: recruitmentEnquirySchema,
  fields: {
    organisation: { label: 'Organisation' },
    roles: { label: 'Roles' },
    candidates: { label: 'Number of people', count: true },
    level: { label: 'Level needed' },
  },
  organisationFirst: true,
  subject: (i) => `${i.organisation}: ${i.roles}`.slice(0, 200),
});

/** /corpTrainingServices */
export const corporateLead = serviceEnquiry({
  kind: 'enquiry-corporate',
  label: 'corporate training enquiry',
  input: corporateEnquirySchema,
  fields: {
    organisation: { label: 'Organisation' },
    teamSize: { label: 'Learners', count: true },
    levels: { label: 'Levels' },
    schedule: { label: 'Schedule' },
    mode: { label: 'Mode' },
  },
  organisationFirst: true,
  course: 'corporate',
  subject: (i) => `${i.organisation}: ${i.teamSize} learners, ${i.mode}`.slice(0, 200),
});

/** /freeCC: free career counselling, a goal and a preferred IST slot. */
export const careerCounsellingLead = serviceEnquiry({
  kind: 'career-counselling',
  label: 'career counselling booking',
  input: careerCounsellingSchema,
  fields: {
    goal: { label: 'Goal' },
    level: { label: 'Level' },
    slot: { label: 'Preferred slot (IST)' },
  },
  subject: (i) => `${i.goal} (${i.slot} IST)`,
});
