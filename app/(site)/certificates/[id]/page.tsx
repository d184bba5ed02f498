import { BadgeCheck, SearchX } from 'lucide-react';
import type { Metadata } from 'next';
import { certificatesText as t } from '@/content/learner';
import { verifyCertificate } from '@/lib/learner/certificates';
import { pageMetadata } from '@/lib/metadata';
import { formatLongDate } from '@/lib/dates';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  return {
    ...pageMetadata({
      title: t.verifyTitle,
      description: t.verifyDescription,
      path: `/certificates/${encodeURIComponent(id)}`,
    }),
    // A learner's name: checkable by whoever has the id, never listed by search engines.
    robots: { index: false, follow: false },
  };
}

// /certificates/<id>: anyone can check a certificate is genuine (name, course, date; nothing else)
export default async function CertificateVerifyPage({ params }: { params: Params }) {
  const { id } = await params;
  const c = await verifyCertificate(id);
  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="font-display text-3xl font-bold text-brand">{t.verifyTitle}</h1>
        {c ? (
          <>
            <p className="mt-4 flex items-center gap-2 text-lg font-bold text-green-800">
              <BadgeCheck aria-hidden="true" className="size-7" />
              {t.verifyGenuine}
            </p>
            <dl className="mt-5 grid gap-3 sm:grid-cols-[10rem_1fr]">
              <dt className="font-semibold text-muted">{t.verifyName}</dt>
              <dd className="text-ink">{c.name}</dd>
              <dt className="font-semibold text-muted">{t.verifyCourse}</dt>
              <dd className="text-ink">{c.course}</dd>
              <dt className="font-semibold text-muted">{t.verifyDate}</dt>
              <dd className="text-ink">{formatLongDate(c.issuedAt)}</dd>
              <dt className="font-semibold text-muted">{t.id}</dt>
              <dd className="font-mono text-ink">{c.id}</dd>
            </dl>
          </>
        ) : (
          <p className="mt-4 flex items-start gap-2 text-ink">
            <SearchX aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
            {t.verifyNotFound}
          </p>
        )}
      </div>
    </section>
  );
}
