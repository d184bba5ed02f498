import { buttonClass } from '@/components/ui/button';
import { couponAdminText as t } from '@/content/coupons';
import { setCouponActiveAction } from '@/lib/admin/actions/coupons';
import type { couponsForStaff } from '@/lib/admin/coupons';
import { formatShortDay } from '@/lib/dates';
import { formatPaise } from '@/lib/payments/format';

type Row = Awaited<ReturnType<typeof couponsForStaff>>[number];

const days = (c: Row) =>
  !c.validFrom && !c.validTo
    ? t.anyDay
    : [
        c.validFrom ? t.from(formatShortDay(c.validFrom)) : null,
        c.validTo ? t.to(formatShortDay(c.validTo)) : null,
      ]
        .filter(Boolean)
        .join(' ');

/** /admin/coupons' list: each code's terms, uses and revenue; admins pause or activate it. */
export function CouponTable({ rows, admin }: { rows: Row[]; admin: boolean }) {
  const c = t.columns;
  return (
    <div className="mt-4 overflow-x-auto rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <table className="stack-table w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left">
            {[c.code, c.off, c.scope, c.days, c.uses, c.revenue, c.state].map((h) => (
              <th key={h} scope="col" className="py-2 pr-3">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-2 pr-3 text-left font-mono font-semibold">
                {r.code}
                {r.note ? (
                  <span className="block font-sans text-xs font-normal text-muted">{r.note}</span>
                ) : null}
              </th>
              <td className="py-2 pr-3" data-label={c.off}>
                {r.kind === 'percent' ? `${r.value}%` : formatPaise(r.value)}
              </td>
              <td className="py-2 pr-3" data-label={c.scope}>
                {r.scope}
              </td>
              <td className="py-2 pr-3" data-label={c.days}>
                {days(r)}
              </td>
              <td className="py-2 pr-3" data-label={c.uses}>
                {t.usesCell(r.paidUses, r.heldUses, r.maxUses, r.maxUsesPerEmail)}
              </td>
              <td className="py-2 pr-3" data-label={c.revenue}>
                {formatPaise(r.revenuePaise)}
              </td>
              <td className="py-2" data-label={c.state}>
                <span className={r.active ? 'font-semibold text-green-800' : 'text-muted'}>
                  {r.active ? t.active : t.paused}
                </span>
                {admin ? (
                  <form action={setCouponActiveAction} className="mt-1">
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="active" value={r.active ? '0' : '1'} />
                    <button
                      type="submit"
                      className={buttonClass('outline', 'min-h-9 px-3 text-sm')}
                    >
                      {r.active ? t.pause : t.activate}
                      <span className="sr-only"> {r.code}</span>
                    </button>
                  </form>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
