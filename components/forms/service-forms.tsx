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

export function TranslationForm() {
  const f = translationPage.form;
  return (
    <LeadForm
      label={f.heading}
      endpoint="/api/services/translation"
      loadSchema={() => schemas().then((m) => m.translationEnquirySchema)}
      submit={f.submit}
      success={{ title: f.thanksTitle, body: f.thanksBody }}
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
  const f = recruitmentPage.form;
  return (
    <LeadForm
      label={f.heading}
      endpoint="/api/services/recruitment"
      loadSchema={() => schemas().then((m) => m.recruitmentEnquirySchema)}
      submit={f.submit}
      success={{ title: f.thanksTitle, body: f.thanksBody }}
      fields={[
        {
          name: 'organisation',
          label: rl.organisation,
          type: 'text',
          autoComplete: 'organization',
        },
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
  const f = corporatePage.form;
  return (
    <LeadForm
      label={f.heading}
      endpoint="/api/services/corporate"
      loadSchema={() => schemas().then((m) => m.corporateEnquirySchema)}
      submit={f.submit}
      success={{ title: f.thanksTitle, body: f.thanksBody }}
      fields={[
        {
          name: 'organisation',
          label: co.organisation,
          type: 'text',
          autoComplete: 'organization',
        },
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
  const f = careerCounsellingPage.form;
  return (
    <LeadForm
      label={f.heading}
      endpoint="/api/services/career-counselling"
      loadSchema={() => schemas().then((m) => m.careerCounsellingSchema)}
      submit={f.submit}
      success={{ title: f.thanksTitle, body: f.thanksBody }}
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
