'use client';

import { Honeypot } from '@/components/forms/honeypot';
import { CountryOptions } from '@/components/forms/phone-input';
import { SendStatus } from '@/components/forms/send-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { EmailField, fieldsOf, TextField } from '@/components/forms/text-field';
import { elapsedSince } from '@/components/forms/shown-at';
import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { countries, DEFAULT_COUNTRY_CODE } from '@/content/countries';
import { resultText } from '@/content/practice/orientation-test';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson } from '@/lib/forms/submit';
import { findCountry, formatPhoneNumber, sanitizePhoneInput } from '@/lib/phone';
import type { Answers } from '@/lib/practice/orientation';
import { useSendFailure } from '@/components/forms/use-send-failure';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { useFocusWhen } from '@/components/ui/use-focus-when';

type Values = { name: string; email: string; phoneCountry: string; phoneDigits: string };

const empty: Values = { name: '', email: '', phoneCountry: DEFAULT_COUNTRY_CODE, phoneDigits: '' };

const toContact = (v: Values) => ({
  name: v.name,
  email: v.email,
  phoneNumber: v.phoneDigits
    ? formatPhoneNumber(findCountry(v.phoneCountry) ?? countries[0]!, v.phoneDigits)
    : '',
});

/** Server and schema field names → the form's fields. */
const formField: Record<string, keyof Values> = {
  name: 'name',
  email: 'email',
  phoneNumber: 'phoneDigits',
};

/** The shared schema, loaded on the first validation so zod stays out of the page's first load. */
const resolver: Resolver<Values> = async (values) => {
  const { placementContactSchema } = await import('@/lib/validation/placement-result');
  const parsed = placementContactSchema.safeParse(toContact(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<Values> = {};
  for (const issue of parsed.error.issues) {
    const field = formField[String(issue.path[0])];
    if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * "Confirm with a teacher": name and an e-mail address or a phone number, sent with the test's
 * answers (the server recomputes the result). Same behaviour as the contact form: a failed send is
 * shown, keeps the input and offers the phone line.
 */
export function PlacementResultForm({
  answers,
  selfAssessment,
}: {
  answers: Answers;
  selfAssessment: string[];
}) {
  const id = useId();
  const pathname = usePathname();
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  const { failure, setFailure, alertRef } = useSendFailure();
  const [sent, setSent] = useState(false);
  const doneRef = useFocusWhen<HTMLParagraphElement>(sent);

  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const { register, handleSubmit, setError, setValue, getValues, control, formState } =
    useLeadForm<Values>(resolver, empty);
  const { errors, isSubmitting } = formState;

  const country = findCountry(useWatch({ control, name: 'phoneCountry' })) ?? countries[0]!;

  const onSubmit = async (values: Values) => {
    setFailure(null);
    const r = await postJson<{ success?: boolean }>('/api/orientation-test', {
      ...toContact(values),
      selfAssessment,
      answers,
      page: pathname,
      website: honeypot.current?.value || undefined,
      elapsedMs: elapsedSince(shownAt.current),
    });
    if (r.ok && r.data?.success) return setSent(true);
    if (!r.ok && r.kind === 'rate_limited') return setFailure('rate');
    if (!r.ok && r.status === 400 && r.fields) {
      const placed = applyFieldErrors(setError, r.fields, formField);
      return setFailure(placed ? 'fields' : 'down');
    }
    setFailure('down');
  };

  if (sent) {
    return (
      <p
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="rounded-xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-300 outline-none focus-visible:ring-2"
      >
        {resultText.confirmSent}
      </p>
    );
  }

  const fid = (name: string) => `${id}-${name}`;
  const phone = register('phoneDigits');

  const field = fieldsOf(id, register, errors);
  return (
    <form
      onSubmit={(e) => void handleSubmit(onSubmit)(e)}
      noValidate
      aria-label={resultText.confirmHeading}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        {...field('name')}
        label="Your name"
        className="sm:col-span-2"
        autoComplete="name"
      />
      <EmailField {...field('email')} label="Email" />
      <div>
        <span id={fid('phone-label')} className={labelClass(!!errors.phoneDigits)}>
          Phone (optional if you give an email)
        </span>
        <div className="flex gap-2">
          <select
            aria-label="Country code"
            autoComplete="tel-country-code"
            className="min-h-11 w-28 shrink-0 rounded-lg border border-slate-300 bg-white px-2"
            {...register('phoneCountry', {
              onChange: (e: React.ChangeEvent<HTMLSelectElement>) =>
                setValue(
                  'phoneDigits',
                  sanitizePhoneInput(
                    getValues('phoneDigits'),
                    findCountry(e.target.value) ?? countries[0]!,
                  ),
                ),
            })}
          >
            <CountryOptions />
          </select>
          <input
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            aria-labelledby={fid('phone-label')}
            className={`${inputClass(!!errors.phoneDigits)} min-w-0 flex-1`}
            aria-invalid={!!errors.phoneDigits}
            aria-describedby={errors.phoneDigits ? `${fid('phone')}-error` : undefined}
            {...phone}
            onChange={(e) => {
              e.target.value = sanitizePhoneInput(e.target.value, country);
              void phone.onChange(e);
            }}
          />
        </div>
        <FieldError id={`${fid('phone')}-error`} message={errors.phoneDigits?.message} />
      </div>
      <Honeypot ref={honeypot} />
      <div className="sm:col-span-2">
        <SendStatus failure={failure} alertRef={alertRef} text={resultText} />
        <p className="mb-3 text-sm text-muted">
          We use these details only to arrange your level call. See our{' '}
          <a
            href="/privacy-policy"
            className="font-semibold text-brand underline underline-offset-2"
          >
            privacy policy
          </a>
          .
        </p>
        <SubmitButton busy={isSubmitting} label="Ask for my free level call" busyLabel="Sending…" />
      </div>
    </form>
  );
}
