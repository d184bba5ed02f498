'use client';

import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { CohortFormValues } from '@/lib/validation/cohort';
import { cohortControl, errorId, fieldAttrs, FieldError } from './cohort-field';

type Errors = Record<string, string>;

/**
 * Rows with keys that stay with them when another row is removed. Focus follows the keyboard: to
 * a new row's first control, and to the add button once a row is removed.
 */
function useRows<T>(initial: T[], blank: () => T) {
  const next = useRef(initial.length);
  const body = useRef<HTMLTableSectionElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const focus = useRef<'new' | 'add' | null>(null);
  const [rows, setRows] = useState(() => initial.map((value, key) => ({ key, value })));
  useEffect(() => {
    if (focus.current === 'new') {
      body.current
        ?.querySelector<HTMLElement>(
          'tr:last-child select, tr:last-child input:not([type="hidden"])',
        )
        ?.focus();
    } else if (focus.current === 'add') addButton.current?.focus();
    focus.current = null;
  }, [rows]);
  return {
    rows,
    body,
    addButton,
    add: () => {
      focus.current = 'new';
      setRows((r) => [...r, { key: next.current++, value: blank() }]);
    },
    remove: (key: number) => {
      focus.current = 'add';
      setRows((r) => r.filter((row) => row.key !== key));
    },
  };
}

const th = 'px-2 py-1 text-left text-sm font-semibold text-ink';
const td = 'px-2 py-1 align-top';
const small = buttonClass('outline', 'min-h-9 px-3 text-sm');

/** The price tiers: each a price in whole rupees and the last day it is valid. */
export function TierTable({
  initial,
  errors,
}: {
  initial: CohortFormValues['tiers'];
  errors: Errors;
}) {
  const { rows, body, addButton, add, remove } = useRows(initial, () => ({
    price: '',
    lastDay: '',
  }));
  return (
    <fieldset className="grid gap-2" aria-describedby={errors.tiers ? errorId('tiers') : undefined}>
      <legend className="text-base font-bold text-ink">Price tiers</legend>
      <p className="text-sm text-muted">
        Each tier is the price until the end of its day in India; after the last tier the list price
        applies. Later tiers cost the same or more, all below the list price.
      </p>
      {rows.length ? (
        <table className="w-full max-w-xl">
          <thead>
            <tr>
              <th scope="col" className={th}>
                Price (₹)
              </th>
              <th scope="col" className={th}>
                Valid until
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody ref={body}>
            {rows.map(({ key, value }, i) => (
              <tr key={key}>
                <td className={td}>
                  <label htmlFor={`cohort-tiers-${i}-price`} className="sr-only">
                    Price (₹)
                  </label>
                  <input
                    {...fieldAttrs(`tiers.${i}.price`, `tier.${i}.price`, errors)}
                    defaultValue={value.price}
                    inputMode="numeric"
                    className={cohortControl(!!errors[`tiers.${i}.price`], 'w-36')}
                  />
                  <FieldError path={`tiers.${i}.price`} errors={errors} />
                </td>
                <td className={td}>
                  <label htmlFor={`cohort-tiers-${i}-lastDay`} className="sr-only">
                    Valid until
                  </label>
                  <input
                    {...fieldAttrs(`tiers.${i}.lastDay`, `tier.${i}.lastDay`, errors)}
                    type="date"
                    defaultValue={value.lastDay}
                    className={cohortControl(!!errors[`tiers.${i}.lastDay`])}
                  />
                  <FieldError path={`tiers.${i}.lastDay`} errors={errors} />
                </td>
                <td className={td}>
                  <button type="button" onClick={() => remove(key)} className={small}>
                    Remove<span className="sr-only"> tier {i + 1}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-ink">No tiers: the list price applies throughout.</p>
      )}
      <FieldError path="tiers" errors={errors} />
      <p>
        <button
          ref={addButton}
          type="button"
          onClick={add}
          className={small}
          disabled={rows.length >= 10}
        >
          Add a tier
        </button>
      </p>
    </fieldset>
  );
}

/** The batches: a slot each (IST), its capacity, and whether it takes enrolments. */
export function BatchTable({
  initial,
  errors,
  slots,
  taken,
}: {
  initial: CohortFormValues['batches'];
  errors: Errors;
  slots: readonly string[];
  /** Seats held now, by batch id. */
  taken: Record<string, number>;
}) {
  const { rows, body, addButton, add, remove } = useRows(initial, () => ({
    id: '',
    slot: '',
    capacity: '15',
    open: true,
  }));
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={errors.batches ? errorId('batches') : undefined}
    >
      <legend className="text-base font-bold text-ink">Batches</legend>
      <p className="text-sm text-muted">
        One batch per slot, 1 to 50 seats (the school’s rule is 6 to 15). A closed batch takes no
        new enrolments; a batch with enrolments can be closed but not removed.
      </p>
      <table className="w-full">
        <thead>
          <tr>
            <th scope="col" className={th}>
              Slot
            </th>
            <th scope="col" className={th}>
              Capacity
            </th>
            <th scope="col" className={th}>
              Taking enrolments
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.map(({ key, value }, i) => (
            <tr key={key}>
              <td className={td}>
                <input type="hidden" name={`batch.${i}.id`} value={value.id} />
                <label htmlFor={`cohort-batches-${i}-slot`} className="sr-only">
                  Slot
                </label>
                <select
                  {...fieldAttrs(`batches.${i}.slot`, `batch.${i}.slot`, errors)}
                  defaultValue={value.slot}
                  className={cohortControl(!!errors[`batches.${i}.slot`])}
                >
                  <option value="">Pick a slot</option>
                  {slots.map((s, slot) => (
                    <option key={s} value={String(slot)}>
                      {s} IST
                    </option>
                  ))}
                </select>
                <FieldError path={`batches.${i}.slot`} errors={errors} />
              </td>
              <td className={td}>
                <label htmlFor={`cohort-batches-${i}-capacity`} className="sr-only">
                  Capacity
                </label>
                <input
                  {...fieldAttrs(`batches.${i}.capacity`, `batch.${i}.capacity`, errors)}
                  type="number"
                  min={1}
                  max={50}
                  defaultValue={value.capacity}
                  className={cohortControl(!!errors[`batches.${i}.capacity`], 'w-24')}
                />
                {value.id ? (
                  <p className="text-sm text-muted">{taken[value.id] ?? 0} seats taken now</p>
                ) : null}
                <FieldError path={`batches.${i}.capacity`} errors={errors} />
              </td>
              <td className={td}>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={`batch.${i}.open`}
                    value="1"
                    defaultChecked={value.open}
                    className="size-5"
                  />
                  Open
                </label>
              </td>
              <td className={td}>
                <button type="button" onClick={() => remove(key)} className={small}>
                  Remove<span className="sr-only"> batch {i + 1}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <FieldError path="batches" errors={errors} />
      <p>
        <button
          ref={addButton}
          type="button"
          onClick={add}
          className={small}
          disabled={rows.length >= slots.length}
        >
          Add a batch
        </button>
      </p>
    </fieldset>
  );
}
