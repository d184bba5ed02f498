import { DashboardSection } from '@/components/dashboard/dashboard-section';
import { classText } from '@/content/classes';
import type { BatchClasses } from '@/lib/classes/learner';
import type { CalendarNotice } from '@/lib/learner/classes';
import { CalendarCard } from './calendar-card';
import { NextClassCard } from './next-class-card';
import { TimetableSection } from './timetable-section';

/**
 * The dashboard's 'Next class': a card per batch the learner may join, then their calendar card;
 * then 'Your timetable', every class of those batches by week. Nothing at all for a learner with no such batch (no enrolment paid, or not in a batch).
 */
export function ClassesSection({
  classes,
  feed,
  now,
  notice,
}: {
  classes: BatchClasses[];
  /** The private calendar address. */
  feed: string | null;
  /** The request's time, epoch milliseconds. */
  now: number;
  notice: CalendarNotice;
}) {
  if (!classes.length) return null;
  return (
    <>
      <DashboardSection
        id="next-class-heading"
        title={classText.nextClassHeading}
        className="mb-10"
      >
        <ul className={`mt-4 grid gap-4 ${classes.length > 1 ? 'md:grid-cols-2' : ''}`}>
          {classes.map((b) => (
            <li key={b.batchId} className="min-w-0">
              <NextClassCard batch={b} now={now} />
            </li>
          ))}
        </ul>
        {feed ? (
          <div className="mt-4">
            <CalendarCard address={feed} notice={notice} />
          </div>
        ) : null}
      </DashboardSection>
      <TimetableSection classes={classes} now={now} />
    </>
  );
}
