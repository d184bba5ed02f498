// The learner's details at /detail-verification (issue 8), shared by the form and POST /api/enrolments.
import { z } from 'zod/mini';
import { detailsText, paymentText } from '@/content/checkout';
import { courseSlugs } from '@/content/course-catalogue';
import { batches } from '@/content/courses-overview';
import { UTR_PATTERN } from '@/lib/payments/utr';
import { emailField, formObject, personName, text } from './common';
import { phoneField } from './fields';

export const enrolmentMessages = {
  fullName: 'Full name is required',
  email: 'Email is required',
  emailInvalid: 'Invalid email address',
  phone: 'Phone number is required',
  parentName: 'Parent or guardian’s name is required for this course',
  consent: detailsText.consentRequired,
  course: 'Choose a course from the list',
  batch: 'Choose one of the batch times',
} as const;

/** The fields a person types (the form's resolver). */
export const enrolmentDetailsShape = {
  fullName: personName('Full name', enrolmentMessages.fullName, 100),
  email: emailField(enrolmentMessages.email, enrolmentMessages.emailInvalid),
  phone: phoneField(enrolmentMessages.phone),
  parentName: z.optional(
    personName('Parent or guardian’s name', enrolmentMessages.parentName, 100),
  ),
  consent: z.literal(true, { error: enrolmentMessages.consent }),
};

export const enrolmentDetailsSchema = formObject(enrolmentDetailsShape);

/**
 * The request: the details, the course and the batch. Nothing about money: a price the browser
 * sends is not part of the schema and is dropped (the server quotes it).
 */
export const enrolmentSchema = formObject({
  ...enrolmentDetailsShape,
  course: text({ label: 'Course', required: enrolmentMessages.course, max: 40 }).check(
    z.refine((v) => (courseSlugs as readonly string[]).includes(v), enrolmentMessages.course),
  ),
  batch: z
    .number({ error: enrolmentMessages.batch })
    .check(
      z.refine(
        (n) => Number.isInteger(n) && n >= 0 && n < batches.slots.length,
        enrolmentMessages.batch,
      ),
    ),
  /** A friend's referral code (checked, and its discount computed, on the server). */
  referralCode: z.optional(text({ label: 'Referral code', max: 20 })),
  /** A coupon code (checked, and its discount computed, on the server: lib/payments/coupons). */
  couponCode: z.optional(text({ label: 'Coupon code', max: 20 })),
  /**
   * The buyer's details for a tax invoice (asked only while the school is GST registered; the
   * server requires them then and checks the state and GSTIN: lib/tax/billing.ts).
   */
  billingAddress: z.optional(text({ label: 'Billing address', max: 300 })),
  billingState: z.optional(text({ label: 'State', max: 2 })),
  billingGstin: z.optional(text({ label: 'GSTIN', max: 20 })),
});
export type EnrolmentInput = z.infer<typeof enrolmentSchema>;

/** The batch choice at /checkout (the radios' value, a slot's index), before the details. */
export const batchChoiceSchema = z.object({
  batch: z
    .string({ error: enrolmentMessages.batch })
    .check(
      z.refine((v) => /^\d+$/.test(v) && Number(v) < batches.slots.length, enrolmentMessages.batch),
    ),
});
export type BatchChoiceValues = z.infer<typeof batchChoiceSchema>;

export const transferSchema = formObject({
  utr: text({ label: 'Transaction reference', required: paymentText.utrRequired, max: 40 }).check(
    z.overwrite((v) => v.replace(/[\s-]/g, '').toUpperCase()),
    z.refine((v) => v === '' || UTR_PATTERN.test(v), paymentText.utrInvalid),
  ),
});
