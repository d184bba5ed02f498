'use server';

import { z } from 'zod/mini';
import { adminAction } from '@/lib/actions/action';
import { choice, field, optionalField } from '@/lib/actions/fields';
import { COUPON_COURSES, createCoupon, setCouponActive } from '@/lib/admin/coupons';
import { run } from './form';

// /admin/coupons' server actions, made with the wrapper (lib/actions/action.ts): admins only, the
// role checked before the form is read. Staff see the page, not these.

const path = '/admin/coupons';

/** A new code: percent or amount off, for some courses or one cohort, days, uses, note. */
export const createCouponAction = adminAction(
  z.object({
    code: field,
    kind: optionalField,
    value: field,
    'course.a1': optionalField,
    'course.a2': optionalField,
    'course.b1': optionalField,
    'course.b2': optionalField,
    cohortId: optionalField,
    validFrom: optionalField,
    validTo: optionalField,
    maxUses: optionalField,
    maxUsesPerEmail: optionalField,
    note: optionalField,
  }),
  async (input, { by }) => {
    const courses = COUPON_COURSES.filter((c) => input[`course.${c}`] === '1');
    await run(path, 'coupon_created', () => createCoupon({ ...input, courses }, by));
  },
);

/** Pauses or activates a code. */
export const setCouponActiveAction = adminAction(
  z.object({ id: field, active: choice(['0', '1']) }),
  async (input) => {
    await run(path, input.active === '1' ? 'coupon_active' : 'coupon_paused', () =>
      setCouponActive(input.id, input.active === '1'),
    );
  },
);
