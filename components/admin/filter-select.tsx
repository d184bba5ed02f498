import type { InputHTMLAttributes, ReactNode } from 'react';
import { SelectOptions } from '@/components/ui/select-options';

/** The inbox filters' control class (a select or a text field). */
export const filterControlClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2';

/** A back-office form's field (a filter, a coupon's term): its label over the control. */
export function AdminField({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label className={`grid gap-1 text-sm font-semibold ${className ?? ''}`}>
      {label}
      {children}
    </label>
  );
}

/** A field whose control is an input (text, number, date). */
export function AdminInput({
  label,
  className,
  ...input
}: { label: ReactNode; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className'
>) {
  return (
    <AdminField label={label} className={className}>
      <input {...input} className={filterControlClass} />
    </AdminField>
  );
}

/** One of the inbox's filters: a labelled select whose first option (value '') filters nothing. */
export function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value: string;
  /** The words of the option that filters nothing. */
  any: string;
  options: { value: string; label: string }[];
}) {
  return (
    <AdminField label={label}>
      <select name={name} defaultValue={value} className={filterControlClass}>
        <SelectOptions none={any} options={options} />
      </select>
    </AdminField>
  );
}
