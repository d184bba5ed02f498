import { CalendarClock } from 'lucide-react';
import { IconCard } from '@/components/dashboard/icon-card';
import { classText } from '@/content/classes';
import type { BatchClasses } from '@/lib/classes/learner';
import { classTimeText } from '@/lib/classes/plan';
import { JoinClass } from './join-class';

/**
 * One of the learner's batches: 'Next class: Monday 12 January, 7:00-9:30 AM IST', its topic and
 * 'Join class', then the upcoming classes that were cancelled or moved; or, when every class is
 * held, a sentence saying so. On the dashboard the batch is an h3; in the course player, where
 * the lesson's h1 comes after it, the batch is a plain line.
 */
export function NextClassCard({
  batch,
  now,
  titleAs: Title = 'h3',
}: {
  batch: BatchClasses;
  /** The request's time, epoch milliseconds. */
  now: number;
  titleAs?: 'h3' | 'p';
}) {
  const titleId = `next-class-${batch.batchId}`;
  const { next } = batch;
  return (
    <IconCard
      icon={CalendarClock}
      headingId={titleId}
      title={batch.label}
      titleAs={Title}
      lead={
        next ? (
          <>
            <p className="mt-1 font-semibold text-brand">
              {classText.nextClass(classTimeText(next))}
            </p>
            {next.topic ? (
              <p className="mt-1 text-sm text-muted">{classText.topic(next.topic)}</p>
            ) : null}
          </>
        ) : (
          <p className="mt-1 text-muted">{classText.noMoreClasses}</p>
        )
      }
    >
      {next ? (
        <div className="mt-4">
          <JoinClass
            joinUrl={batch.joinUrl}
            startsAt={next.startsAt.getTime()}
            endsAt={next.endsAt.getTime()}
            now={now}
          />
        </div>
      ) : null}
      {batch.notices.length ? (
        <ul className="mt-4 grid gap-2 border-t border-slate-200 pt-4 text-sm">
          {batch.notices.map((n) => (
            <li key={`${n.status}-${n.startsAt.getTime()}`} className="text-ink">
              {n.status === 'cancelled'
                ? classText.cancelled(classTimeText(n), n.reason ?? '').trim()
                : classText.moved(classTimeText(n))}
            </li>
          ))}
        </ul>
      ) : null}
    </IconCard>
  );
}
