import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AccountEntryCard } from '@/components/pages/account-entry-card';
import { SignInForm } from '@/components/auth/sign-in-form';
import { logInPage as t } from '@/content/accounts';
import { callbackPathOf, logInNotice } from '@/lib/auth/page-params';
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
  return (
    <AccountEntryCard
      text={t}
      other={{ question: t.noAccount, link: t.signUp, path: '/sign-up' }}
      callbackPath={callbackPath}
    >
      <SignInForm callbackPath={callbackPath} notice={logInNotice(params)} />
    </AccountEntryCard>
  );
}
