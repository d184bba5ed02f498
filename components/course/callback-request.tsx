import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
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

const countryOf = (code: string) => findCountry(code) ?? findCountry(DEFAULT_COUNTRY_CODE)!;

/**
 * The request step's values and field errors, the number as it will be stored, and whether
 * Continue is enabled. `course` is the opener's; `topic` and `coursePicker` are for the view.
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
  const [values, setValues] = useState<CallbackValues>({
    firstName: '',
    lastName: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    digits: '',
    email: '',
    course,
  });
  const [errors, setErrors] = useState<CallbackErrors>({});
  const shownAtRef = useShownAt(`${id}-firstName`);
  const honeypot = useRef<HTMLInputElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  const country = countryOf(values.countryCode);
  const ready =
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    // The old site enabled Continue only at exactly the country's minimum digit count, which
    // refused valid 11-digit UK or German numbers: any count within min..max is accepted.
    digitCountOk(values.digits, country);

  const set = <K extends keyof CallbackValues>(k: K, v: CallbackValues[K]) => {
    setValues((old) => ({ ...old, [k]: v }));
    if (k in errors) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  return {
    id,
    topic,
    coursePicker,
    values,
    errors,
    setErrors,
    set,
    country,
    phone: formatPhoneNumber(country, values.digits),
    ready,
    shownAtRef,
    honeypot,
    firstField,
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
  const { id, topic, coursePicker, values, errors, set, country, ready, honeypot, firstField } =
    request;
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
              ref={name === 'firstName' ? firstField : undefined}
              autoComplete={autoComplete}
              value={values[name]}
              onChange={(e) => set(name, e.target.value)}
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
            value={values.email}
            onChange={(e) => set('email', e.target.value)}
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
              value={values.course}
              onChange={(e) => set('course', e.target.value)}
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
