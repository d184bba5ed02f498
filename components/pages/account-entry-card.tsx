import type { ReactNode } from 'react';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { SocialButtons } from '@/components/auth/social-buttons';
import { socialProviders } from '@/lib/auth/providers';

/**
 * The log-in and sign-up pages' card: its form, the social sign-in buttons, and a footer that
 * leads to the other page with the same callbackUrl.
 */
export function AccountEntryCard({
  text,
  other,
  callbackPath,
  children,
}: {
  text: { heading: string; lead: string };
  /** The other page: the question before its link, the link's words and its path. */
  other: { question: string; link: string; path: '/log-in' | '/sign-up' };
  callbackPath: string;
  children: ReactNode;
}) {
  return (
    <AuthCard
      heading={text.heading}
      lead={text.lead}
      footer={
        <p className="text-center">
          {other.question}{' '}
          <Link
            href={`${other.path}?callbackUrl=${encodeURIComponent(callbackPath)}`}
            className="font-semibold text-brand underline underline-offset-4"
          >
            {other.link}
          </Link>
        </p>
      }
    >
      {children}
      <SocialButtons providers={socialProviders()} callbackPath={callbackPath} />
    </AuthCard>
  );
}
