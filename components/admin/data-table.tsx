import type { Key, ReactNode, Ref } from 'react';
import { EmptyState } from '@/components/ui/empty-state';

/** One column: its head, what each row shows in it, and how its cells read. */
export type Column<T> = {
  head: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** The row's header (`<th scope="row">`): it names the row, so it takes no label on a phone. */
  rowHeader?: boolean;
  /**
   * The word before the value when rows stack on a phone (`data-label`): the head's when it is a
   * string; null for none. A cell with nothing in it (null, '') has none either.
   */
  label?: string | null;
  /** Figures: tabular, and right-aligned where rows stand as a table (from 48 rem). */
  numeric?: boolean;
  /** More classes for this column's cells (not its head), or for one row's. */
  className?: string | ((row: T) => string | undefined);
};

/** A column left out where a condition is false: `admin && {...}`. */
type MaybeColumn<T> = Column<T> | false | null | undefined;

/** A line: a rule under it, its cells aligned to the top. */
const lineRow = 'border-b border-slate-100 align-top';

/** A list's spacing: `y` above and below each cell, a gap after each but the last. */
const list = (y: string) => ({
  cell: y,
  gap: 'pr-3',
  head: y,
  headRow: 'border-b border-slate-200',
  row: lineRow,
});

const pads = {
  /** Lists inside a panel (rosters, reports). */
  compact: list('py-1'),
  /** A page's main list. */
  regular: list('py-2'),
  /** Rows of form controls: room on both sides, heads like the form's labels. */
  form: {
    cell: 'px-2 py-1',
    gap: '',
    head: 'px-2 py-1 text-sm font-semibold text-ink',
    headRow: '',
    row: 'align-top',
  },
};

const cardFrame = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
/** A total under the lines: in the body, so that on a phone it stacks like them. */
export const totalRow = 'border-t-2 border-slate-300';

const empty = (node: ReactNode) => node === null || node === undefined || node === '';
const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/**
 * The back office's table: column heads, a row per item (`stack-table`: stacked, each value
 * after its label, below 48 rem), figures aligned, in a box that scrolls sideways rather than the
 * page. With no rows it says `empty` instead (when given).
 */
export function DataTable<T>({
  columns: maybeColumns,
  rows,
  rowKey,
  rowClassName,
  caption,
  empty: none,
  pad = 'regular',
  frame = 'none',
  focusable = false,
  className,
  tableClassName = 'w-full text-sm',
  bodyRef,
}: {
  columns: readonly MaybeColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => Key;
  /** A row's classes (a total's); lines have a rule under them and align to the top. */
  rowClassName?: (row: T) => string | undefined;
  /** Read by screen readers only, as the table's name. */
  caption?: ReactNode;
  /** What stands instead of the table when there are no rows (EmptyState), with `className`. */
  empty?: ReactNode;
  pad?: keyof typeof pads;
  /** 'card': a white panel of its own. */
  frame?: 'none' | 'card';
  /** The box takes the keyboard focus, so a wide table can be scrolled with the arrows. */
  focusable?: boolean;
  /** The box's classes (its margin), and the empty sentence's. */
  className?: string;
  tableClassName?: string;
  bodyRef?: Ref<HTMLTableSectionElement>;
}) {
  if (!rows.length && none !== undefined)
    return <EmptyState className={className}>{none}</EmptyState>;
  const columns = maybeColumns.filter((c): c is Column<T> => !!c);
  const p = pads[pad];
  const spaced = (i: number) => (i < columns.length - 1 ? p.gap : '');
  return (
    <div
      tabIndex={focusable ? 0 : undefined}
      className={cx('relative overflow-x-auto', frame === 'card' && cardFrame, className)}
    >
      <table className={cx('stack-table', tableClassName)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className={cx(p.headRow, 'text-left')}>
            {columns.map((c, i) => (
              <th
                key={i}
                scope="col"
                className={cx(p.head, spaced(i), c.numeric && 'md:text-right')}
              >
                {c.head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={bodyRef}>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)} className={rowClassName?.(row) ?? p.row}>
              {columns.map((c, i) => {
                const content = c.cell(row, r);
                const classes = cx(
                  p.cell,
                  spaced(i),
                  c.numeric && 'tabular-nums md:text-right',
                  typeof c.className === 'function' ? c.className(row) : c.className,
                );
                if (c.rowHeader)
                  return (
                    <th key={i} scope="row" className={cx(classes, 'text-left')}>
                      {content}
                    </th>
                  );
                const label =
                  c.label !== undefined ? c.label : typeof c.head === 'string' ? c.head : null;
                // Stacked on a phone, an empty cell (a total's under a text column) takes no line.
                return (
                  <td
                    key={i}
                    className={cx(classes, 'max-md:empty:hidden')}
                    data-label={label && !empty(content) ? label : undefined}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
