import { ConfirmSubmit } from '@/components/admin/confirm-submit';
import { LabelledInput } from '@/components/admin/detail-parts';
import { EmptyState } from '@/components/ui/empty-state';
import { addHolidayAction, moveCohortDateAction } from '@/lib/admin/actions/classes';
import { formatDay } from '@/lib/dates';

type Holiday = { id: string; firstDay: string; lastDay: string; reason: string; choice: string };

const optionClass = 'flex min-h-11 items-start gap-2 py-1 text-sm text-ink';

const daysText = (h: { firstDay: string; lastDay: string }) =>
  h.firstDay === h.lastDay
    ? formatDay(h.firstDay)
    : `${formatDay(h.firstDay)} to ${formatDay(h.lastDay)}`;

/**
 * A cohort's holidays and the form that adds one (staff and admins): a day or a range with no
 * class in any batch, its classes cancelled or pushed; asks before it is applied.
 */
export function CohortHolidays({
  cohort,
  holidays,
}: {
  cohort: { id: string; version: number; startDate: string; endDate: string };
  holidays: readonly Holiday[];
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {holidays.length ? (
        <ul className="grid min-w-0 gap-2 text-sm">
          {holidays.map((h) => (
            <li key={h.id} className="min-w-0 rounded-lg bg-slate-50 p-3 wrap-anywhere">
              <span className="font-semibold text-ink">{daysText(h)}</span>: {h.reason}
              <span className="text-muted">
                {' '}
                · classes {h.choice === 'push' ? 'pushed to later days' : 'cancelled'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="text-sm">No holidays yet.</EmptyState>
      )}
      <form action={addHolidayAction} className="grid min-w-0 grid-cols-1 gap-3">
        <input type="hidden" name="cohortId" value={cohort.id} />
        <input type="hidden" name="version" value={cohort.version} />
        <h3 className="font-bold text-ink">Add a holiday</h3>
        <p className="text-sm text-muted">
          No class of any batch takes place on these days. For one day, or to cancel one date in
          every batch at once, give the same first and last day.
        </p>
        <div className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-2">
          {[
            ['First day', 'firstDay'],
            ['Last day', 'lastDay'],
          ].map(([label, name]) => (
            <LabelledInput
              key={name}
              label={label}
              type="date"
              name={name}
              required
              min={cohort.startDate}
              max={cohort.endDate}
            />
          ))}
        </div>
        <LabelledInput
          label="What it is (learners see it, e.g. Christmas)"
          name="reason"
          required
          maxLength={100}
        />
        <fieldset className="grid min-w-0 gap-1">
          <legend className="text-sm font-semibold text-ink">
            The classes already on those days
          </legend>
          <label className={optionClass}>
            <input type="radio" name="choice" value="cancel" required className="mt-1 size-5" />
            <span>Cancel them (learners see them called off for the holiday)</span>
          </label>
          <label className={optionClass}>
            <input type="radio" name="choice" value="push" className="mt-1 size-5" />
            <span>Push them to each batch’s next free class days after the holiday</span>
          </label>
          <label className={`${optionClass} ps-7`}>
            <input type="checkbox" name="extendEnd" value="yes" className="mt-1 size-5" />
            <span>
              When pushing, move the course’s end date later so that no class is lost (otherwise a
              class with no free day before the end is cancelled)
            </span>
          </label>
        </fieldset>
        <ConfirmSubmit
          label="Add the holiday"
          question="Add this holiday? Its classes in every batch change now, and each learner of the cohort who is affected gets one e-mail about it."
          yes="Yes, add the holiday"
          no="No, go back"
        />
      </form>
      <form action={moveCohortDateAction} className="grid min-w-0 grid-cols-1 gap-3">
        <input type="hidden" name="cohortId" value={cohort.id} />
        <h3 className="font-bold text-ink">Move one day’s classes in every batch</h3>
        <p className="text-sm text-muted">
          Each batch’s class on that day moves to the new day at its own time; its learners are
          e-mailed the new time.
        </p>
        <div className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-2">
          <LabelledInput label="The classes of" type="date" name="from" required />
          <LabelledInput label="Move to" type="date" name="to" required />
        </div>
        <ConfirmSubmit
          label="Move the classes"
          question="Move that day’s classes in every batch? Their learners are e-mailed the new time at once."
          yes="Yes, move them"
          no="No, go back"
        />
      </form>
    </div>
  );
}
