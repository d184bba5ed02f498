'use client';

import { Wallet } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DialogForm } from '@/components/learner/dialog-form';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { referralMessages, referralText as t } from '@/content/learner';
import { UPI_PATTERN } from '@/lib/validation/learner';

/** 'Withdraw Amount': the balance to a UPI id; staff pay it and mark it paid. */
export function WithdrawDialog({ amount, enabled }: { amount: string; enabled: boolean }) {
  const id = useId();
  const router = useRouter();
  const [upi, setUpi] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <DialogForm
      id={id}
      opener={{
        icon: Wallet,
        label: t.withdraw,
        className: buttonClass('primary', 'disabled:cursor-not-allowed disabled:opacity-60'),
        statusClassName: 'mt-2 text-sm text-green-800',
        disabled: !enabled,
        describedBy: enabled ? undefined : `${id}-low`,
        note: enabled ? null : (
          <p id={`${id}-low`} className="mt-2 text-sm text-muted">
            {t.tooLow}
          </p>
        ),
      }}
      // referralText has no signedOut, so a 401 shows t.failed.
      text={{ ...t, title: t.withdrawTitle, lead: t.withdrawLead(amount) }}
      action="/api/dashboard/withdraw"
      payload={() => {
        if (UPI_PATTERN.test(upi.trim())) return { upiId: upi.trim() };
        setError(referralMessages.upi);
        return null;
      }}
      relay={409}
      onFieldErrors={({ upiId }) => {
        if (upiId) setError(upiId);
        return !!upiId;
      }}
      onSent={() => {
        setUpi('');
        router.refresh();
      }}
      onClose={() => setError(null)}
    >
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
    </DialogForm>
  );
}
