'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { SendFailure } from '@/components/forms/send-failure';
import { SubmitButton } from '@/components/forms/submit-button';
import { fieldAria, FieldError, inputClass, labelClass } from '@/components/ui/field';
import { paymentText as t } from '@/content/checkout';
import { postJson } from '@/lib/forms/submit';
import { UTR_PATTERN } from '@/lib/payments/utr';

const clean = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

/** The UPI/UTR reference of a transfer the learner made; the server records it for staff to confirm. */
export function TransferForm({ reference }: { reference: string }) {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  const check = (v: string) =>
    !clean(v) ? t.utrRequired : UTR_PATTERN.test(clean(v)) ? null : t.utrInvalid;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    setTouched(true);
    const problem = check(value);
    setError(problem);
    setFailure(null);
    if (problem) return input.current?.focus();
    setBusy(true);
    const sent = await postJson<{ next?: string }>(`/api/enrolments/${reference}/transfer`, {
      utr: clean(value),
    });
    if (sent.ok && sent.data?.next) {
      router.push(sent.data.next);
      return;
    }
    const fieldMsg = sent.ok ? undefined : sent.fields?.utr;
    if (fieldMsg) {
      setError(fieldMsg);
      input.current?.focus();
    } else {
      setFailure((!sent.ok && sent.message) || t.utrFailed);
      requestAnimationFrame(() => alert.current?.focus());
    }
    setBusy(false);
  }

  const fid = `${id}-utr`;
  return (
    <form onSubmit={submit} noValidate aria-label={t.utrTitle} className="grid gap-3">
      <div>
        <label htmlFor={fid} className={labelClass(!!error)}>
          {t.utrLabel}
        </label>
        <p id={`${fid}-hint`} className="mb-1 text-sm text-muted">
          {t.utrHint}
        </p>
        <input
          ref={input}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (touched) setError(check(e.target.value));
          }}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClass(!!error)} font-mono uppercase`}
          {...fieldAria(fid, error ?? undefined)}
          aria-describedby={`${fid}-hint${error ? ` ${fid}-error` : ''}`}
        />
        <FieldError id={`${fid}-error`} message={error ?? undefined} />
      </div>
      {failure ? (
        <div ref={alert} tabIndex={-1}>
          <SendFailure tone="error" text={failure} />
        </div>
      ) : null}
      <SubmitButton
        busy={busy}
        label={t.utrSubmit}
        busyLabel={t.utrSending}
        className="justify-self-start"
      />
    </form>
  );
}
