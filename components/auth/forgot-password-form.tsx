'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { EmailField, fieldsOf } from '@/components/forms/text-field';
import { forgotPasswordPage as t } from '@/content/accounts';
import { postJson, sendFailure } from '@/lib/forms/submit';
import type { ForgotPasswordValues } from '@/lib/validation/auth';
import { AuthSubmit } from './auth-submit';
import { FormAlert } from './form-alert';
import { useAccountForm } from './use-account-form';

const resolver = lazyZodResolver<ForgotPasswordValues>(() =>
  import('@/lib/validation/auth').then((m) => m.forgotPasswordSchema),
);

/** Asks for the one-time link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const id = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'idle' | 'sent' | 'rate' | 'down'>('idle');
  const { register, handleSubmit, formState } = useAccountForm(resolver, { email: '' });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (state !== 'idle') alertRef.current?.focus();
  }, [state]);

  const onSubmit = async (values: ForgotPasswordValues) => {
    const r = await postJson('/api/account/forgot-password', values);
    setState(r.ok ? 'sent' : sendFailure(r));
  };

  if (state === 'sent') {
    return (
      <div role="status">
        <FormAlert ref={alertRef} tone="success">
          <strong className="block">{t.sentTitle}</strong>
          {t.sent}
        </FormAlert>
      </div>
    );
  }
  const field = fieldsOf(id, register, errors);
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-label={t.heading}>
      <div className="grid gap-4">
        <EmailField {...field('email')} label={t.email} />
        <div role="alert" aria-live="assertive">
          {state === 'rate' || state === 'down' ? (
            <FormAlert ref={alertRef} tone={state === 'rate' ? 'warning' : 'error'}>
              {state === 'rate' ? t.rateLimited : t.failed}
            </FormAlert>
          ) : null}
        </div>
        <AuthSubmit busy={isSubmitting} text={t} className="w-full py-3 disabled:opacity-70" />
      </div>
    </form>
  );
}
