'use client';

import { useId, useState } from 'react';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { TermsLinks } from '@/components/forms/terms-links';
import { EmailField, fieldsOf, TextField } from '@/components/forms/text-field';
import { signUpPage as t } from '@/content/accounts';
import { signInWithPassword } from '@/lib/auth/client';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { postJson } from '@/lib/forms/submit';
import type { SignUpValues } from '@/lib/validation/auth';
import { AuthSubmit } from './auth-submit';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-input';
import { useAccountForm } from './use-account-form';
import { useSendFailure } from '@/components/forms/use-send-failure';

const resolver = lazyZodResolver<SignUpValues>(() =>
  import('@/lib/validation/auth').then((m) => m.signUpFormSchema),
);

const fieldNames = ['fullName', 'email', 'password', 'confirmPassword'] as const;

/**
 * Create Account (spec §2, §5): every rule and message of §5, on submit and then on change, and
 * again on the server. A new account is signed in at once and sent on to `callbackPath`.
 */
export function SignUpForm({
  callbackPath,
  enrolment,
}: {
  callbackPath: string;
  /** The enrolment whose success page led here: it joins the new account (proof: its cookie). */
  enrolment?: string;
}) {
  const id = useId();
  const { failure, setFailure, alertRef } = useSendFailure();
  const [done, setDone] = useState(false);
  const { register, handleSubmit, setError, formState } = useAccountForm(resolver, {
    fullName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: SignUpValues) => {
    setFailure(null);
    const r = await postJson('/api/account/sign-up', enrolment ? { ...values, enrolment } : values);
    if (r.status === 201) {
      const signedIn = await signInWithPassword({ email: values.email, password: values.password });
      setDone(true);
      window.location.assign(
        signedIn === 'ok'
          ? callbackPath
          : `/log-in?callbackUrl=${encodeURIComponent(callbackPath)}`,
      );
      return;
    }
    if (r.ok) return setFailure('down');
    if (r.kind === 'rate_limited') return setFailure('rate');
    if (
      (r.status === 400 || r.status === 409) &&
      applyFieldErrors(setError, r.fields, fieldNames)
    ) {
      return setFailure('fields');
    }
    setFailure('down');
  };

  const f = (name: string) => `${id}-${name}`;
  const field = fieldsOf(id, register, errors);
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-label={t.heading}>
      <div className="grid gap-4">
        <TextField {...field('fullName')} label={t.fullName} autoComplete="name" />
        <EmailField {...field('email')} label={t.email} />
        <div>
          <PasswordField
            {...field('password')}
            label={t.password}
            autoComplete="new-password"
            hintId={f('password-hint')}
          />
          <p id={f('password-hint')} className="mt-1 text-xs text-muted">
            {t.passwordHint}
          </p>
        </div>
        <PasswordField
          {...field('confirmPassword')}
          label={t.confirmPassword}
          autoComplete="new-password"
        />
        <p className="text-sm text-muted">
          <TermsLinks text={t} />
          {t.termsAfter}
        </p>
        <div role="alert" aria-live="assertive">
          {failure === 'rate' || failure === 'down' ? (
            <FormAlert ref={alertRef} tone={failure === 'rate' ? 'warning' : 'error'}>
              {failure === 'rate' ? t.rateLimited : t.failed}
            </FormAlert>
          ) : failure === 'fields' ? (
            <p className="text-sm text-red-700">{t.checkFields}</p>
          ) : null}
        </div>
        <AuthSubmit busy={isSubmitting || done} text={t} />
      </div>
    </form>
  );
}
