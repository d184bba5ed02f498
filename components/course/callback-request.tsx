import { useId, useRef, type FormEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Honeypot } from '@/components/forms/honeypot';
import { useShownAt } from '@/components/forms/shown-at';
import { buttonClass } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/ui/field';
import { SelectOptions } from '@/components/ui/select-options';
import { callbackText as t, callbackTopics, type CallbackTopic } from '@/content/callback';
import { courseCatalogue } from '@/content/course-catalogue';
import { DEFAULT_COUNTRY_CODE } from '@/content/countries';
import { digitCountOk, findCountry, formatPhoneNumber, sanitizePhoneInput } from '@/lib/phone';
import { CallbackPhone } from './callback-phone';

// The callback request's first step (callback-form.tsx holds the flow): the names, the phone,
// an optional e-mail and course, then Continue, enabled once the names and the number are there.
// useCallbackRequest holds what the visitor typed; CallbackRequest shows it.

export type CallbackValues = {
  firstName: string;
  lastName: string;
  countryCode: string;
  digits: string;
  email: string;
  course: string;
};
export type CallbackField = 'firstName' | 'lastName' | 'digits' | 'email' | 'course';
export type CallbackErrors = Partial<Record<CallbackField, string>>;
export const callbackFields = ['firstName', 'lastName', 'digits', 'email', 'course'] as const;

const countryOf = (code: string) => findCountry(code) ?? findCountry(DEFAULT_COUNTRY_CODE)!;

/**
 * The request step's form (react-hook-form, as every form of the site): its values, field errors,
 * the number as it will be stored, and whether Continue is enabled. `course` is the opener's;
 * `topic` and `coursePicker` are for the view. The fields are checked with the API's schema when
 * the visitor continues (callback-form.tsx); a field's error clears as it is changed.
 */
export function useCallbackRequest({
  course,
  topic,
  coursePicker,
}: {
  course: string;
  topic?: CallbackTopic;
  coursePicker: boolean;
}) {
  const id = useId();
  const form = useForm<CallbackValues>({
    defaultValues: {
      firstName: '',
      lastName: '',
      countryCode: DEFAULT_COUNTRY_CODE,
      digits: '',
      email: '',
      course,
    },
  });
  const { control, setValue, clearErrors, formState } = form;
  const values = useWatch({ control }) as CallbackValues;
  const errors: CallbackErrors = {};
  for (const f of callbackFields) {
    const message = formState.errors[f]?.message;
    if (message) errors[f] = message;
  }
  const shownAtRef = useShownAt(`${id}-firstName`);
  const honeypot = useRef<HTMLInputElement>(null);

  const country = countryOf(values.countryCode);
  const ready =
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    // The old site enabled Continue only at exactly the country's minimum digit count, which
    // refused valid 11-digit UK or German numbers: any count within min..max is accepted.
    digitCountOk(values.digits, country);

  /** A value set by the view (the number, sanitised; the country), clearing its field's error. */
  const set = (k: keyof CallbackValues, v: string) => {
    setValue(k, v);
    if (k !== 'countryCode') clearErrors(k);
  };

  return {
    id,
    topic,
    coursePicker,
    form,
    values,
    errors,
    set,
    country,
    phone: formatPhoneNumber(country, values.digits),
    ready,
    shownAtRef,
    honeypot,
  };
}

export type CallbackRequestState = ReturnType<typeof useCallbackRequest>;

const nameFields = [
  { name: 'firstName', label: t.firstName, autoComplete: 'given-name' },
  { name: 'lastName', label: t.lastName, autoComplete: 'family-name' },
] as const;

const courseOptions = courseCatalogue.map((c) => ({ value: c.slug, label: c.title }));

/** The request step: the form, its failure (`alert`) and the hint under a disabled Continue. */
export function CallbackRequest({
  request,
  headingId,
  busy,
  alert,
  onSubmit,
}: {
  request: CallbackRequestState;
  headingId: string;
  busy: boolean;
  alert: ReactNode;
  onSubmit: (e: FormEvent) => void;
}) {
  const { id, topic, coursePicker, form, values, errors, set, country, ready, honeypot } = request;
  // Text fields are react-hook-form's own (register); a change clears the field's error.
  const field = (name: 'firstName' | 'lastName' | 'email' | 'course') =>
    form.register(name, { onChange: () => form.clearErrors(name) });
  const fid = (f: CallbackField) => `${id}-${f}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-bold text-brand">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
      {topic ? (
        <p className="mt-2 rounded-lg bg-cream px-3 py-2 text-sm text-ink">
          {callbackTopics[topic].note}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {nameFields.map(({ name, label, autoComplete }) => (
          <Field key={name} id={fid(name)} label={label} error={errors[name]}>
            <input
              {...field(name)}
              autoComplete={autoComplete}
              className={inputClass(!!errors[name])}
              data-autofocus={name === 'firstName' ? true : undefined}
              {...fieldAria(fid(name), errors[name])}
            />
          </Field>
        ))}
        <CallbackPhone
          id={id}
          inputId={fid('digits')}
          countryCode={values.countryCode}
          digits={values.digits}
          digitsRef={form.register('digits').ref}
          error={errors.digits}
          onCountry={(code) => {
            set('countryCode', code);
            set('digits', sanitizePhoneInput(values.digits, countryOf(code)));
          }}
          onDigits={(text) => set('digits', sanitizePhoneInput(text, country))}
        />
        <Field id={fid('email')} label={t.email} error={errors.email} className="sm:col-span-2">
          <input
            type="email"
            inputMode="email"
            autoComplete="email"
            {...field('email')}
            className={inputClass(!!errors.email)}
            {...fieldAria(fid('email'), errors.email)}
          />
        </Field>
        {coursePicker ? (
          <Field
            id={fid('course')}
            label={t.course}
            error={errors.course}
            className="sm:col-span-2"
          >
            <select
              {...field('course')}
              className={inputClass(!!errors.course)}
              {...fieldAria(fid('course'), errors.course)}
            >
              <SelectOptions none={t.courseNone} options={courseOptions} />
            </select>
          </Field>
        ) : null}
      </div>
      <Honeypot ref={honeypot} />
      {alert}
      <p id={`${id}-hint`} className={`mt-4 text-sm text-slate-600 ${ready ? 'sr-only' : ''}`}>
        {ready
          ? ''
          : t.continueHint(
              country.minLength === country.maxLength
                ? String(country.minLength)
                : `${country.minLength}-${country.maxLength}`,
            )}
      </p>
      <button
        type="submit"
        disabled={!ready || busy}
        aria-describedby={`${id}-hint`}
        className={buttonClass(
          'primary',
          'mt-3 w-full px-8 py-3 disabled:cursor-not-allowed disabled:bg-slate-400 sm:w-auto',
        )}
      >
        {busy ? t.sending : t.continue}
      </button>
    </form>
  );
}
