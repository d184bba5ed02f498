import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountEntryCard } from '@/components/pages/account-entry-card';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { signUpPage as t } from '@/content/accounts';
import { callbackPathOf, firstParam } from '@/lib/auth/page-params';
import { isReference } from '@/lib/payments/reference';
import { currentUser } from '@/lib/auth/session';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(t, '/sign-up');

// Create Account (spec §2): rendered per request (it reads the session and the callbackUrl).
export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackPath = callbackPathOf(params);
  const enrolment = firstParam(params, 'enrolment');
  if (await currentUser()) redirect(callbackPath);
  return (
    <AccountEntryCard
      text={t}
      other={{ question: t.haveAccount, link: t.logIn, path: '/log-in' }}
      callbackPath={callbackPath}
    >
      <SignUpForm
        callbackPath={callbackPath}
        enrolment={isReference(enrolment) ? enrolment : undefined}
      />
    </AccountEntryCard>
  );
}
