import Link from 'next/link';
import {
  AdminField,
  AdminInput,
  filterControlClass as control,
} from '@/components/admin/filter-select';
import { buttonClass } from '@/components/ui/button';
import { salesText } from '@/content/sales';
import { GROUPINGS, PRESETS, type Period } from '@/lib/admin/sales/period';

const f = salesText.filter;

/** The sales report's period (India days), its quick periods and its grouping: a GET form. */
export function SalesFilter({ period }: { period: Period }) {
  return (
    <>
      <form
        method="get"
        action="/admin/sales"
        aria-label={f.legend}
        className="mt-6 grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-4"
      >
        <AdminInput label={f.from} type="date" name="from" required defaultValue={period.from} />
        <AdminInput label={f.to} type="date" name="to" required defaultValue={period.to} />
        <AdminField label={f.group}>
          <select name="group" defaultValue={period.grouping} className={control}>
            {GROUPINGS.map((g) => (
              <option key={g} value={g}>
                {salesText.groupings[g]}
              </option>
            ))}
          </select>
        </AdminField>
        <div className="flex items-end">
          <button type="submit" className={buttonClass('primary', 'min-h-11 w-full')}>
            {f.show}
          </button>
        </div>
      </form>
      <nav aria-label={f.presets} className="mt-3 flex flex-wrap gap-2 text-sm">
        {PRESETS.map((p) => (
          <Link
            key={p}
            href={`/admin/sales?preset=${p}&group=${period.grouping}`}
            className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-ink ring-1 ring-slate-300"
          >
            {salesText.presets[p]}
          </Link>
        ))}
      </nav>
    </>
  );
}
