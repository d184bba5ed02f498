'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { EmailField, fieldsOf } from '@/components/forms/text-field';
import { logInPage as t } from '@/content/accounts';
import { signInWithPassword, type SignInOutcome } from '@/lib/auth/client';
import type { SignInValues } from '@/lib/validation/auth';
import { AuthSubmit } from './auth-submit';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-input';
import { useAccountForm } from './use-account-form';
import { useFocusWhen } from '@/components/ui/use-focus-when';

/** The shared schema, loaded at the first validation so zod stays out of the first paint. */
const resolver = lazyZodResolver<SignInValues>(() =>
  import('@/lib/validation/auth').then((m) => m.signInSchema),
);

const messages: Record<Exclude<SignInOutcome, 'ok'>, string> = {
  failed: t.failed,
  rate: t.rateLimited,
  unavailable: t.unavailable,
};

/**
 * Sign In (spec §2, §5): validated on submit, then on every change. One generic message for any
 * wrong e-mail or password. After signing in, a full page load of `callbackPath` (a same-site path
 * the server checked), so the signed-in pages render fresh from the server.
 */
export function SignInForm({
  callbackPath,
  notice,
}: {
  callbackPath: string;
  /** A message from the URL: a refused social sign-in, a changed password. */
  notice?: { tone: 'error' | 'success'; text: string };
}) {
  const id = useId();
  const [outcome, setOutcome] = useState<Exclude<SignInOutcome, 'ok'> | null>(null);
  const alertRef = useFocusWhen<HTMLParagraphElement>(outcome);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useAccountForm(resolver, {
    email: '',
    password: '',
    remember: false,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: SignInValues) => {
    setOutcome(null);
    const result = await signInWithPassword(values);
    if (result === 'ok') {
      setDone(true);
      window.location.assign(callbackPath);
      return;
    }
    setOutcome(result);
  };

  const f = (name: string) => `${id}-${name}`;
  const field = fieldsOf(id, register, errors);
  return (
    <form onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate aria-label={t.heading}>
      <div className="grid gap-4">
        {notice && !outcome ? <FormAlert tone={notice.tone}>{notice.text}</FormAlert> : null}
        <EmailField {...field('email')} label={t.email} autoComplete="username" />
        <PasswordField {...field('password')} label={t.password} autoComplete="current-password" />
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex items-start gap-3">
            <input
              id={f('remember')}
              type="checkbox"
              aria-describedby={f('remember-hint')}
              className="mt-0.5 size-5 shrink-0 accent-brand"
              {...register('remember')}
            />
            <div>
              <label htmlFor={f('remember')} className="text-sm font-semibold text-ink">
                {t.remember}
              </label>
              <p id={f('remember-hint')} className="text-xs text-muted">
                {t.rememberHint}
              </p>
            </div>
          </div>
          <Link
            href="/forgot-password"
            prefetch={false}
            className="text-sm font-semibold text-brand underline underline-offset-4"
          >
            {t.forgot}
          </Link>
        </div>
        <div role="alert" aria-live="assertive">
          {outcome ? (
            <FormAlert ref={alertRef} tone={outcome === 'rate' ? 'warning' : 'error'}>
              {messages[outcome]}
            </FormAlert>
          ) : null}
        </div>
        <AuthSubmit busy={isSubmitting || done} text={t} />
      </div>
    </form>
  );
}
