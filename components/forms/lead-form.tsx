'use client';

import { Honeypot } from '@/components/forms/honeypot';
import { SendStatus } from '@/components/forms/send-status';
import { SubmitButton } from '@/components/forms/submit-button';
import { usePathname } from 'next/navigation';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import type { z } from 'zod/mini';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { RouteLink } from '@/components/ui/route-link';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson, postMultipart, type SubmitResult } from '@/lib/forms/submit';
import { MAX_UPLOAD_BYTES } from '@/lib/uploads/limits';
import { contactFormText } from '@/content/contact';
import { LeadField, type FieldSpec, type FileSpec, type Option } from './lead-field';
import { elapsedSince, useShownAt } from './shown-at';
import { useSendFailure } from '@/components/forms/use-send-failure';
import { useLeadForm } from '@/components/forms/use-lead-form';

type Values = Record<string, string>;

/** The browser's monotonic clock (the fill time is measured on it, never on the wall clock). */
const clock = () => performance.now();

const ACCEPT =
  '.pdf,.docx,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/jpeg,image/png';

export { contactFields, type FieldSpec, type FileSpec, type Option } from './lead-field';

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
  const { failure, setFailure, alertRef } = useSendFailure();
  const [fileError, setFileError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Record<string, unknown> | null>(null);

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
  const { register, handleSubmit, reset, setError, control, formState } = useLeadForm<Values>(
    resolver,
    empty,
  );
  const { errors, isSubmitting } = formState;
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
        {fields.map((f) => (
          <LeadField
            key={f.name}
            spec={f}
            id={fid(f.name)}
            error={errors[f.name]?.message}
            control={control}
            register={register}
            options={props.dynamicOptions?.[f.name]?.(values)}
          />
        ))}
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
