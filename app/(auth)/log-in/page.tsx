import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SocialButtons } from '@/components/auth/social-buttons';
import { logInPage as t } from '@/content/accounts';
import { callbackPathOf, logInNotice } from '@/lib/auth/page-params';
import { socialProviders } from '@/lib/auth/providers';
import { currentUser } from '@/lib/auth/session';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(t, '/log-in');

// Sign In (spec §2): rendered per request (it reads the session and the callbackUrl).
export default async function LogInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackPath = callbackPathOf(params);
  if (await currentUser()) redirect(callbackPath);
  const signUpHref = `/sign-up?callbackUrl=${encodeURIComponent(callbackPath)}`;
  return (
    <AuthCard
      heading={t.heading}
      lead={t.lead}
      footer={
        <p className="text-center">
          {t.noAccount}{' '}
          <Link href={signUpHref} className="font-semibold text-brand underline underline-offset-4">
            {t.signUp}
          </Link>
        </p>
      }
    >
      <SignInForm callbackPath={callbackPath} notice={logInNotice(params)} />
      <SocialButtons providers={socialProviders()} callbackPath={callbackPath} />
    </AuthCard>
  );
}
