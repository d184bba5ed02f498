import { ChevronDown } from 'lucide-react';

/** The down chevron of a control that opens a list, turned up while the list is open. */
export function OpenChevron({ open, className }: { open: boolean; className: string }) {
  return (
    <ChevronDown
      aria-hidden="true"
      className={`${className} transition-transform ${open ? 'rotate-180' : ''}`}
    />
  );
}
