import { Award, Download, ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { certificatesText as t } from '@/content/learner';
import { ProgressBar } from './progress-bar';
import { formatDate } from '@/lib/dates';
import { IconCard } from './icon-card';

export type CertificateCardData = {
  id: string;
  course: string;
  issuedAt: Date;
  /** The course's progress in the player, when it has one. */
  percent: number | null;
};

/** A certificate staff issued (spec §2): course, id, progress, 'View and download'. */
export function CertificateCard({
  c,
  sample = false,
}: {
  c: CertificateCardData;
  sample?: boolean;
}) {
  return (
    <IconCard
      icon={Award}
      headingId={`cert-${c.id}`}
      title={c.course}
      lead={
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
          <dt className="text-muted">{t.id}</dt>
          <dd className="font-mono text-ink">{c.id}</dd>
          <dt className="text-muted">{t.issued}</dt>
          <dd className="text-ink">{formatDate(c.issuedAt)}</dd>
        </dl>
      }
    >
      {c.percent !== null ? (
        <div className="mt-4">
          <ProgressBar percent={c.percent} label={`${t.progress}: ${c.course}`} />
          <p className="mt-1 text-sm text-ink">
            {t.progress}: {c.percent}%
          </p>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-3">
        {sample ? (
          <span className={buttonClass('primary')}>
            <Download aria-hidden="true" className="size-5" />
            {t.view}
          </span>
        ) : (
          <a href={`/api/dashboard/certificates/${c.id}`} className={buttonClass('primary')}>
            <Download aria-hidden="true" className="size-5" />
            {t.view}
            <span className="sr-only">: {c.course}</span>
          </a>
        )}
        {sample ? null : (
          <Link
            href={`/certificates/${c.id}`}
            className="inline-flex items-center gap-1 font-semibold text-brand underline underline-offset-4"
          >
            {t.verifyLink}
            <ExternalLink aria-hidden="true" className="size-4" />
          </Link>
        )}
      </div>
    </IconCard>
  );
}
