import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { forgotPasswordPage as t } from '@/content/accounts';
import { site, whatsappLink } from '@/content/site';
import { resetByMailEnabled } from '@/lib/auth/password-reset';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...pageMetadata({ title: t.title, description: t.description, path: '/forgot-password' }),
  robots: { index: false },
};

// Forgot password: the form when the school sends e-mail (SMTP_URL), else how to reach the school.
export default async function ForgotPasswordPage() {
  // Per request: whether e-mail is configured is read at run time, not baked in at build.
  await connection();
  const byMail = resetByMailEnabled();
  return (
    <AuthCard
      heading={t.heading}
      lead={byMail ? t.lead : undefined}
      footer={
        <p className="text-center">
          <Link href="/log-in" className="font-semibold text-brand underline underline-offset-4">
            {t.back}
          </Link>
        </p>
      }
    >
      {byMail ? (
        <ForgotPasswordForm />
      ) : (
        <div className="grid gap-3 text-ink">
          <p>{t.noMail}</p>
          <ul className="grid gap-2">
            <li>
              <a
                href={`tel:${site.contact.phone.replace(/\s/g, '')}`}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {site.contact.phone}
              </a>{' '}
              (call or{' '}
              <a
                href={whatsappLink('Hello, I need a link to choose a new password for my account.')}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand underline underline-offset-4"
              >
                WhatsApp
              </a>
              )
            </li>
            <li>
              <a
                href={`mailto:${site.contact.email}`}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {site.contact.email}
              </a>
            </li>
          </ul>
        </div>
      )}
    </AuthCard>
  );
}
