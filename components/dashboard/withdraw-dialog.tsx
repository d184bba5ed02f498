'use client';

import { Wallet } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MotionPanel } from '@/components/learner/motion-panel';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { referralMessages, referralText as t } from '@/content/learner';
import { UPI_PATTERN } from '@/lib/validation/learner';

/** 'Withdraw Amount': the balance to a UPI id; staff pay it and mark it paid. */
export function WithdrawDialog({ amount, enabled }: { amount: string; enabled: boolean }) {
  const id = useId();
  const router = useRouter();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
    setFailure(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!UPI_PATTERN.test(upi.trim())) return setError(referralMessages.upi);
    setSending(true);
    try {
      const res = await fetch('/api/dashboard/withdraw', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ upiId: upi.trim() }),
      });
      if (res.status === 201) {
        setUpi('');
        setThanks(true);
        close();
        router.refresh();
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fields?: Record<string, string> };
      } | null;
      if (res.status === 400 && body?.error?.fields?.upiId) setError(body.error.fields.upiId);
      else setFailure((res.status === 409 && body?.error?.message) || t.failed);
    } catch {
      setFailure(t.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        disabled={!enabled}
        aria-describedby={enabled ? undefined : `${id}-low`}
        onClick={() => {
          setThanks(false);
          setOpen(true);
        }}
        className={buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60')}
      >
        <Wallet aria-hidden="true" className="size-5" />
        {t.withdraw}
      </button>
      {enabled ? null : (
        <p id={`${id}-low`} className="mt-2 text-sm text-muted">
          {t.tooLow}
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-green-800">
        {thanks ? t.thanks : ''}
      </p>
      <Dialog open={open} onClose={close} labelledBy={`${id}-title`} returnFocusRef={opener}>
        <MotionPanel key={String(open)}>
          <form onSubmit={(e) => void submit(e)} noValidate className="p-6">
            <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand">
              {t.withdrawTitle}
            </h2>
            <p className="mt-2 text-sm text-muted">{t.withdrawLead(amount)}</p>
            <label htmlFor={`${id}-upi`} className={`${labelClass(!!error)} mt-4`}>
              {t.upi}
            </label>
            <input
              id={`${id}-upi`}
              data-autofocus
              value={upi}
              autoComplete="off"
              spellCheck={false}
              placeholder={t.upiPlaceholder}
              onChange={(e) => {
                setUpi(e.target.value);
                if (error && UPI_PATTERN.test(e.target.value.trim())) setError(null);
              }}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-upi-error` : undefined}
              className={inputClass(!!error)}
            />
            <FieldError id={`${id}-upi-error`} message={error ?? undefined} />
            <div role="alert" className="mt-3">
              {failure ? <FormAlert>{failure}</FormAlert> : null}
            </div>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} className={buttonClass('outline', 'px-6')}>
                {t.cancel}
              </button>
              <button
                type="submit"
                disabled={sending}
                className={buttonClass('primary', 'px-6 disabled:opacity-70')}
              >
                {sending ? t.submitting : t.submit}
              </button>
            </div>
          </form>
        </MotionPanel>
      </Dialog>
    </>
  );
}
