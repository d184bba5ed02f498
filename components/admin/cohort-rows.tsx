'use client';

import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/admin/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectOptions } from '@/components/ui/select-options';
import type { CohortFormValues } from '@/lib/validation/cohort';
import { cohortControl, controlId, errorId, fieldAttrs, FieldError } from './cohort-field';

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

const small = buttonClass('outline', 'min-h-9 px-3 text-sm');

/** What a list of rows is called and says, where its errors are, and its new row's values. */
type RowList<T> = {
  path: 'tiers' | 'batches';
  legend: string;
  intro: string;
  addLabel: string;
  blank: () => T;
  /** What a row is called ('tier 2' to a screen reader on its Remove button). */
  row: string;
  tableClassName: string;
  /** Said instead of the table while there is no row (without it, the heads stand alone). */
  empty?: string;
};

type Row<T> = { key: number; value: T };

/**
 * A list of rows as a fieldset: legend, intro, the rows as a table of `columns` and each row's
 * Remove button, the list's refusal, and the add button (disabled at `max` rows).
 */
function EditableRows<T>({
  list,
  initial,
  errors,
  max,
  columns,
}: {
  list: RowList<T>;
  initial: T[];
  errors: Errors;
  max: number;
  columns: Column<Row<T>>[];
}) {
  const { rows, body, addButton, add, remove } = useRows(initial, list.blank);
  const { path } = list;
  return (
    // min-w-0: a fieldset is otherwise as wide as its table, wider than a phone.
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={errors[path] ? errorId(path) : undefined}
    >
      <legend className="text-base font-bold text-ink">{list.legend}</legend>
      <p className="text-sm text-muted">{list.intro}</p>
      {rows.length || !list.empty ? (
        <DataTable
          columns={[...columns, removeColumn(remove, list.row)]}
          rows={rows}
          rowKey={(r) => r.key}
          bodyRef={body}
          pad="form"
          tableClassName={list.tableClassName}
        />
      ) : (
        <EmptyState className="text-sm">{list.empty}</EmptyState>
      )}
      <FieldError path={path} errors={errors} />
      <p>
        <button
          ref={addButton}
          type="button"
          onClick={add}
          className={small}
          disabled={rows.length >= max}
        >
          {list.addLabel}
        </button>
      </p>
    </fieldset>
  );
}

const tierList: RowList<CohortFormValues['tiers'][number]> = {
  path: 'tiers',
  legend: 'Price tiers',
  intro:
    'Each tier is the price until the end of its day in India; after the last tier the list price applies. Later tiers cost the same or more, all below the list price.',
  addLabel: 'Add a tier',
  blank: () => ({ price: '', lastDay: '' }),
  row: 'tier',
  tableClassName: 'w-full max-w-xl',
  empty: 'No tiers: the list price applies throughout.',
};

const batchList: RowList<CohortFormValues['batches'][number]> = {
  path: 'batches',
  legend: 'Batches',
  intro:
    'One batch per slot, 1 to 50 seats (the school’s rule is 6 to 15). A closed batch takes no new enrolments; a batch with enrolments can be closed but not removed.',
  addLabel: 'Add a batch',
  blank: () => ({ id: '', slot: '', capacity: '15', open: true }),
  row: 'batch',
  tableClassName: 'w-full',
};

/** A field in its row's cell: its label (for screen readers), the control, a note, the refusal. */
function Field({
  path,
  label,
  errors,
  note,
  children,
}: {
  path: string;
  label: string;
  errors: Errors;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <label htmlFor={controlId(path)} className="sr-only">
        {label}
      </label>
      {children}
      {note}
      <FieldError path={path} errors={errors} />
    </>
  );
}

/** A row's last column: its Remove button, naming the row for screen readers ('tier 2'). */
function removeColumn<T>(remove: (key: number) => void, row: string): Column<Row<T>> {
  return {
    head: <span className="sr-only">Remove</span>,
    cell: ({ key }, i) => (
      <button type="button" onClick={() => remove(key)} className={small}>
        Remove<span className="sr-only">{` ${row} ${i + 1}`}</span>
      </button>
    ),
  };
}

/** The price tiers: each a price in whole rupees and the last day it is valid. */
export function TierTable({
  initial,
  errors,
}: {
  initial: CohortFormValues['tiers'];
  errors: Errors;
}) {
  return (
    <EditableRows
      list={tierList}
      initial={initial}
      errors={errors}
      max={10}
      columns={[
        {
          head: 'Price (₹)',
          cell: ({ value }, i) => (
            <Field path={`tiers.${i}.price`} label="Price (₹)" errors={errors}>
              <input
                {...fieldAttrs(`tiers.${i}.price`, `tier.${i}.price`, errors)}
                defaultValue={value.price}
                inputMode="numeric"
                className={cohortControl(!!errors[`tiers.${i}.price`], 'w-36')}
              />
            </Field>
          ),
        },
        {
          head: 'Valid until',
          cell: ({ value }, i) => (
            <Field path={`tiers.${i}.lastDay`} label="Valid until" errors={errors}>
              <input
                {...fieldAttrs(`tiers.${i}.lastDay`, `tier.${i}.lastDay`, errors)}
                type="date"
                defaultValue={value.lastDay}
                className={cohortControl(!!errors[`tiers.${i}.lastDay`])}
              />
            </Field>
          ),
        },
      ]}
    />
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
  return (
    <EditableRows
      list={batchList}
      initial={initial}
      errors={errors}
      max={slots.length}
      columns={[
        {
          head: 'Slot',
          cell: ({ value }, i) => (
            <Field path={`batches.${i}.slot`} label="Slot" errors={errors}>
              <input type="hidden" name={`batch.${i}.id`} value={value.id} />
              <select
                {...fieldAttrs(`batches.${i}.slot`, `batch.${i}.slot`, errors)}
                defaultValue={value.slot}
                className={cohortControl(!!errors[`batches.${i}.slot`])}
              >
                <SelectOptions
                  none="Pick a slot"
                  options={slots.map((s, slot) => ({ value: String(slot), label: `${s} IST` }))}
                />
              </select>
            </Field>
          ),
        },
        {
          head: 'Capacity',
          cell: ({ value }, i) => (
            <Field
              path={`batches.${i}.capacity`}
              label="Capacity"
              errors={errors}
              note={
                value.id ? (
                  <p className="text-sm text-muted">{taken[value.id] ?? 0} seats taken now</p>
                ) : null
              }
            >
              <input
                {...fieldAttrs(`batches.${i}.capacity`, `batch.${i}.capacity`, errors)}
                type="number"
                min={1}
                max={50}
                defaultValue={value.capacity}
                className={cohortControl(!!errors[`batches.${i}.capacity`], 'w-24')}
              />
            </Field>
          ),
        },
        {
          head: 'Taking enrolments',
          label: null,
          cell: ({ value }, i) => (
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
          ),
        },
      ]}
    />
  );
}
