import type { ReactNode } from 'react';

/**
 * A table's header row: one `<th scope="col">` a label, each with `cellClassName`, and `pr-3`
 * between the columns (not after the last) unless `spaced` is off.
 */
export function ColumnHeads({
  labels,
  className,
  cellClassName,
  spaced = true,
}: {
  labels: readonly ReactNode[];
  className?: string;
  cellClassName: string;
  spaced?: boolean;
}) {
  return (
    <thead>
      <tr className={className}>
        {labels.map((label, i) => (
          <th
            key={i}
            scope="col"
            className={spaced && i < labels.length - 1 ? `${cellClassName} pr-3` : cellClassName}
          >
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
