import type { ReactNode } from 'react';

/**
 * An exercise's live lines under its items: the result (a status) once checked, and what is
 * still missing (an alert) after a check with gaps left. Both stay in the page, empty when unused.
 */
export function ExerciseStatus({
  status,
  missing,
  statusClassName = 'font-semibold',
}: {
  status: ReactNode;
  missing: ReactNode;
  statusClassName?: string;
}) {
  return (
    <div>
      <p role="status" className={statusClassName}>
        {status}
      </p>
      <p role="alert" className="text-sm font-semibold text-red-700">
        {missing}
      </p>
    </div>
  );
}
