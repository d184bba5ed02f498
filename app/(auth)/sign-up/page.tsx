import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { SignUpForm } from '@/components/auth/sign-up-form';
import { SocialButtons } from '@/components/auth/social-buttons';
import { signUpPage as t } from '@/content/accounts';
import { callbackPathOf, firstParam } from '@/lib/auth/page-params';
import { isReference } from '@/lib/payments/reference';
import { socialProviders } from '@/lib/auth/providers';
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
    <AuthCard
      heading={t.heading}
      lead={t.lead}
      footer={
        <p className="text-center">
          {t.haveAccount}{' '}
          <Link
            href={`/log-in?callbackUrl=${encodeURIComponent(callbackPath)}`}
            className="font-semibold text-brand underline underline-offset-4"
          >
            {t.logIn}
          </Link>
        </p>
      }
    >
      <SignUpForm
        callbackPath={callbackPath}
        enrolment={isReference(enrolment) ? enrolment : undefined}
      />
      <SocialButtons providers={socialProviders()} callbackPath={callbackPath} />
    </AuthCard>
  );
}
