'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SendFailure } from '@/components/forms/send-failure';
import { SubmitButton } from '@/components/forms/submit-button';
import { fieldAria, FieldError, inputClass, labelClass } from '@/components/ui/field';
import { paymentText as t } from '@/content/checkout';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson } from '@/lib/forms/submit';
import { UTR_PATTERN } from '@/lib/payments/utr';

const clean = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/** The UPI/UTR reference of a transfer the learner made; the server records it for staff to confirm. */
export function TransferForm({ reference }: { reference: string }) {
  const id = useId();
  const router = useRouter();
  const alert = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Checked at submit, then again at every change (react-hook-form, as every form of the site).
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ utr: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { utr: '' },
  });
  const error = errors.utr?.message;

  const check = (v: string) =>
    !clean(v) ? t.utrRequired : UTR_PATTERN.test(clean(v)) ? true : t.utrInvalid;

  const send = async ({ utr }: { utr: string }) => {
    setFailure(null);
    const sent = await postJson<{ next?: string }>(`/api/enrolments/${reference}/transfer`, {
      utr: clean(utr),
    });
    if (sent.ok && sent.data?.next) {
      router.push(sent.data.next);
      return;
    }
    if (!sent.ok && applyFieldErrors(setError, sent.fields, ['utr'])) return;
    setFailure((!sent.ok && sent.message) || t.utrFailed);
    requestAnimationFrame(() => alert.current?.focus());
  };

  const fid = `${id}-utr`;
  return (
    <form
      onSubmit={(e) => {
        setFailure(null);
        return handleSubmit(send)(e);
      }}
      noValidate
      aria-label={t.utrTitle}
      className="grid gap-3"
    >
      <div>
        <label htmlFor={fid} className={labelClass(!!error)}>
          {t.utrLabel}
        </label>
        <p id={`${fid}-hint`} className="mb-1 text-sm text-muted">
          {t.utrHint}
        </p>
        <input
          {...register('utr', { validate: check })}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass(!!error)} font-mono uppercase`}
          {...fieldAria(fid, error)}
          aria-describedby={`${fid}-hint${error ? ` ${fid}-error` : ''}`}
        />
        <FieldError id={`${fid}-error`} message={error} />
      </div>
      {failure ? (
        <div ref={alert} tabIndex={-1}>
          <SendFailure tone="error" text={failure} />
        </div>
      ) : null}
      <SubmitButton
        busy={isSubmitting}
        label={t.utrSubmit}
        busyLabel={t.utrSending}
        className="justify-self-start"
      />
    </form>
  );
}
