'use client';

import { Honeypot } from '@/components/forms/honeypot';
import { SendStatus } from '@/components/forms/send-status';
import { leadSubmitClass, SubmitButton } from '@/components/forms/submit-button';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, fieldAria, FieldError, inputClass, labelClass } from '@/components/ui/field';
import { RouteLink } from '@/components/ui/route-link';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson, postMultipart, type SubmitResult } from '@/lib/forms/submit';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/limits';
import { contactFormText } from '@/content/contact';
import { PhoneInput } from './phone-input';
import { elapsedSince, useShownAt } from './shown-at';

export type Option = { value: string; label: string; disabled?: boolean };

export type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  /** Takes both columns on wide screens. */
  wide?: boolean;
} & (
  | { type: 'text' | 'email' | 'date' | 'count'; autoComplete?: string; min?: string; max?: string }
  | { type: 'textarea'; rows?: number }
  | { type: 'select'; options: readonly string[]; placeholder?: string }
  | { type: 'phone' }
);

/** The name, e-mail and phone fields a lead form asks first, worded by `labels`. */
export function contactFields(labels: { name: string; email: string; phone: string }): FieldSpec[] {
  return [
    { name: 'name', label: labels.name, type: 'text', autoComplete: 'name' },
    { name: 'email', label: labels.email, type: 'email', autoComplete: 'email' },
    { name: 'phoneNumber', label: labels.phone, type: 'phone' },
  ];
}

export type FileSpec = {
  name: string;
  label: string;
  hint: string;
  /** The message when it is required and missing (same as the server's). */
  required?: string;
};

type Values = Record<string, string>;

/** The browser's monotonic clock (the fill time is measured on it, never on the wall clock). */
const clock = () => performance.now();
type Failure = 'rate' | 'down' | 'fields';

const ACCEPT =
  '.pdf,.docx,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

export type LeadFormProps = {
  /** The form's accessible name. */
  label: string;
  endpoint: string;
  fields: FieldSpec[];
  file?: FileSpec;
  /** The shared zod schema, loaded on the first validation (keeps zod out of the first load). */
  loadSchema: () => Promise<z.ZodMiniType>;
  submit: string;
  /** Title and words of the thank-you dialog, or what it shows from the server's answer. */
  success: { title: string; body: string } | ((answer: Record<string, unknown>) => ReactNode);
  successTitle?: string;
  /** Options that depend on other fields (the reservation's slots on a day). */
  dynamicOptions?: Record<string, (values: Values) => Option[]>;
  /** Called after the server refused a choice (409) so the caller can refresh what it offers. */
  onRefused?: () => void;
};

/**
 * The site's lead forms, built like the contact form (components/forms/contact-form.tsx):
 * react-hook-form with the shared zod schema loaded lazily, errors under a field once touched,
 * browser-measured fill time and a honeypot, server field errors put back under their fields, and
 * a failed send that keeps the input and takes focus to a message offering the phone line.
 */
export function LeadForm(props: LeadFormProps) {
  const { fields, file, endpoint } = props;
  const id = useId();
  const pathname = usePathname();
  const fid = (name: string) => `${id}-${name}`;
  const shownAtRef = useShownAt(fid(fields[0]?.name ?? ''));
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Record<string, unknown> | null>(null);

  useEffect(() => {
    if (failure === 'rate' || failure === 'down') alertRef.current?.focus();
  }, [failure]);

  const empty = Object.fromEntries(fields.map((f) => [f.name, ''])) as Values;
  const loadSchema = props.loadSchema;
  const resolver: Resolver<Values> = async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([
      import('@hookform/resolvers/zod'),
      loadSchema(),
    ]);
    // The API schema also takes page and spam signals, which are optional: the form's values pass.
    return (zodResolver as unknown as (s: z.ZodMiniType) => Resolver<Values>)(schema)(
      values,
      context,
      options,
    );
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: empty });
  const values = { ...empty, ...useWatch({ control }) } as Values;

  const checkFile = (): File | null | false => {
    const f = fileRef.current?.files?.[0] ?? null;
    if (!file) return null;
    if (!f) {
      if (file.required) {
        setFileError(file.required);
        return false;
      }
      return null;
    }
    if (f.size > MAX_UPLOAD_BYTES) {
      setFileError('The file must be at most 10 MB.');
      return false;
    }
    setFileError(null);
    return f;
  };

  const onSubmit = async (v: Values) => {
    setFailure(null);
    const chosen = checkFile();
    if (chosen === false) {
      fileRef.current?.focus();
      return;
    }
    const extra = {
      page: pathname,
      elapsedMs: elapsedSince(shownAtRef.current),
      ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
    };
    let r: SubmitResult;
    if (file) {
      const data = new FormData();
      for (const [k, val] of Object.entries({ ...v, ...extra })) data.append(k, String(val));
      if (chosen) data.append(file.name, chosen, chosen.name);
      r = await postMultipart(endpoint, data);
    } else {
      r = await postJson(endpoint, { ...v, ...extra });
    }
    if (r.ok && r.data?.success) {
      reset(empty);
      if (fileRef.current) fileRef.current.value = '';
      shownAtRef.current = clock();
      setAnswer(r.data);
      return;
    }
    if (!r.ok && r.kind === 'rate_limited') return setFailure('rate');
    if (!r.ok && r.status >= 400 && r.status < 500 && r.fields) {
      const names = Object.fromEntries(Object.keys(empty).map((k) => [k, k]));
      const fileField = file
        ? { [file.name]: { show: setFileError, focus: () => fileRef.current?.focus() } }
        : {};
      const placed = applyFieldErrors(setError, r.fields, names, fileField);
      if (r.status === 409) props.onRefused?.();
      return setFailure(placed ? 'fields' : 'down');
    }
    setFailure('down');
  };

  const t = contactFormText;
  const success = props.success;
  const closeThanks = () => setAnswer(null);

  return (
    <>
      <form
        onSubmit={(e) => {
          // The file's own check runs with the others, so every message shows at once.
          if (file) checkFile();
          void handleSubmit(onSubmit)(e);
        }}
        noValidate
        aria-label={props.label}
        className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-6"
      >
        {fields.map((f) => {
          const err = errors[f.name]?.message;
          const span = f.wide || f.type === 'textarea' ? 'sm:col-span-2' : undefined;
          const hintId = f.hint ? `${fid(f.name)}-hint` : undefined;
          const aria = fieldAria(fid(f.name), err);
          const describedBy =
            [hintId, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
          const hint = f.hint ? (
            <p id={hintId} className="mb-1 text-sm text-muted">
              {f.hint}
            </p>
          ) : null;
          if (f.type === 'phone') {
            return (
              <div key={f.name} className={span}>
                <label htmlFor={fid(f.name)} className={labelClass(!!err)}>
                  {f.label}
                </label>
                <Controller
                  control={control}
                  name={f.name}
                  render={({ field }) => (
                    <PhoneInput
                      id={fid(f.name)}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      invalid={!!err}
                      describedBy={describedBy}
                    />
                  )}
                />
                <FieldError id={`${fid(f.name)}-error`} message={err} />
              </div>
            );
          }
          let widget: ReactNode;
          if (f.type === 'textarea') {
            widget = (
              <textarea
                rows={f.rows ?? 4}
                className={inputClass(!!err)}
                {...aria}
                aria-describedby={describedBy}
                {...register(f.name)}
              />
            );
          } else if (f.type === 'select') {
            const dynamic = props.dynamicOptions?.[f.name];
            const options: Option[] = dynamic
              ? dynamic(values)
              : f.options.map((o) => ({ value: o, label: o }));
            widget = (
              <select
                className={inputClass(!!err)}
                {...aria}
                aria-describedby={describedBy}
                {...register(f.name)}
              >
                <option value="">{f.placeholder ?? 'Select…'}</option>
                {options.map((o) => (
                  <option key={o.value} value={o.value} disabled={o.disabled}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          } else {
            widget = (
              <input
                type={f.type === 'count' ? 'text' : f.type}
                inputMode={
                  f.type === 'count' ? 'numeric' : f.type === 'email' ? 'email' : undefined
                }
                autoComplete={f.autoComplete}
                min={f.min}
                max={f.max}
                className={inputClass(!!err)}
                {...aria}
                aria-describedby={describedBy}
                {...register(f.name)}
              />
            );
          }
          return (
            <Field key={f.name} id={fid(f.name)} label={f.label} error={err} className={span}>
              {hint}
              {widget}
            </Field>
          );
        })}
        {file ? (
          <div className="sm:col-span-2">
            <label htmlFor={fid(file.name)} className={labelClass(!!fileError)}>
              {file.label}
            </label>
            <p id={`${fid(file.name)}-hint`} className="mb-1 text-sm text-muted">
              {file.hint}
            </p>
            <input
              ref={fileRef}
              id={fid(file.name)}
              name={file.name}
              type="file"
              accept={ACCEPT}
              aria-invalid={!!fileError}
              aria-describedby={`${fid(file.name)}-hint${fileError ? ` ${fid(file.name)}-error` : ''}`}
              onChange={() => {
                if (fileError) checkFile();
              }}
              className={`${inputClass(!!fileError)} file:mr-3 file:rounded-full file:border-0 file:bg-brand-light file:px-4 file:py-1 file:font-semibold file:text-brand`}
            />
            <FieldError id={`${fid(file.name)}-error`} message={fileError ?? undefined} />
          </div>
        ) : null}
        <Honeypot ref={honeypot} />
        <p className="text-sm text-muted sm:col-span-2">
          By sending this form you agree to our{' '}
          <RouteLink href="/t&c" className="font-semibold text-brand underline underline-offset-2">
            {contactFormText.terms}
          </RouteLink>{' '}
          and{' '}
          <RouteLink
            href="/privacy-policy"
            className="font-semibold text-brand underline underline-offset-2"
          >
            {contactFormText.privacy}
          </RouteLink>
          .
        </p>
        <div className="sm:col-span-2">
          <SendStatus failure={failure} alertRef={alertRef} text={t} />
          <SubmitButton
            ref={submitRef}
            busy={isSubmitting}
            label={props.submit}
            busyLabel={t.sending}
            className={leadSubmitClass}
          />
        </div>
      </form>
      <Dialog
        open={!!answer}
        onClose={closeThanks}
        labelledBy={`${id}-thanks-title`}
        describedBy={`${id}-thanks-body`}
        returnFocusRef={submitRef}
      >
        <div className="p-6 text-center">
          <h2 id={`${id}-thanks-title`} className="font-display text-2xl font-bold text-brand">
            {typeof success === 'function' ? props.successTitle : success.title}
          </h2>
          <div id={`${id}-thanks-body`} className="mt-3 text-ink">
            {answer ? (
              typeof success === 'function' ? (
                success(answer)
              ) : (
                <p>{success.body}</p>
              )
            ) : null}
          </div>
          <button
            type="button"
            data-autofocus
            onClick={closeThanks}
            className={buttonClass('primary', 'mt-6 px-8 py-2')}
          >
            Close
          </button>
        </div>
      </Dialog>
    </>
  );
}
