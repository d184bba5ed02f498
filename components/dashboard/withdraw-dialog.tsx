'use client';

import { Wallet } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { buttonClass } from '@/components/ui/button';
import { DialogField, DialogForm } from '@/components/learner/dialog-form';
import { useDialogForm } from '@/components/learner/use-dialog-form';
import { inputClass } from '@/components/ui/field';
import { referralText as t } from '@/content/learner';
import { validValues } from '@/lib/forms/valid-values';
import { UPI_PATTERN, withdrawalSchema } from '@/lib/validation/learner';

/** The API's schema: the UPI id is sent trimmed, as it checks it. */
const resolver = zodResolver(withdrawalSchema);

/** 'Withdraw Amount': the balance to a UPI id; staff pay it and mark it paid. */
export function WithdrawDialog({ amount, enabled }: { amount: string; enabled: boolean }) {
  const id = useId();
  const router = useRouter();
  const { register, handleSubmit, reset, clearErrors, formState, dialog } = useDialogForm(
    resolver,
    { upiId: '' },
    { fields: ['upiId'] },
  );
  const error = formState.errors.upiId?.message;

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
      payload={() => validValues(handleSubmit)}
      relay={409}
      onSent={() => {
        reset();
        router.refresh();
      }}
      {...dialog}
    >
      <DialogField id={`${id}-upi`} label={t.upi} error={error}>
        <input
          id={`${id}-upi`}
          data-autofocus
          autoComplete="off"
          spellCheck={false}
          placeholder={t.upiPlaceholder}
          {...register('upiId', {
            onChange: (e: { target: HTMLInputElement }) => {
              if (error && UPI_PATTERN.test(e.target.value.trim())) clearErrors('upiId');
            },
          })}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-upi-error` : undefined}
          className={inputClass(!!error)}
        />
      </DialogField>
    </DialogForm>
  );
}
