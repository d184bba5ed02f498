import { BookOpen, Clock } from 'lucide-react';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { learningCardText as t } from '@/content/learner';
import type { LearningCard as Card } from '@/lib/learner/enrolments';
import { batchLabel } from '@/lib/payments/format';
import { paymentPath } from '@/lib/payments/payment-path';
import { TaxDocumentLinks } from '@/components/checkout/tax-document-links';
import { ProgressBar } from './progress-bar';

/**
 * A learning card (spec §2): the course's level, current lesson and progress with 'Resume Course'
 * to the player; an enrolment awaiting payment says so and links to finish paying.
 */
export function LearningCard({ card }: { card: Card }) {
  const headingId = `card-${card.reference}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-light font-display text-lg font-bold text-brand">
          {card.level ?? <BookOpen aria-hidden="true" className="size-6" />}
        </span>
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg leading-snug font-bold text-ink">
            {card.title}
          </h3>
          <p className="mt-1 text-sm text-muted">
            {card.level ? `${t.level} ${card.level} · ` : ''}
            {t.batch} {batchLabel(card.batch)}
          </p>
        </div>
      </div>
      {card.status === 'paid' ? (
        card.progress ? (
          <div className="mt-4 flex flex-1 flex-col">
            <p className="text-sm text-muted">{card.progress.current ? t.currentLesson : ''}</p>
            <p className="font-semibold text-ink">
              {card.progress.current ? card.progress.current.title : t.completed}
            </p>
            <ProgressBar
              percent={card.progress.percent}
              label={`${t.progressLabel}: ${card.title}`}
              className="mt-4"
            />
            <p className="mt-1 text-sm font-semibold text-ink">
              {t.progress(card.progress.percent)}
            </p>
            <Link
              href={`/french-course-layout?course=${card.course}${card.progress.current ? `&lesson=${card.progress.current.key}` : ''}`}
              className={buttonClass('primary', 'mt-4 self-start')}
            >
              {card.progress.done ? t.resume : t.start}
            </Link>
          </div>
        ) : (
          <p className="mt-4 text-muted">{t.programmeBody}</p>
        )
      ) : null}
      {card.status === 'paid' ? (
        <TaxDocumentLinks
          reference={card.reference}
          documents={card.documents ?? []}
          className="mt-3 text-sm"
        />
      ) : (
        <div className="mt-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <p className="flex items-center gap-2 font-bold text-amber-900">
            <Clock aria-hidden="true" className="size-5" />
            {card.status === 'pending_payment' ? t.awaitingPayment : t.awaitingConfirmation}
          </p>
          <p className="mt-1 text-sm text-ink">
            {card.status === 'pending_payment' ? t.awaitingPaymentBody : t.awaitingConfirmationBody}
          </p>
          <p className="mt-1 text-sm text-muted">
            {t.reference} {card.reference}
          </p>
          {card.status === 'pending_payment' ? (
            <Link href={paymentPath(card.reference)} className={buttonClass('primary', 'mt-3')}>
              {t.finishPaying}
            </Link>
          ) : null}
        </div>
      )}
    </article>
  );
}
