'use client';

import { contactFields, LeadForm } from '@/components/forms/lead-form';
import { batches } from '@/content/courses-overview';
import { currentLevelOptions, goalOptions } from '@/content/learner-options';
import {
  careerCounsellingLabels as cc,
  careerCounsellingPage,
} from '@/content/services/career-counselling';
import {
  corporateLabels as co,
  corporateOptions,
  corporatePage,
} from '@/content/services/corporate';
import {
  levelNeededOptions,
  recruitmentLabels as rl,
  recruitmentPage,
} from '@/content/services/recruitment';
import {
  translationLabels as tl,
  translationOptions,
  translationPage,
} from '@/content/services/translation';

// The four service enquiry forms: each is the shared LeadForm with its fields, its endpoint and its
// schema from lib/validation/services.ts (loaded on the first validation).
const schemas = () => import('@/lib/validation/services');
type Schemas = Awaited<ReturnType<typeof schemas>>;

/** A service form's LeadForm settings: its page's words, its endpoint and its schema's name. */
function serviceForm(
  f: { heading: string; submit: string; thanksTitle: string; thanksBody: string },
  service: string,
  schema:
    | 'translationEnquirySchema'
    | 'recruitmentEnquirySchema'
    | 'corporateEnquirySchema'
    | 'careerCounsellingSchema',
) {
  return {
    label: f.heading,
    endpoint: `/api/services/${service}`,
    loadSchema: () => schemas().then((m: Schemas) => m[schema]),
    submit: f.submit,
    success: { title: f.thanksTitle, body: f.thanksBody },
  };
}

/** The organisation's name, the first field of the recruitment and corporate forms. */
const organisationField = (label: string) =>
  ({ name: 'organisation', label, type: 'text', autoComplete: 'organization' }) as const;

export function TranslationForm() {
  return (
    <LeadForm
      {...serviceForm(translationPage.form, 'translation', 'translationEnquirySchema')}
      fields={[
        ...contactFields(tl),
        {
          name: 'service',
          label: tl.service,
          type: 'select',
          options: translationOptions.services,
        },
        {
          name: 'languagePair',
          label: tl.languagePair,
          type: 'select',
          options: translationOptions.languagePairs,
        },
        { name: 'amount', label: tl.amount, hint: tl.amountHint, type: 'count' },
        { name: 'deadline', label: tl.deadline, type: 'date' },
        { name: 'notes', label: tl.notes, type: 'textarea' },
      ]}
      file={{ name: 'document', label: tl.file, hint: tl.fileHint }}
    />
  );
}

export function RecruitmentForm() {
  return (
    <LeadForm
      {...serviceForm(recruitmentPage.form, 'recruitment', 'recruitmentEnquirySchema')}
      fields={[
        organisationField(rl.organisation),
        ...contactFields(rl),
        { name: 'roles', label: rl.roles, type: 'text', wide: true },
        { name: 'candidates', label: rl.candidates, type: 'count' },
        { name: 'level', label: rl.level, type: 'select', options: levelNeededOptions },
        { name: 'notes', label: rl.notes, type: 'textarea' },
      ]}
    />
  );
}

export function CorporateForm() {
  return (
    <LeadForm
      {...serviceForm(corporatePage.form, 'corporate', 'corporateEnquirySchema')}
      fields={[
        organisationField(co.organisation),
        ...contactFields(co),
        { name: 'teamSize', label: co.teamSize, type: 'count' },
        { name: 'levels', label: co.levels, type: 'select', options: corporateOptions.levels },
        {
          name: 'schedule',
          label: co.schedule,
          type: 'select',
          options: corporateOptions.schedules,
        },
        { name: 'mode', label: co.mode, type: 'select', options: corporateOptions.modes },
        { name: 'notes', label: co.notes, type: 'textarea' },
      ]}
    />
  );
}

export function CareerCounsellingForm() {
  return (
    <LeadForm
      {...serviceForm(careerCounsellingPage.form, 'career-counselling', 'careerCounsellingSchema')}
      fields={[
        ...contactFields(cc),
        { name: 'goal', label: cc.goal, type: 'select', options: goalOptions },
        { name: 'level', label: cc.level, type: 'select', options: currentLevelOptions },
        { name: 'slot', label: cc.slot, type: 'select', options: batches.slots },
        { name: 'notes', label: cc.notes, type: 'textarea' },
      ]}
    />
  );
}
