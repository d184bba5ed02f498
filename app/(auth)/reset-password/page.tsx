import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { ResetPasswordForm } from '@/components/auth/reset-password-form';
import { resetPasswordPage as t } from '@/content/accounts';
import { firstParam } from '@/lib/auth/page-params';
import { resetTokenUsable } from '@/lib/auth/password-reset';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...contentMetadata(t, '/reset-password'),
  robots: { index: false },
  // The link's token must not travel on to other sites in a Referer.
  referrer: 'no-referrer',
};

// Choose a new password, from a one-time link (rendered per request: it checks the link).
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstParam(await searchParams, 'token') ?? '';
  const usable = token.length > 0 && token.length <= 200 && (await resetTokenUsable(token));
  return (
    <AuthCard heading={t.heading} lead={usable ? t.lead : undefined}>
      {usable ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="grid gap-4">
          <FormAlert>{token ? t.invalid : t.missing}</FormAlert>
          <Link
            href="/forgot-password"
            className="font-semibold text-brand underline underline-offset-4"
          >
            {t.askAgain}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
