import type { Metadata } from 'next';
import { AccountEntryCard } from '@/components/pages/account-entry-card';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { signUpPage as t } from '@/content/accounts';
import { entryPage } from '@/lib/auth/entry-page';
import { firstParam } from '@/lib/auth/page-params';
import { isReference } from '@/lib/payments/reference';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(t, '/sign-up');

// Create Account (spec §2): rendered per request (it reads the session and the callbackUrl).
export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { params, callbackPath } = await entryPage(searchParams);
  const enrolment = firstParam(params, 'enrolment');
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
