'use client';

import { usePathname } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Honeypot } from '@/components/forms/honeypot';
import { PhoneField } from '@/components/forms/phone-field';
import { SendStatus } from '@/components/forms/send-status';
import { elapsedSince, useShownAt } from '@/components/forms/shown-at';
import { SubmitButton } from '@/components/forms/submit-button';
import { DoneCloseButton } from '@/components/ui/form-dialog';
import { SelectOptions } from '@/components/ui/select-options';
import { Field, fieldAria, hintedAria, inputClass } from '@/components/ui/field';
import {
  ANY_SLOT,
  waitlistCourseName,
  waitlistSlotOptions,
  waitlistText as t,
} from '@/content/waitlist';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson } from '@/lib/forms/submit';
import { useSendFailure } from '@/components/forms/use-send-failure';
import { useLeadForm } from '@/components/forms/use-lead-form';
import { useFocusWhen } from '@/components/ui/use-focus-when';

/** The form's values: the slot as the select holds it ('any' or '0'…'4'). */
type Values = { name: string; email: string; phoneNumber: string; slot: string };
const fieldNames = ['name', 'email', 'phoneNumber', 'slot'] as const;

/** What the API is sent for these values (the slot as its number, or 'any'). */
export function waitlistPayload(v: Values, course: string) {
  return {
    name: v.name,
    email: v.email,
    phoneNumber: v.phoneNumber,
    course,
    slot: v.slot === ANY_SLOT || v.slot === '' ? ANY_SLOT : Number(v.slot),
  };
}

/** A preselected slot as the select's value ('any' unless it is one of the five). */
const slotValue = (slot?: number) =>
  waitlistSlotOptions.some((o) => o.value === String(slot)) ? String(slot) : ANY_SLOT;

/**
 * The API's schema (lib/validation/waitlist.ts) on the payload these values make, loaded with
 * zodResolver at the first validation, so zod is not in the dialog's first JavaScript.
 */
function resolverFor(course: string): Resolver<Values> {
  return async (values, context, options) => {
    const [{ zodResolver }, { waitlistSchema }] = await Promise.all([
      import('@hookform/resolvers/zod'),
      import('@/lib/validation/waitlist'),
    ]);
    const check = zodResolver(waitlistSchema) as unknown as Resolver<Record<string, unknown>>;
    const { errors } = await check(waitlistPayload(values, course), context, options as never);
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values, errors: {} };
  };
}

/**
 * 'Join the waitlist' (issue 24): full name, e-mail, phone (spec §5 country rules) and a
 * preferred batch slot, stored as a lead of kind 'waitlist'. Built like the lead forms
 * (react-hook-form, the shared schema, the fill time and a honeypot, server field errors under
 * their fields, 429 and 503 told apart); the thank-you replaces the form in the dialog.
 */
export function WaitlistForm({
  course,
  slot,
  headingId,
  onClose,
}: {
  /** A level course's slug (a1, a2, b1, b2). */
  course: string;
  /** The preferred slot to preselect (0-4); 'Any slot' otherwise. */
  slot?: number;
  /** Id of the heading that names the dialog (the form's title, then the thank-you's). */
  headingId: string;
  /** In a dialog: the thank-you's Close button. */
  onClose?: () => void;
}) {
  const id = useId();
  const page = usePathname();
  const fid = (name: string) => `${id}-${name}`;
  const shownAtRef = useShownAt(fid('name'));
  const honeypot = useRef<HTMLInputElement>(null);
  const { failure, setFailure, alertRef } = useSendFailure();
  const [done, setDone] = useState<string | null>(null);
  const doneHeading = useFocusWhen<HTMLHeadingElement>(done);
  const [resolver] = useState(() => resolverFor(course));
  const courseName = waitlistCourseName(course) ?? course;

  const { register, control, handleSubmit, setError, formState } = useLeadForm<Values>(resolver, {
    name: '',
    email: '',
    phoneNumber: '',
    slot: slotValue(slot),
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (v: Values) => {
    setFailure(null);
    const r = await postJson('/api/form/waitlist', {
      ...waitlistPayload(v, course),
      page,
      elapsedMs: elapsedSince(shownAtRef.current),
      ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
    });
    if (r.ok) return r.data?.success ? setDone(v.email.trim()) : setFailure('down');
    // A field's refusal first: too many confirmation e-mails to one address is said under it (429).
    if ((r.status === 400 || r.status === 429) && r.fields) {
      const placed = applyFieldErrors(setError, r.fields, fieldNames);
      return setFailure(placed ? 'fields' : r.status === 429 ? 'rate' : 'down');
    }
    if (r.kind === 'rate_limited') return setFailure('rate');
    setFailure('down');
  };

  if (done) {
    return (
      <div>
        <h2
          ref={doneHeading}
          id={headingId}
          tabIndex={-1}
          className="pr-10 font-display text-2xl font-bold text-brand outline-none"
        >
          {t.doneTitle}
        </h2>
        <p className="mt-3 text-ink">{t.done(courseName, done)}</p>
        <p className="mt-2 text-sm text-slate-600">{t.doneNote}</p>
        <DoneCloseButton
          onClose={onClose}
          label={t.close}
          className="mt-6 w-full px-8 py-3 sm:w-auto"
        />
      </div>
    );
  }

  const err = (k: keyof Values) => errors[k]?.message;
  // A course the waitlist does not know is the opener's mistake, not the visitor's: said above Send.
  const courseError = (errors as FieldErrors<Record<string, string>>).course?.message;
  return (
    <form
      onSubmit={(e) => {
        // The dialog is portalled, but React events still bubble to the opener's ancestors.
        e.stopPropagation();
        void handleSubmit(onSubmit)(e);
      }}
      noValidate
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="pr-10 font-display text-2xl font-bold text-brand">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro(courseName)}</p>
      <div className="mt-4 grid gap-4">
        <Field id={fid('name')} label={t.name} error={err('name')}>
          <input
            autoComplete="name"
            data-autofocus
            className={inputClass(!!err('name'))}
            {...fieldAria(fid('name'), err('name'))}
            {...register('name')}
          />
        </Field>
        <Field id={fid('email')} label={t.email} error={err('email')}>
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            className={inputClass(!!err('email'))}
            {...fieldAria(fid('email'), err('email'))}
            {...register('email')}
          />
        </Field>
        <PhoneField id={fid('phoneNumber')} name="phoneNumber" label={t.phone} control={control} />
        <Field id={fid('slot')} label={t.slot} hint={t.slotHint} error={err('slot')}>
          <select
            className={inputClass(!!err('slot'))}
            {...hintedAria(fid('slot'), err('slot'))}
            {...register('slot')}
          >
            <SelectOptions options={waitlistSlotOptions} />
          </select>
        </Field>
      </div>
      <Honeypot ref={honeypot} />
      <div className="mt-4">
        {courseError ? (
          <p role="alert" className="mb-3 text-sm text-red-700">
            {courseError}
          </p>
        ) : null}
        <SendStatus failure={failure} alertRef={alertRef} text={t} />
        <SubmitButton busy={isSubmitting} label={t.submit} busyLabel={t.sending} />
      </div>
    </form>
  );
}
