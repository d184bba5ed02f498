'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { fieldsOf } from '@/components/forms/text-field';
import { resetPasswordPage as t } from '@/content/accounts';
import { postJson } from '@/lib/forms/submit';
import type { ResetPasswordValues } from '@/lib/validation/auth';
import { AuthSubmit } from './auth-submit';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-input';
import { useAccountForm } from './use-account-form';

const resolver = lazyZodResolver<ResetPasswordValues>(() =>
  import('@/lib/validation/auth').then((m) => m.resetPasswordFormSchema),
);

/** The new password, twice; a used or expired link says so and offers a new one. */
export function ResetPasswordForm({ token }: { token: string }) {
  const id = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [state, setState] = useState<'idle' | 'invalid' | 'down' | 'done'>('idle');
  const { register, handleSubmit, formState } = useAccountForm(resolver, {
    password: '',
    confirmPassword: '',
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (state === 'invalid' || state === 'down') alertRef.current?.focus();
  }, [state]);

  const onSubmit = async (values: ResetPasswordValues) => {
    const r = await postJson('/api/account/reset-password', { ...values, token });
    if (r.ok) {
      setState('done');
      // A full page load on purpose: no page rendered for the old session stays in the router cache.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/log-in?reset=1');
      return;
    }
    setState(r.status === 400 ? 'invalid' : 'down');
  };

  const field = fieldsOf(id, register, errors);
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-label={t.heading}>
      <div className="grid gap-4">
        <PasswordField {...field('password')} label={t.password} autoComplete="new-password" />
        <PasswordField
          {...field('confirmPassword')}
          label={t.confirmPassword}
          autoComplete="new-password"
        />
        <div role="alert" aria-live="assertive">
          {state === 'invalid' ? (
            <FormAlert ref={alertRef}>
              {t.invalid}{' '}
              <Link href="/forgot-password" prefetch={false} className="font-semibold underline">
                {t.askAgain}
              </Link>
            </FormAlert>
          ) : state === 'down' ? (
            <FormAlert ref={alertRef}>{t.failed}</FormAlert>
          ) : null}
        </div>
        <AuthSubmit
          busy={isSubmitting || state === 'done'}
          text={t}
          className="w-full py-3 disabled:opacity-70"
        />
      </div>
    </form>
  );
}
