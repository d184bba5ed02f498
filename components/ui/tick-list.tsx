import { BadgeCheck, Check } from 'lucide-react';

/**
 * Points, each after a tick in the brand colour: a badge for a course's benefits and what a
 * programme gives, a plain tick for what a purchase includes. `className` is the list's (its grid
 * gap and margin).
 */
export function TickList({
  items,
  badge = false,
  className,
}: {
  items: readonly string[];
  badge?: boolean;
  className: string;
}) {
  const Tick = badge ? BadgeCheck : Check;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex items-start text-ink ${badge ? 'gap-2' : 'gap-3'}`}>
          <Tick aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          {item}
        </li>
      ))}
    </ul>
  );
}
