import { officeHours, speedText } from '@/content/office-hours';
import { formatStaffTime } from '@/lib/dates';
import { formatOfficeDuration, targetMs } from '@/lib/leads/office-clock';
import type { Wait } from '@/lib/leads/speed';

const target = () => formatOfficeDuration(targetMs(officeHours.targetMinutes));

/** A lead's wait for its first answer in the inbox: marked once it is past the school's target. */
export function LeadWait({ wait }: { wait: Wait }) {
  const d = formatOfficeDuration(wait.ms);
  if (wait.answered) {
    return (
      <span className={`block ${wait.over ? 'text-amber-900' : ''}`}>{speedText.answered(d)}</span>
    );
  }
  return (
    <span className={`block ${wait.over ? 'font-semibold text-red-700' : ''}`}>
      {speedText.waiting(d)}
      {wait.over ? <span className="block">{speedText.over(target())}</span> : null}
    </span>
  );
}

/** The note under the inbox: what the waits count. */
export function LeadWaitNote() {
  return (
    <p className="mt-3 text-sm text-muted">
      {speedText.counted(target(), officeHours.hours !== null)}
    </p>
  );
}

/** The lead page's fact: when staff first answered, and the wait in office hours. */
export function FirstAnswerFact({ wait, at }: { wait: Wait; at: Date | null }) {
  const d = formatOfficeDuration(wait.ms);
  return (
    <>
      <dt className="text-muted">{speedText.firstAnswer}</dt>
      <dd className={wait.over && !at ? 'font-semibold text-red-700' : ''}>
        {at ? `${formatStaffTime(at)}, ${speedText.answered(d)}` : speedText.waiting(d)}
        {wait.over ? ` (${speedText.over(target())})` : ''}
      </dd>
    </>
  );
}
