'use client';

import { Honeypot } from '@/components/forms/honeypot';
import { buttonClass } from '@/components/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';
import { Controller } from 'react-hook-form';
import { lazyZodResolver } from './lazy-resolver';
import { Listbox } from '@/components/ui/listbox';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, FieldError, inputClass, labelClass } from '@/components/ui/field';
import { contactFormText as t, purposeOptions, thankYouDialog } from '@/content/contact';
import { toContactPayload } from '@/lib/contact-payload';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson } from '@/lib/forms/submit';
import { elapsedSince, useShownAt } from './shown-at';
import { SendStatus } from './send-status';
import { TermsLinks } from './terms-links';
import { SubmitButton } from './submit-button';
import { EmailField, fieldsOf, TextField } from './text-field';
import type { ContactFormValues } from '@/lib/validation/contact';
import { useLeadForm } from '@/components/forms/use-lead-form';

const empty: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  purpose: '',
  message: '',
  termsAgreed: false,
};

/**
 * zodResolver with the shared schema, loaded on the first validation (a blur or a submit) so that
 * zod stays out of the JavaScript the page needs to show and hydrate.
 */
const resolver = lazyZodResolver<ContactFormValues>(() =>
  import('@/lib/validation/contact').then((m) => m.contactFormSchema),
);

type Failure = { kind: 'rate' } | { kind: 'down' } | { kind: 'fields' };

/** Server field names → form fields (the payload joins first and last name into `name`). */
const serverField: Record<string, keyof ContactFormValues> = {
  name: 'firstName',
  email: 'email',
  purpose: 'purpose',
  message: 'message',
};

/**
 * "Leave a message for us" (spec §2, §4, §5). Errors show under a field once touched; a failed
 * send is always shown and keeps what the visitor typed (the old site failed silently).
 */
export function ContactForm() {
  const id = useId();
  const pathname = usePathname();
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [thanks, setThanks] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const fieldId = (name: string) => `${id}-${name}`;
  const errId = (name: string) => `${id}-${name}-error`;
  // When the form was shown, on the browser's monotonic clock: the server is sent only the elapsed
  // time, never a wall-clock time to compare with its own (a device clock running ahead is normal).
  const shownAtRef = useShownAt(fieldId('firstName'));

  // A failed send disabled the button that had focus: take focus to the message that says why
  // (and offers the phone line), so keyboard and screen-reader users are not left on the body.
  useEffect(() => {
    if (failure?.kind === 'rate' || failure?.kind === 'down') alertRef.current?.focus();
  }, [failure]);

  const { register, control, handleSubmit, reset, setError, formState } =
    useLeadForm<ContactFormValues>(resolver, empty);
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ContactFormValues) => {
    setFailure(null);
    const r = await postJson<{ success?: boolean }>(
      '/api/form/leaveUsAMessage',
      toContactPayload(values, {
        page: pathname,
        website: honeypot.current?.value || undefined,
        elapsedMs: elapsedSince(shownAtRef.current),
      }),
    );
    if (r.ok && r.data?.success) {
      reset(empty);
      shownAtRef.current = performance.now();
      setThanks(true);
      return;
    }
    if (!r.ok && r.kind === 'rate_limited') return setFailure({ kind: 'rate' });
    if (!r.ok && r.status === 400 && r.fields) {
      const placed = applyFieldErrors(setError, r.fields, serverField);
      return setFailure(placed ? { kind: 'fields' } : { kind: 'down' });
    }
    setFailure({ kind: 'down' });
  };

  const field = fieldsOf(id, register, errors);
  return (
    <>
      <form
        onSubmit={(e) => void handleSubmit(onSubmit)(e)}
        noValidate
        aria-label="Leave a message for us"
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6"
      >
        <TextField {...field('firstName')} label={t.firstName} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t.lastName} autoComplete="family-name" />
        <EmailField {...field('email')} label={t.email} />
        <div>
          <span id={fieldId('purpose-label')} className={labelClass(!!errors.purpose)}>
            {t.purpose}
          </span>
          <Controller
            control={control}
            name="purpose"
            render={({ field }) => (
              <Listbox
                name="purpose"
                options={purposeOptions}
                value={field.value}
                onChange={(v) => field.onChange(v)}
                onBlur={field.onBlur}
                buttonRef={field.ref}
                labelId={fieldId('purpose-label')}
                placeholder={t.purposePlaceholder}
                invalid={!!errors.purpose}
                describedBy={errors.purpose ? errId('purpose') : undefined}
              />
            )}
          />
          <FieldError id={errId('purpose')} message={errors.purpose?.message} />
        </div>
        <Field
          id={fieldId('message')}
          label={t.message}
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <textarea
            rows={4}
            className={inputClass(!!errors.message)}
            {...fieldAria(fieldId('message'), errors.message?.message)}
            {...register('message')}
          />
        </Field>
        <Honeypot ref={honeypot} />
        <div className="sm:col-span-2">
          <div className="flex items-start gap-3">
            <input
              id={fieldId('terms')}
              type="checkbox"
              aria-invalid={!!errors.termsAgreed}
              aria-describedby={errors.termsAgreed ? errId('termsAgreed') : undefined}
              className="mt-1 size-5 shrink-0 accent-brand"
              {...register('termsAgreed')}
            />
            <label
              htmlFor={fieldId('terms')}
              className={`text-sm ${errors.termsAgreed ? 'text-red-700' : 'text-ink'}`}
            >
              <TermsLinks text={t} />
            </label>
          </div>
          <FieldError id={errId('termsAgreed')} message={errors.termsAgreed?.message} />
        </div>
        <div className="sm:col-span-2">
          <SendStatus failure={failure?.kind} alertRef={alertRef} text={t} />
          <SubmitButton
            ref={submitRef}
            busy={isSubmitting}
            label={t.submit}
            busyLabel={t.sending}
          />
        </div>
      </form>
      <Dialog
        open={thanks}
        onClose={() => setThanks(false)}
        labelledBy={`${id}-thanks-title`}
        describedBy={`${id}-thanks-body`}
        returnFocusRef={submitRef}
      >
        <div className="p-6 text-center">
          <h2 id={`${id}-thanks-title`} className="font-display text-2xl font-bold text-brand">
            {thankYouDialog.title}
          </h2>
          <p id={`${id}-thanks-body`} className="mt-3 text-ink">
            {thankYouDialog.body}
          </p>
          <button
            type="button"
            data-autofocus
            onClick={() => setThanks(false)}
            className={buttonClass('primary', 'mt-6 px-8 py-2')}
          >
            {thankYouDialog.close}
          </button>
        </div>
      </Dialog>
    </>
  );
}
