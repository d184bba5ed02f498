import { ChevronDown } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard/dashboard-section';
import { classText, timetableText as t } from '@/content/classes';
import type { BatchClasses } from '@/lib/classes/learner';
import { classTimeText } from '@/lib/classes/plan';
import type { TimetableClass, TimetableWeek } from '@/lib/classes/timetable-view';
import { formatWeekdayDayMonth, indiaDayStart } from '@/lib/dates';

const DAY_MS = 86_400_000;

const badge: Record<TimetableClass['state'], string> = {
  held: 'bg-slate-100 text-ink',
  live: 'bg-emerald-700 text-white',
  next: 'bg-brand text-white',
  upcoming: '',
  cancelled: 'bg-red-50 text-red-800 ring-1 ring-red-200',
};

function Badge({ children, className }: { children: string; className: string }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

/** One class: its time, where it stands, its lesson, and its recording or reason. */
function ClassRow({ c, now }: { c: TimetableClass; now: number }) {
  const cancelled = c.state === 'cancelled';
  return (
    <li className="grid gap-1 px-4 py-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={`font-semibold ${cancelled ? 'text-muted' : 'text-ink'}`}>
          {classTimeText(c)}
        </span>
        {c.state !== 'upcoming' ? <Badge className={badge[c.state]}>{t[c.state]}</Badge> : null}
        {c.moved && !cancelled ? (
          <Badge className="bg-amber-50 text-amber-900 ring-1 ring-amber-200">{t.moved}</Badge>
        ) : null}
      </p>
      {c.topic ? <p className="text-sm text-muted">{classText.topic(c.topic)}</p> : null}
      {cancelled && c.reason ? <p className="text-sm text-ink">{c.reason}</p> : null}
      {c.moved && !cancelled ? <p className="text-sm text-muted">{t.movedNote}</p> : null}
      {c.state === 'held' ? (
        c.recordingUrl ? (
          <p className="text-sm">
            <a
              href={c.recordingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand underline underline-offset-2"
            >
              {t.recording}
              <span className="sr-only"> {classText.newTab}</span>
            </a>
          </p>
        ) : (
          <p className="text-sm text-muted">
            {now - c.endsAt.getTime() < DAY_MS ? t.recordingSoon : t.noRecording}
          </p>
        )
      ) : null}
    </li>
  );
}

/** A week as a disclosure: open for the week of the next class, the others one tap away. */
function Week({ w, now }: { w: TimetableWeek; now: number }) {
  const cancelled = w.classes.filter((c) => c.state === 'cancelled').length;
  const from = formatWeekdayDayMonth(indiaDayStart(w.from));
  return (
    <details
      open={w.current}
      className="group rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <summary className="flex cursor-pointer [&::-webkit-details-marker]:hidden flex-wrap items-baseline gap-x-2 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
        <span className="font-bold text-ink">{t.week(w.week, from)}</span>
        <span className="text-sm text-muted">{t.count(w.classes.length, cancelled)}</span>
        <ChevronDown
          aria-hidden="true"
          className="ml-auto size-5 shrink-0 self-center text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <ol className="divide-y divide-slate-200 border-t border-slate-200">
        {w.classes.map((c) => (
          <ClassRow key={c.id} c={c} now={now} />
        ))}
      </ol>
    </details>
  );
}

/**
 * The dashboard's whole timetable: for each of the learner's batches, every class by week of the
 * cohort (past ones with their recordings, cancelled and moved ones marked), the week of the next
 * class open. Nothing for a learner with no batch.
 */
export function TimetableSection({ classes, now }: { classes: BatchClasses[]; now: number }) {
  const withClasses = classes.filter((b) => b.weeks.length);
  if (!withClasses.length) return null;
  return (
    <DashboardSection id="timetable-heading" title={t.heading} className="mb-10">
      <p className="mt-1 text-muted">{t.lead}</p>
      {withClasses.map((b) => (
        <section key={b.batchId} aria-labelledby={`timetable-${b.batchId}`} className="mt-4">
          <h3 id={`timetable-${b.batchId}`} className="text-lg font-bold text-ink">
            {b.label}
          </h3>
          <div className="mt-3 grid gap-3">
            {b.weeks.map((w) => (
              <Week key={w.week} w={w} now={now} />
            ))}
          </div>
        </section>
      ))}
    </DashboardSection>
  );
}
