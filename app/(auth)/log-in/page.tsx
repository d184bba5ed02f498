import type { Metadata } from 'next';
import { AccountEntryCard } from '@/components/pages/account-entry-card';
import { SignInForm } from '@/components/auth/sign-in-form';
import { logInPage as t } from '@/content/accounts';
import { entryPage } from '@/lib/auth/entry-page';
import { logInNotice } from '@/lib/auth/page-params';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = contentMetadata(t, '/log-in');

// Sign In (spec §2): rendered per request (it reads the session and the callbackUrl).
export default async function LogInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { params, callbackPath } = await entryPage(searchParams);
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
