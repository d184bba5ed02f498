import { Award } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { certificateText as t } from '@/content/dashboard';
import { CertificateCard } from '@/components/dashboard/certificate-card';
import { requireUser } from '@/lib/auth/session';
import { certificatesOf } from '@/lib/learner/certificates';
import { contentMetadata } from '@/lib/metadata';

export const metadata: Metadata = {
  ...contentMetadata(t, '/dashboard/certificate'),
  robots: { index: false },
};

// The learner's certificates (spec §2): the ones staff issued; none until a course is completed.
export default async function CertificatePage() {
  const user = await requireUser('/dashboard/certificate');
  const certificates = await certificatesOf(user.id);
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-display text-3xl font-bold text-brand sm:text-4xl">{t.heading}</h1>
      {certificates.length ? (
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {certificates.map((c) => (
            <li key={c.id}>
              <CertificateCard c={c} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex sm:items-start sm:gap-5">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
            <Award aria-hidden="true" className="size-6" />
          </span>
          <div className="mt-4 sm:mt-0">
            <h2 className="text-lg font-bold text-ink">{t.emptyTitle}</h2>
            <p className="mt-1 max-w-2xl text-muted">{t.emptyBody}</p>
            <Link href="/your-french-level" className={buttonClass('primary', 'mt-4 px-6')}>
              {t.findLevel}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
