'use server';

import { z } from 'zod/mini';
import { requireAdmin } from '@/lib/auth/session';
import { COUPON_COURSES, createCoupon, setCouponActive } from '@/lib/admin/coupons';
import { actor, field, readForm, run } from './form';

// /admin/coupons' server actions: admins only, each checking the role itself first.

const path = '/admin/coupons';

const createInput = z.object({
  code: field,
  kind: field,
  value: field,
  'course.a1': field,
  'course.a2': field,
  'course.b1': field,
  'course.b2': field,
  cohortId: field,
  validFrom: field,
  validTo: field,
  maxUses: field,
  maxUsesPerEmail: field,
  note: field,
});

/** A new code: percent or amount off, for some courses or one cohort, days, uses, note. */
export async function createCouponAction(form: FormData) {
  const user = await requireAdmin(path);
  const input = readForm(createInput, form);
  const courses = COUPON_COURSES.filter((c) => input[`course.${c}`] === '1');
  await run(path, 'coupon_created', () =>
    createCoupon({ ...input, courses }, actor(user, 'admin')),
  );
}

const activeInput = z.object({ id: field, active: field });

/** Pauses or activates a code. */
export async function setCouponActiveAction(form: FormData) {
  await requireAdmin(path);
  const input = readForm(activeInput, form);
  await run(path, input.active === '1' ? 'coupon_active' : 'coupon_paused', () =>
    setCouponActive(input.id, input.active === '1'),
  );
}
