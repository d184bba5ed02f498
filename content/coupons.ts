/**
 * The back office's words for coupon codes (/admin/coupons). The checkout's (the field, each
 * refusal's sentence) are `couponText` in content/checkout.ts.
 */

/** Why a code is not created or changed, one sentence each (keys are the flash codes). */
export const couponAdminErrors = {
  coupon_code: 'Give the code as 3 to 20 letters, digits or dashes, e.g. DIWALI-20',
  coupon_kind: 'Choose a percentage or a fixed amount off',
  coupon_percent: 'A percentage off is a whole number from 1 to 100',
  coupon_amount: 'An amount off is in rupees, more than 0 and at most 1,00,000',
  coupon_scope: 'Choose the courses the code is for, or one cohort, not both',
  coupon_dates: 'Give the days as dates, the last one on or after the first',
  coupon_uses: 'Uses are whole numbers from 1 (leave empty for no limit)',
  coupon_taken: 'A code with this name exists already: choose another name',
  coupon_note: 'A note is at most 500 characters',
  coupon_none: 'No such code',
} as const;

/** What a change did. */
export const couponAdminSaved = {
  coupon_created: 'Code created: the checkout takes it from now, within its days and uses.',
  coupon_paused: 'Code paused: nobody can apply it now; uses already taken stay.',
  coupon_active: 'Code active again.',
} as const;

export const couponAdminText = {
  title: 'Coupon codes',
  intro:
    'Codes learners type at checkout. The server takes the discount off the day’s price; uses are counted as they are taken, and an unpaid quote that lapses gives its use back.',
  none: 'No codes yet.',
  columns: {
    code: 'Code',
    off: 'Off',
    scope: 'For',
    days: 'Valid (India days)',
    uses: 'Uses',
    revenue: 'Revenue brought',
    state: 'State',
  },
  usesCell: (paid: number, held: number, max: number | null, perEmail: number | null) =>
    `${paid} paid, ${held} held${max === null ? '' : ` of ${max}`}${perEmail === null ? '' : `; ${perEmail} per e-mail`}`,
  anyDay: 'Any day',
  from: (d: string) => `from ${d}`,
  to: (d: string) => `to ${d}`,
  active: 'Active',
  paused: 'Paused',
  pause: 'Pause',
  activate: 'Activate',
  createTitle: 'Create a code',
  adminsOnly: 'Admins create and pause codes.',
  code: 'Code',
  codeHint: 'Letters, digits and dashes; learners may type it in any case.',
  kind: 'Discount',
  percent: 'Percentage off',
  amount: 'Amount off (₹)',
  value: 'Percent or rupees',
  courses: 'Courses (none ticked: every course)',
  cohort: 'Or one cohort only',
  anyCohort: 'Any cohort',
  validFrom: 'First day (India)',
  validTo: 'Last day (India)',
  maxUses: 'Total uses (empty: no limit)',
  maxUsesPerEmail: 'Uses per e-mail (empty: no limit)',
  note: 'Note (staff only)',
  create: 'Create code',
} as const;
