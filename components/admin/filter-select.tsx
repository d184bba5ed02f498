import { SelectOptions } from '@/components/ui/select-options';

/** The inbox filters' control class (a select or a text field). */
export const filterControlClass =
  'min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2';

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
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      <select name={name} defaultValue={value} className={filterControlClass}>
        <SelectOptions none={any} options={options} />
      </select>
    </label>
  );
}
