'use client';

import { Honeypot } from '@/components/forms/honeypot';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Field, fieldAria, inputClass } from '@/components/ui/field';
import { callbackText as t, callbackTopics, type CallbackTopic } from '@/content/callback';
import { DEFAULT_COUNTRY_CODE } from '@/content/countries';
import { courseCatalogue } from '@/content/course-catalogue';
import { SendFailure } from '@/components/forms/send-failure';
import { digitCountOk, findCountry, formatPhoneNumber, sanitizePhoneInput } from '@/lib/phone';
import { elapsedSince, useShownAt } from '@/components/forms/shown-at';
import { postJson } from '@/lib/forms/submit';
import { CallbackPhone } from './callback-phone';
import { CallbackDone, CallbackVerify } from './callback-steps';

type Values = {
  firstName: string;
  lastName: string;
  countryCode: string;
  digits: string;
  email: string;
  course: string;
};
type FieldName = 'firstName' | 'lastName' | 'digits' | 'email' | 'course';
type Failure = 'rate' | 'down' | 'start-over';
type Step = 'request' | 'verify' | 'done';
/** The stored request's answer: its id and the token that may correct or confirm it. */
type Saved = { id?: string; token?: string };

const countryOf = (code: string) => findCountry(code) ?? findCountry(DEFAULT_COUNTRY_CODE)!;

/** Server field names → this form's fields. */
const serverField: Record<string, FieldName> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'digits',
  email: 'email',
  course: 'course',
};

/**
 * The callback request (spec §2, §4, §5, §7): request step → POST → verify step ('Edit details'
 * goes back with the values, and Continue then corrects the same stored request with its token;
 * 'Next' confirms it) → done. Failures are shown and keep the input.
 */
export function CallbackForm({
  course: initialCourse = '',
  topic,
  page,
  coursePicker = false,
  headingId,
  onClose,
}: {
  course?: string;
  /** Why the visitor asks (content/callback.ts callbackTopics): a note above the form, and stored. */
  topic?: CallbackTopic;
  page: string;
  /** Show a course list (the /request-a-callback page); otherwise the course comes from the opener. */
  coursePicker?: boolean;
  /** Id of the heading that names the form (the dialog's title). */
  headingId: string;
  /** In a dialog: the done step's Close button. */
  onClose?: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    countryCode: DEFAULT_COUNTRY_CODE,
    digits: '',
    email: '',
    course: initialCourse,
  });
  const [step, setStep] = useState<Step>('request');
  const [saved, setSaved] = useState<{ id: string; token: string } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const fid = (f: FieldName) => `${id}-${f}`;
  const shownAtRef = useShownAt(fid('firstName'));
  const honeypot = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  const country = countryOf(values.countryCode);
  const phone = formatPhoneNumber(country, values.digits);
  const ready =
    values.firstName.trim() !== '' &&
    values.lastName.trim() !== '' &&
    // The old site enabled Continue only at exactly the country's minimum digit count, which
    // refused valid 11-digit UK or German numbers: any count within min..max is accepted.
    digitCountOk(values.digits, country);

  const set = <K extends keyof Values>(k: K, v: Values[K]) => {
    setValues((old) => ({ ...old, [k]: v }));
    if (k in errors) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const goTo = (next: Step) => {
    setStep(next);
    // The new step's heading takes focus, so screen readers announce it.
    requestAnimationFrame(() =>
      next === 'request' ? firstField.current?.focus() : stepHeading.current?.focus(),
    );
  };

  const failed = (status: number) => setFailure(status === 429 ? 'rate' : 'down');

  async function onContinue(e: React.FormEvent) {
    e.preventDefault();
    if (!ready || busy) return;
    setFailure(null);
    const payload = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: phone,
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
      ...(values.course ? { course: values.course } : {}),
      ...(topic ? { topic } : {}),
      page,
    };
    // The shared schema first (loaded on demand), so a mistake is shown before anything is sent.
    const { callbackRequestSchema } = await import('@/lib/validation/callback');
    const { fieldErrors } = await import('@/lib/validation/common');
    const check = callbackRequestSchema.safeParse(payload);
    if (!check.success) return showFieldErrors(fieldErrors(check.error));

    setBusy(true);
    const r = saved
      ? await postJson<Saved>(
          `/api/request-a-callback/${saved.id}`,
          { ...payload, token: saved.token, action: 'update' },
          { method: 'PATCH' },
        )
      : await postJson<Saved>('/api/request-a-callback', {
          ...payload,
          website: honeypot.current?.value || undefined,
          elapsedMs: elapsedSince(shownAtRef.current),
        });
    setBusy(false);
    if (r.ok && (r.status === 201 || r.status === 200) && r.data) {
      if (!saved && r.data.id && r.data.token) setSaved({ id: r.data.id, token: r.data.token });
      return goTo('verify');
    }
    if (!r.ok && r.status === 400 && r.fields) return showFieldErrors(r.fields);
    if (r.status === 403 || r.status === 409) {
      setSaved(null);
      return setFailure('start-over');
    }
    failed(r.status);
  }

  function showFieldErrors(fields: Record<string, string>) {
    const mapped: Partial<Record<FieldName, string>> = {};
    for (const [k, msg] of Object.entries(fields)) {
      const f = serverField[k];
      if (f) mapped[f] ??= msg;
    }
    if (!Object.keys(mapped).length) return setFailure('down');
    setErrors(mapped);
    const first = (['firstName', 'lastName', 'digits', 'email', 'course'] as const).find(
      (f) => mapped[f],
    );
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function onNext() {
    if (!saved || busy) return;
    setFailure(null);
    setBusy(true);
    const r = await postJson(
      `/api/request-a-callback/${saved.id}`,
      { token: saved.token, action: 'confirm' },
      { method: 'PATCH' },
    );
    setBusy(false);
    // 409: it was confirmed already (a second click, another tab): done either way.
    if (r.status === 200 || r.status === 409) return goTo('done');
    if (r.status === 403) {
      setSaved(null);
      setFailure('start-over');
      return goTo('request');
    }
    failed(r.status);
  }

  const alert = failure ? (
    <div role="alert" className="mt-4">
      <SendFailure
        ref={alertRef}
        tone={failure === 'rate' ? 'warning' : 'error'}
        text={failure === 'rate' ? t.rateLimited : failure === 'down' ? t.failed : t.startOver}
        withContact={failure !== 'start-over'}
      />
    </div>
  ) : null;

  if (step === 'done') {
    return (
      <CallbackDone
        headingRef={stepHeading}
        headingId={headingId}
        firstName={values.firstName.trim()}
        phone={phone}
        onClose={onClose}
      />
    );
  }

  if (step === 'verify') {
    return (
      <CallbackVerify
        headingRef={stepHeading}
        headingId={headingId}
        name={`${values.firstName.trim()} ${values.lastName.trim()}`}
        phone={phone}
        email={values.email.trim()}
        alert={alert}
        busy={busy}
        onEdit={() => goTo('request')}
        onNext={() => void onNext()}
      />
    );
  }

  return (
    <form onSubmit={(e) => void onContinue(e)} noValidate aria-labelledby={headingId}>
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
        <Field id={fid('firstName')} label={t.firstName} error={errors.firstName}>
          <input
            ref={firstField}
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            className={inputClass(!!errors.firstName)}
            data-autofocus
            {...fieldAria(fid('firstName'), errors.firstName)}
          />
        </Field>
        <Field id={fid('lastName')} label={t.lastName} error={errors.lastName}>
          <input
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            className={inputClass(!!errors.lastName)}
            {...fieldAria(fid('lastName'), errors.lastName)}
          />
        </Field>
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
              <option value="">{t.courseNone}</option>
              {courseCatalogue.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.title}
                </option>
              ))}
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
