import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { forgotPasswordPage as t } from '@/content/accounts';
import { PhoneLine } from '@/components/forms/phone-line';
import { phoneHref, site } from '@/content/site';
import { isSet } from '@/content/school-values';
import { resetByMailEnabled } from '@/lib/auth/password-reset';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...contentMetadata(t, '/forgot-password'),
  robots: { index: false },
};

// Forgot password: the form when the school sends e-mail (SMTP_URL), else how to reach the school.
export default async function ForgotPasswordPage() {
  // Per request: whether e-mail is configured is read at run time, not baked in at build.
  await connection();
  const byMail = resetByMailEnabled();
  const phone = phoneHref();
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
            {phone && isSet(site.contact.phone) ? (
              <li>
                <PhoneLine
                  linkClass="font-semibold text-brand underline underline-offset-4"
                  message="Hello, I need a link to choose a new password for my account."
                />
              </li>
            ) : null}
            {isSet(site.contact.email) ? (
              <li>
                <a
                  href={`mailto:${site.contact.email}`}
                  className="font-semibold text-brand underline underline-offset-4"
                >
                  {site.contact.email}
                </a>
              </li>
            ) : null}
            {!phone && !isSet(site.contact.email) ? (
              <li>
                <Link
                  href="/ContactUs"
                  className="font-semibold text-brand underline underline-offset-4"
                >
                  {t.contactPage}
                </Link>
              </li>
            ) : null}
          </ul>
        </div>
      )}
    </AuthCard>
  );
}
