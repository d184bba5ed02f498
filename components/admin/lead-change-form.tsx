import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { updateLeadAction } from '@/lib/admin/actions/leads';

/** One of the lead page's changes (status, assignee, follow-up): its control and Save button. */
export function LeadChangeForm({
  lead,
  name,
  label,
  children,
}: {
  lead: { id: string; version: number };
  name: 'status' | 'assignee' | 'followUp';
  label: string;
  children: ReactNode;
}) {
  return (
    <form action={updateLeadAction} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="id" value={lead.id} />
      <input type="hidden" name="version" value={lead.version} />
      <input type="hidden" name="field" value={name} />
      <label className="grid gap-1 text-sm font-semibold text-ink">
        {label}
        {children}
      </label>
      <button type="submit" className={buttonClass('outline', 'min-h-11 px-4 text-sm')}>
        Save<span className="sr-only"> {label.toLowerCase()}</span>
      </button>
    </form>
  );
}
