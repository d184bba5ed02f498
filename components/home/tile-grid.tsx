import type { ReactNode } from 'react';
import { Reveal } from '@/components/ui/reveal';

type Breakpoint = 'sm' | 'lg' | 'xl';
/** How many tiles a row from each breakpoint up (a breakpoint left out keeps the one before). */
type Columns = Partial<Record<Breakpoint, number>>;

/** Written out in full so that Tailwind generates them. */
const startClasses: Record<Breakpoint, Partial<Record<number, string>>> = {
  sm: { 2: 'sm:col-start-2' },
  lg: { 2: 'lg:col-start-2', 3: 'lg:col-start-3' },
  xl: { 2: 'xl:col-start-2', 3: 'xl:col-start-3', 4: 'xl:col-start-4' },
};
const autoClasses: Record<Breakpoint, string> = {
  sm: 'sm:col-start-auto',
  lg: 'lg:col-start-auto',
  xl: 'xl:col-start-auto',
};

/**
 * Centres an incomplete last row. Each tile spans two tracks of a grid twice as fine as its
 * columns, so starting one track later shifts a tile by half a tile.
 */
export function lastRowOffset(index: number, count: number, columns: Columns): string {
  const classes: string[] = [];
  let offset = false;
  for (const bp of ['sm', 'lg', 'xl'] as const) {
    const perRow = columns[bp];
    if (!perRow) continue;
    const rest = count % perRow;
    const startClass = startClasses[bp][perRow - rest + 1];
    if (rest !== 0 && index === count - rest && startClass) {
      classes.push(startClass);
      offset = true;
    } else if (offset) {
      classes.push(autoClasses[bp]);
      offset = false;
    }
  }
  return classes.join(' ');
}

/**
 * A landing section's grid of tiles, each fading in, with an incomplete last row centred. The
 * grid's `className` sets twice as many tracks as `columns` says (each tile spans two).
 */
export function TileGrid<T extends { title: string }>({
  items,
  columns,
  className,
  children,
}: {
  items: readonly T[];
  columns: Columns;
  className: string;
  children: (item: T, index: number) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        <Reveal
          as="li"
          key={item.title}
          className={`flex sm:col-span-2 ${lastRowOffset(index, items.length, columns)}`}
        >
          {children(item, index)}
        </Reveal>
      ))}
    </ul>
  );
}
