/**
 * Staff's coupon codes (/admin/coupons, issue 50): the list with each code's uses (held unpaid and
 * paid) and the revenue it brought, creating a code (admins), pausing and activating it. The
 * checkout's rules and counting are lib/payments/coupons.
 */
import 'server-only';
import { courseTitle } from '@/content/course-catalogue';
import { couponAdminErrors } from '@/content/coupons';
import { db, isUniqueViolation } from '@/lib/db';
import { isIsoDate } from '@/lib/dates';
import { CODE_PATTERN, couponCourses, normaliseCode } from '@/lib/payments/coupons/rules';
import { AdminInputError } from './errors';
import type { Actor } from './leads';

/** The courses a code may be for: the level courses the checkout sells. */
export const COUPON_COURSES = ['a1', 'a2', 'b1', 'b2'] as const;

/** Why a code is not created, one sentence each (content/coupons.ts). */
const e = couponAdminErrors;
export const couponErrors = {
  code: e.coupon_code,
  kind: e.coupon_kind,
  percent: e.coupon_percent,
  amount: e.coupon_amount,
  scope: e.coupon_scope,
  dates: e.coupon_dates,
  uses: e.coupon_uses,
  taken: e.coupon_taken,
  note: e.coupon_note,
  noCoupon: e.coupon_none,
} as const;

/** What the create form sends, as read by the action. */
export type CouponForm = {
  code: string;
  kind: string;
  value: string;
  courses: string[];
  cohortId: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerEmail: string;
  note: string;
};

const count = (s: string) => {
  if (!s.trim()) return null;
  const n = Number(s);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new AdminInputError(couponErrors.uses);
  return n;
};

/** The coupon's columns from the form, or the first thing wrong with it (AdminInputError). */
export function couponData(f: CouponForm) {
  const code = normaliseCode(f.code);
  if (!CODE_PATTERN.test(code)) throw new AdminInputError(couponErrors.code);
  if (f.kind !== 'percent' && f.kind !== 'amount') throw new AdminInputError(couponErrors.kind);
  const n = Number(f.value);
  let value: number;
  if (f.kind === 'percent') {
    if (!Number.isInteger(n) || n < 1 || n > 100) throw new AdminInputError(couponErrors.percent);
    value = n;
  } else {
    if (!f.value.trim() || !Number.isFinite(n) || n <= 0 || n > 100_000)
      throw new AdminInputError(couponErrors.amount);
    value = Math.round(n * 100);
  }
  const courses = f.courses.filter((c) => (COUPON_COURSES as readonly string[]).includes(c));
  if (courses.length !== f.courses.length || (courses.length && f.cohortId))
    throw new AdminInputError(couponErrors.scope);
  const from = f.validFrom.trim() || null;
  const to = f.validTo.trim() || null;
  if ((from && !isIsoDate(from)) || (to && !isIsoDate(to)) || (from && to && to < from))
    throw new AdminInputError(couponErrors.dates);
  const note = f.note.trim();
  if (note.length > 500) throw new AdminInputError(couponErrors.note);
  return {
    code,
    kind: f.kind,
    value,
    courses: courses.length ? JSON.stringify(courses) : null,
    cohortId: f.cohortId || null,
    validFrom: from,
    validTo: to,
    maxUses: count(f.maxUses),
    maxUsesPerEmail: count(f.maxUsesPerEmail),
    note: note || null,
  };
}

/** Creates the code (admins); a name already taken is refused. */
export async function createCoupon(f: CouponForm, by: Actor) {
  const data = couponData(f);
  if (data.cohortId && !(await db().cohort.findUnique({ where: { id: data.cohortId } })))
    throw new AdminInputError(couponErrors.scope);
  try {
    return await db().coupon.create({ data: { ...data, createdBy: by.name } });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AdminInputError(couponErrors.taken);
    throw e;
  }
}

/** Pauses (no new uses; held and paid ones stay) or activates a code. */
export async function setCouponActive(id: string, active: boolean) {
  const r = await db().coupon.updateMany({ where: { id }, data: { active } });
  if (r.count !== 1) throw new AdminInputError(couponErrors.noCoupon);
}

/** Every code, newest first, with its uses and the revenue it brought, as staff see them. */
export async function couponsForStaff(now = Date.now()) {
  const at = new Date(now);
  const [coupons, cohorts, uses] = await Promise.all([
    db().coupon.findMany({ orderBy: { createdAt: 'desc' }, take: 500 }),
    db().cohort.findMany({ select: { id: true, course: true, number: true } }),
    db().couponUse.findMany({
      where: { releasedAt: null },
      select: {
        couponId: true,
        discountPaise: true,
        enrolment: {
          select: { status: true, quoteExpiresAt: true, amountPaise: true, refundedPaise: true },
        },
      },
    }),
  ]);
  const cohortName = new Map(
    cohorts.map((c) => [c.id, `${courseTitle(c.course) ?? c.course}, Cohort ${c.number}`]),
  );
  return coupons.map((c) => {
    const mine = uses.filter((u) => u.couponId === c.id);
    const paid = mine.filter((u) => ['paid', 'refunded'].includes(u.enrolment.status));
    const held = mine.filter(
      (u) =>
        u.enrolment.status === 'awaiting_confirmation' ||
        (u.enrolment.status === 'pending_payment' && u.enrolment.quoteExpiresAt > at),
    );
    const courses = couponCourses(c);
    return {
      ...c,
      scope: c.cohortId
        ? (cohortName.get(c.cohortId) ?? 'One cohort')
        : courses
          ? courses.map((s) => courseTitle(s) ?? s).join(', ')
          : 'Every course',
      paidUses: paid.length,
      heldUses: held.length,
      revenuePaise: paid.reduce(
        (s, u) => s + u.enrolment.amountPaise - u.enrolment.refundedPaise,
        0,
      ),
      discountPaise: paid.reduce((s, u) => s + u.discountPaise, 0),
    };
  });
}

/** The cohorts a code may be limited to (the create form's choice), newest first. */
export const cohortsForCoupons = () =>
  db().cohort.findMany({
    where: { status: { not: 'closed' } },
    orderBy: [{ course: 'asc' }, { number: 'desc' }],
    select: { id: true, course: true, number: true },
  });
