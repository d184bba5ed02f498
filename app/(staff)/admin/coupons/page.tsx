import type { Metadata } from 'next';
import { CouponForm } from '@/components/admin/coupon-form';
import { CouponTable } from '@/components/admin/coupon-table';
import { Flash } from '@/components/admin/flash';
import { AdminPageHeading } from '@/components/admin/page-heading';
import { couponAdminText as t } from '@/content/coupons';
import { requireStaff } from '@/lib/auth/session';
import { cohortsForCoupons, couponsForStaff } from '@/lib/admin/coupons';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

export const metadata: Metadata = { title: 'Coupon codes · Back office', robots: { index: false } };

// /admin/coupons: staff see each code's uses and the revenue it brought; admins create and pause.
export default async function CouponsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireStaff('/admin/coupons');
  const q = await searchParams;
  const now = await requestTime();
  const admin = user.role === 'admin';
  const [rows, cohorts] = await Promise.all([
    couponsForStaff(now),
    admin ? cohortsForCoupons() : Promise.resolve([]),
  ]);
  return (
    <>
      <AdminPageHeading>{t.title}</AdminPageHeading>
      <p className="mt-2 max-w-prose text-muted">{t.intro}</p>
      <div className="mt-4">
        <Flash saved={one(q.saved)} error={one(q.error)} />
      </div>
      {rows.length ? <CouponTable rows={rows} admin={admin} /> : <p className="mt-3">{t.none}</p>}
      {admin ? <CouponForm cohorts={cohorts} /> : <p className="mt-6 text-muted">{t.adminsOnly}</p>}
    </>
  );
}
