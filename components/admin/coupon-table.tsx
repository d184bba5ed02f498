import { DataTable, type Column } from '@/components/admin/data-table';
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
  const columns: Column<Row>[] = [
    {
      head: c.code,
      rowHeader: true,
      className: 'font-mono font-semibold',
      cell: (r) => (
        <>
          {r.code}
          {r.note ? (
            <span className="block font-sans text-xs font-normal text-muted">{r.note}</span>
          ) : null}
        </>
      ),
    },
    { head: c.off, cell: (r) => (r.kind === 'percent' ? `${r.value}%` : formatPaise(r.value)) },
    { head: c.scope, cell: (r) => r.scope },
    { head: c.days, cell: days },
    {
      head: c.uses,
      cell: (r) => t.usesCell(r.paidUses, r.heldUses, r.maxUses, r.maxUsesPerEmail),
    },
    { head: c.revenue, cell: (r) => formatPaise(r.revenuePaise) },
    {
      head: c.state,
      cell: (r) => (
        <>
          <span className={r.active ? 'font-semibold text-green-800' : 'text-muted'}>
            {r.active ? t.active : t.paused}
          </span>
          {admin ? (
            <form action={setCouponActiveAction} className="mt-1">
              <input type="hidden" name="id" value={r.id} />
              <input type="hidden" name="active" value={r.active ? '0' : '1'} />
              <button type="submit" className={buttonClass('outline', 'min-h-9 px-3 text-sm')}>
                {r.active ? t.pause : t.activate}
                <span className="sr-only"> {r.code}</span>
              </button>
            </form>
          ) : null}
        </>
      ),
    },
  ];
  return (
    <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} frame="card" className="mt-4" />
  );
}
