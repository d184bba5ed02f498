import { ClassSessionItem } from '@/components/admin/class-session';
import { LabelledInput } from '@/components/admin/detail-parts';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { setJoinUrlAction } from '@/lib/admin/actions/classes';
import type { BatchTimetable } from '@/lib/admin/classes/timetable';

type Where = { cohortId: string; batchId: string };

/** The batch's joining link, edited in place: the save applies only over the link shown. */
export function JoinLinkForm({ where, joinUrl }: { where: Where; joinUrl: string | null }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <p className="min-w-0 text-sm">
        <span className="text-muted">Now: </span>
        {joinUrl ? (
          <a
            href={joinUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="break-all text-brand underline"
          >
            {joinUrl}
          </a>
        ) : (
          'not set'
        )}
      </p>
      <form action={setJoinUrlAction} className="grid min-w-0 grid-cols-1 gap-2">
        <input type="hidden" name="cohortId" value={where.cohortId} />
        <input type="hidden" name="batchId" value={where.batchId} />
        <input type="hidden" name="seen" value={joinUrl ?? ''} />
        <LabelledInput
          label="Joining link (https)"
          type="url"
          name="joinUrl"
          defaultValue={joinUrl ?? ''}
          maxLength={500}
          inputMode="url"
          aria-describedby="join-url-note"
        />
        <p id="join-url-note" className="text-sm text-muted">
          Only this batch’s paid learners see it. Leave it empty to remove the link.
        </p>
        <button
          type="submit"
          className={buttonClass('outline', 'min-h-11 justify-self-start px-4 text-sm')}
        >
          Save the joining link
        </button>
      </form>
    </div>
  );
}

/** The batch's classes, week by week from the cohort's start. */
export function TimetableWeeks({ where, weeks }: { where: Where; weeks: BatchTimetable['weeks'] }) {
  if (!weeks.length) {
    return (
      <EmptyState className="mt-2">
        No classes yet: they are made when the cohort is published.
      </EmptyState>
    );
  }
  return (
    <div className="mt-2 grid min-w-0 grid-cols-1 gap-5">
      {weeks.map((w) => (
        <section key={w.week} aria-labelledby={`week-${w.week}`} className="min-w-0">
          <h3 id={`week-${w.week}`} className="font-bold text-ink">
            Week {w.week}
          </h3>
          <ol className="mt-2 grid min-w-0 grid-cols-1 gap-3">
            {w.sessions.map((s) => (
              <ClassSessionItem key={s.id} where={where} session={s} />
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
