'use client';

import { useActionState, useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { saveCohortAction, type CohortFormState } from '@/lib/admin/actions/courses';
import { WEEKDAYS } from '@/lib/courses/class-days';
import type { CohortFormValues } from '@/lib/validation/cohort';
import { CohortField, cohortControl, errorId, fieldAttrs, FieldError } from './cohort-field';
import { BatchTable, TierTable } from './cohort-rows';
import { Refusal } from './refusal';

type Status = 'draft' | 'published' | 'closed';

/** The save buttons a cohort's status offers: the status each saves it as, and its words. */
function buttons(status: Status | null): [Status, string][] {
  if (status === 'published') {
    return [
      ['published', 'Save'],
      ['draft', 'Unpublish (save as draft)'],
      ['closed', 'Close'],
    ];
  }
  if (status === 'closed') {
    return [
      ['closed', 'Save'],
      ['published', 'Publish again'],
      ['draft', 'Save as draft'],
    ];
  }
  return [
    ['draft', 'Save as draft'],
    ['published', 'Publish'],
    ...(status === 'draft' ? ([['closed', 'Close']] as [Status, string][]) : []),
  ];
}

/**
 * The cohort editor (/admin/courses/new and a cohort's page, admins only): its dates, list price,
 * class days, tiers and batches. A refused save comes back with each field's refusal under it and
 * focus on the first; a save goes to the cohort's page.
 */
export function CohortEditor({
  course,
  cohort,
  initial,
  slots,
  taken = {},
}: {
  course: string;
  /** The stored cohort being edited, or null for a new one. */
  cohort: { id: string; version: number; status: Status } | null;
  initial: CohortFormValues;
  slots: readonly string[];
  taken?: Record<string, number>;
}) {
  const [state, action, pending] = useActionState<CohortFormState, FormData>(
    saveCohortAction,
    null,
  );
  return (
    // A refused save remounts the form with what was typed (React resets a form after its action).
    <EditorForm
      key={state ? JSON.stringify(state) : 'first'}
      action={action}
      pending={pending}
      state={state}
      values={state?.values ?? initial}
      course={course}
      cohort={cohort}
      slots={slots}
      taken={taken}
    />
  );
}

function EditorForm({
  action,
  pending,
  state,
  values,
  course,
  cohort,
  slots,
  taken,
}: {
  action: (form: FormData) => void;
  pending: boolean;
  state: CohortFormState;
  values: CohortFormValues;
  course: string;
  cohort: { id: string; version: number; status: Status } | null;
  slots: readonly string[];
  taken: Record<string, number>;
}) {
  const errors = state?.fields ?? {};
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!state) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (first ?? alert.current)?.focus();
  }, [state]);
  const text = (path: keyof CohortFormValues, extra = '') => ({
    ...fieldAttrs(path, path, errors),
    defaultValue: values[path] as string,
    className: cohortControl(!!errors[path], extra),
  });
  return (
    <form ref={form} action={action} className="grid grid-cols-1 gap-6" noValidate>
      <input type="hidden" name="course" value={course} />
      <input type="hidden" name="id" value={cohort?.id ?? ''} />
      <input type="hidden" name="version" value={cohort?.version ?? 0} />
      {state ? <Refusal ref={alert}>{state.message}</Refusal> : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <CohortField path="number" label="Cohort number" errors={errors}>
          <input {...text('number', 'w-28')} inputMode="numeric" />
        </CohortField>
        <CohortField path="listPrice" label="List price (₹)" errors={errors} hint="Whole rupees">
          <input {...text('listPrice', 'w-40')} inputMode="numeric" />
        </CohortField>
        <div />
        <CohortField path="startDate" label="Start date" errors={errors}>
          <input {...text('startDate')} type="date" />
        </CohortField>
        <CohortField path="endDate" label="End date" errors={errors}>
          <input {...text('endDate')} type="date" />
        </CohortField>
        <CohortField
          path="enrolUntil"
          label="Last day to enrol"
          errors={errors}
          hint="Until 23:59 in India that day"
        >
          <input {...text('enrolUntil')} type="date" />
        </CohortField>
      </div>
      <fieldset
        className="grid min-w-0 gap-2"
        aria-describedby={errors.classDays ? errorId('classDays') : undefined}
      >
        <legend className="text-base font-bold text-ink">Class days</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {WEEKDAYS.map((day, i) => (
            <label key={day} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                id={i === 0 ? 'cohort-classDays' : undefined}
                name={`day${i + 1}`}
                value="1"
                defaultChecked={values.classDays.includes(i + 1)}
                aria-invalid={errors.classDays ? true : undefined}
                className="size-5"
              />
              {day}
            </label>
          ))}
        </div>
        <FieldError path="classDays" errors={errors} />
      </fieldset>
      <CohortField
        path="timeCommitment"
        label="Time commitment"
        errors={errors}
        hint="As the course page says it, e.g. ‘12-14 hours per week’"
      >
        <input {...text('timeCommitment', 'w-full max-w-xl')} maxLength={200} />
      </CohortField>
      <TierTable initial={values.tiers} errors={errors} />
      <BatchTable initial={values.batches} errors={errors} slots={slots} taken={taken} />
      <div className="flex flex-wrap gap-2">
        {buttons(cohort?.status ?? null).map(([intent, label], i) => (
          <button
            key={intent}
            type="submit"
            name="intent"
            value={intent}
            disabled={pending}
            className={buttonClass(i === 0 ? 'primary' : 'outline')}
          >
            {label}
          </button>
        ))}
      </div>
    </form>
  );
}
