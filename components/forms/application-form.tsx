'use client';

import { contactFields, LeadForm } from '@/components/forms/lead-form';
import { joinUsPage } from '@/content/join-us';

/** /JoinUsPage: the teaching application with its CV (multipart, lib/leads/upload-handler.ts). */
export function ApplicationForm() {
  const { form: f, labels: l } = joinUsPage;
  return (
    <LeadForm
      label={f.heading}
      endpoint="/api/applications"
      loadSchema={() => import('@/lib/validation/application').then((m) => m.applicationSchema)}
      submit={f.submit}
      success={{ title: f.thanksTitle, body: f.thanksBody }}
      fields={[
        ...contactFields(l),
        { name: 'role', label: l.role, type: 'select', options: joinUsPage.roles },
        {
          name: 'frenchLevel',
          label: l.frenchLevel,
          type: 'select',
          options: joinUsPage.frenchLevels,
        },
        { name: 'certificates', label: l.certificates, hint: l.certificatesHint, type: 'text' },
        { name: 'experience', label: l.experience, type: 'textarea', rows: 5 },
        {
          name: 'availability',
          label: l.availability,
          hint: l.availabilityHint,
          type: 'text',
          wide: true,
        },
      ]}
      file={{ name: 'cv', label: l.cv, hint: l.cvHint, required: l.cvRequired }}
    />
  );
}
