/**
 * The checkout's words and the school's payment details (issue 8). The spec shows none of the
 * checkout pages: the words are ours, written for an Indian learner paying for a live online
 * course. The payment details a learner would act on (pay to) are null until the school sets them
 * (SCHOOL SETS, below): the site shows none of them until then.
 */
import { batches } from './courses-overview';

/** How long a quoted price is held while the learner pays (minutes). */
export const QUOTE_HOLD_MINUTES = 30;

/**
 * UPI and bank transfer, the way to pay when Razorpay is not configured. SCHOOL SETS: every value
 * below (money sent to a wrong account is lost to the learner). Each is null until the school sets
 * it here, or the deployment sets the environment variable named beside it, which overrides it
 * (lib/payments/transfer-details.ts). While the UPI id and payee are unset the payment step shows no UPI; while
 * the account name, number and IFSC are unset it shows no bank transfer; with neither, it offers a
 * callback and says the school will send the payment details.
 */
export const transferDetails: {
  upiId: string | null;
  payeeName: string | null;
  bank: {
    accountName: string | null;
    accountNumber: string | null;
    ifsc: string | null;
    bankName: string | null;
  };
} = {
  // SCHOOL SETS (or SCHOOL_UPI_ID): the UPI id (VPA) payments go to, as name@bank.
  upiId: null,
  // SCHOOL SETS (or SCHOOL_UPI_PAYEE): the payee name the learner's UPI app shows.
  payeeName: null,
  bank: {
    // SCHOOL SETS (or SCHOOL_BANK_ACCOUNT_NAME): the account holder's name, as the bank has it.
    accountName: null,
    // SCHOOL SETS (or SCHOOL_BANK_ACCOUNT_NUMBER): the account number, 9 to 18 digits.
    accountNumber: null,
    // SCHOOL SETS (or SCHOOL_BANK_IFSC): the branch's IFSC, 11 characters (4 letters, 0, 6 more).
    ifsc: null,
    // SCHOOL SETS (or SCHOOL_BANK_NAME), optional: the bank and branch, shown with the account.
    bankName: null,
  },
};

/** What every live course includes (spec §1, §3, §9: live classes, recordings, tests, certificate). */
export const included = [
  'Live classes online with your instructor, in a batch of 6-15 students',
  'Recordings of every class within 24 hours, for revision or a missed class',
  'Two internal DELF-pattern tests, with feedback on each skill',
  'Personalised mentor support between classes',
  'A certificate of completion',
] as const;

export const checkoutText = {
  title: 'Checkout',
  description:
    'Your order summary: course, cohort, batch and the price for today, before you enter your details and pay.',
  steps: ['Order summary', 'Your details', 'Payment'] as const,
  chooseTitle: 'Choose your course',
  chooseIntro:
    'Pick the course you want to join. Not sure which level is yours? Take the free orientation test or ask us for a callback.',
  chooseLevel: 'Find your level',
  noPriceTitle: 'Fees for this course are given on request',
  noPrice:
    'The school sets the fees of this course with each batch. Ask for a callback and a counsellor will tell you the fees, the next start date and the batch times.',
  unknownCourse: 'We could not find that course. Choose one below.',
  summary: 'Order summary',
  cohort: 'Cohort',
  starts: 'Starts',
  ends: 'Ends',
  datesTbc: 'Dates to be confirmed by the school',
  startedNote: (start: string, lastDay: string) =>
    `This cohort started on ${start}; you can still join until ${lastDay}. The recordings of the classes held before you join are shared with you, so nothing is missed.`,
  lastDay: 'Last day to enrol',
  noCohortTitle: 'The next cohort’s dates are to be announced',
  noCohort:
    'This course is not taking enrolments right now. Join the waitlist and we will e-mail you as soon as the next cohort opens, or ask for a callback.',
  seatsLeft: (n: number) => (n === 1 ? '1 seat left' : `${n} seats left`),
  full: 'Full',
  closed: 'Not taking enrolments',
  fullHint: 'A full batch cannot be chosen: join the waitlist for it instead.',
  joinWaitlist: 'Join the waitlist',
  commitment: 'Time commitment',
  days: 'Batch days',
  batch: 'Batch (India time, IST)',
  batchHint: 'Choose the daily slot that suits you; you can change it here before you pay.',
  price: 'Price today',
  mrp: 'List price',
  youSave: 'You save',
  includes: 'What is included',
  refund: 'Read the refund policy',
  paymentPlan: 'Need a payment plan?',
  paymentPlanNote: 'I would like to pay in instalments (payment plan).',
  continue: 'Continue to your details',
  secure:
    'The price is checked again on our server when you continue: it is held for you for 30 minutes while you pay.',
} as const;

export const detailsText = {
  title: 'Your details',
  description:
    'Enter the learner’s details to enrol; the price is held for 30 minutes while you pay.',
  intro:
    'We send your joining link, receipt and class updates to these details. Your price is held for 30 minutes from when you continue.',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  parentName: 'Parent or guardian’s name',
  parentHint: 'For kids’ and teens’ courses, the adult who enrols the learner.',
  consentBefore: 'I agree to the ',
  terms: 'Terms and Conditions',
  consentBetween: ' and the ',
  privacy: 'Privacy Policy',
  consentRequired: 'Please accept the Terms and Conditions and the Privacy Policy to continue',
  submit: 'Continue to payment',
  sending: 'Saving your details...',
  back: 'Back to the order summary',
  noCourse: 'Choose a course first.',
  rateLimited:
    'You have sent several requests in a short time. Please wait a few minutes and try again, or reach us directly on',
  failed:
    'Sorry, your details could not be saved just now. Please try again in a moment, or reach us directly on',
  checkFields: 'Please check the highlighted fields.',
  alreadyEnrolled:
    'You are already enrolled in this course with this e-mail address. Check your e-mail for your confirmation, or contact us if you need help.',
  /** The course has no cohort on sale (none published, or the last day to enrol has passed). */
  noCohort:
    'Enrolment for this course is closed: the dates of the next cohort have not been announced yet. Join the waitlist on the course page and we will e-mail you when it opens, or request a callback.',
  /** An unpaid enrolment whose hold ran out after its cohort stopped taking enrolments. */
  cohortClosed:
    'Enrolment in this cohort has closed, so its price can no longer be held for you. Go back to the order summary: it shows the cohort on sale now, or the waitlist when there is none.',
  batchFull:
    'This batch is full. Choose another batch time, or join the waitlist for this batch on the course page: when the school invites its waitlist, we e-mail you this batch if it has a free seat then, or the batches that do.',
  batchClosed: 'This batch is not taking enrolments. Choose another batch time.',
  tooManyTakes:
    'Seats of this cohort have been held unpaid from your connection many times today. Try again tomorrow, or call us and we will help you enrol.',
  tooManyHolds:
    'Several seats of this cohort are already held, unpaid, from your internet connection (transfers the school has not yet confirmed included). Complete one of those enrolments first, or call us and we will help.',
} as const;

export const paymentText = {
  title: 'Payment',
  amountDue: 'Amount to pay',
  heldUntil: (time: string) => `This price is held for you until ${time} (IST).`,
  requoted:
    'The time to pay at the price you were shown ran out, so we have worked out today’s price again.',
  reference: 'Enrolment reference',
  upiTitle: 'Pay by UPI',
  upiScan: 'Scan with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank’s app):',
  upiLink: 'Open in a UPI app',
  upiId: 'UPI id',
  payee: 'Payee',
  note: 'Note (add it to your payment)',
  bankTitle: 'Or pay by bank transfer (NEFT, RTGS or IMPS)',
  /** The bank section's title when it is the only way to pay by transfer. */
  bankOnlyTitle: 'Pay by bank transfer (NEFT, RTGS or IMPS)',
  accountName: 'Account name',
  accountNumber: 'Account number',
  ifsc: 'IFSC',
  bankName: 'Bank',
  utrTitle: 'After paying, enter your transaction reference',
  utrLabel: 'UPI transaction id or UTR number',
  utrHint:
    'Your UPI app or bank shows it on the payment’s receipt: 12 digits for UPI, up to 22 letters and digits for NEFT/RTGS/IMPS.',
  utrRequired: 'Enter the transaction reference of your payment',
  utrInvalid: 'A transaction reference is 6 to 35 letters and digits',
  utrTaken:
    'This transaction reference is already recorded for an enrolment. Check it, or contact us if you think this is a mistake.',
  utrFailed:
    'Sorry, we could not record your reference just now. Please try again in a moment, or reach us directly on',
  utrSubmit: 'I have paid: submit reference',
  utrSending: 'Submitting...',
  /** While the school's UPI and bank details are unset (and Razorpay is not configured). */
  detailsPendingTitle: 'How to pay',
  detailsPending: (reference: string) =>
    `Your enrolment is recorded with reference ${reference}. The school will send you its payment details (UPI or bank transfer) at the e-mail address and phone number you gave; quote this reference when you pay.`,
  detailsPendingCallback:
    'Would you rather talk to us first? Ask for a callback and a counsellor will call you with the payment details.',
  detailsPendingButton: 'Request a callback',
  razorpayTitle: 'Pay online',
  razorpayIntro:
    'Pay securely by card, UPI, netbanking or wallet through Razorpay. You return here when the payment is done.',
  razorpayPay: (amount: string) => `Pay ${amount}`,
  razorpayOpening: 'Opening the payment window...',
  razorpayVerifying: 'Confirming your payment...',
  razorpayFailed:
    'The payment did not go through, and no money was taken for this attempt. You can try again.',
  razorpayDismissed: 'The payment window was closed before paying. You can try again.',
  razorpayUnavailable:
    'The payment window could not be opened. Check your connection and try again, or call us.',
  notYours:
    'This enrolment was made in another browser. Open the link from the browser you enrolled in, or check your e-mail.',
  paid: 'This enrolment is already paid.',
} as const;

export const successText = {
  title: 'Enrolment confirmed',
  description: 'Your enrolment, receipt and what happens next.',
  paidTitle: 'Payment received: you are enrolled!',
  awaitingTitle: 'Thank you! We are confirming your payment',
  awaitingBody:
    'We have your transaction reference. The school checks the payment against its account, usually within one working day, and then e-mails your confirmation and joining details.',
  awaitingHeld: (until: string) =>
    `Your seat in the batch is held for you until ${until} (IST) while the school checks your payment.`,
  awaitingReleased:
    'Your seat in the batch is no longer held for you while the school checks your payment, so the batch may fill up. If your money reached the school, it will still confirm your enrolment, even if the batch is full, and e-mail you your receipt. If you have not paid, or your bank shows that the payment failed, contact us with your reference and we will help you enrol.',
  pendingTitle: 'Your enrolment is waiting for payment',
  pendingBody: 'Finish paying to confirm your seat in the batch.',
  finishPaying: 'Finish paying',
  cancelledTitle: 'This enrolment was cancelled',
  refundedTitle: 'This enrolment was refunded',
  contactUs: 'Questions? Contact us',
  course: 'Course',
  batch: 'Batch',
  cohortStart: 'Cohort starts',
  amount: 'Amount',
  reference: 'Reference',
  method: 'Payment',
  status: 'Status',
  receipt: 'Download receipt (PDF)',
  calendar: 'Add the first class to your calendar',
  nextTitle: 'What happens next',
  /** The line of `next` that promises the joining link (the receipt leaves it out when it has the link). */
  joinLinkComes: 'Your joining link for the live classes comes by e-mail before your first class.',
  next: [
    'Your joining link for the live classes comes by e-mail before your first class.',
    'Every class is recorded; the recording is added within 24 hours of the class.',
    'Questions about your batch or a class? Call or WhatsApp us, or write to us.',
  ],
  privateTitle: 'Enrolment details are private',
  privateBody:
    'This page shows an enrolment’s details only in the browser that made it. Check the confirmation e-mail we sent, or contact us with your reference and we will help.',
} as const;

/** Payment method names as the receipt and pages print them. */
export const methodLabels: Record<string, string> = {
  razorpay: 'Online payment (Razorpay)',
  upi_transfer: 'UPI or bank transfer',
};

export const statusLabels: Record<string, string> = {
  pending_payment: 'Waiting for payment',
  awaiting_confirmation: 'Transfer reported, waiting for the school to confirm it',
  paid: 'Paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const batchSlots = batches.slots;

/** Coupon codes at checkout (lib/payments/coupons): the field, the refusals, the order's rows. */
export const couponText = {
  reveal: 'Have a code?',
  label: 'Coupon code',
  hint: 'Letters and digits, as the school gave it to you. We check it and take it off your price on the next step.',
  /** One sentence for each reason the server refuses a code. */
  unknown: 'We do not know this code. Check its spelling, or leave the field empty.',
  format: 'A code is 3 to 20 letters, digits or dashes. Check it, or leave the field empty.',
  notYet: 'This code cannot be used yet. Check the date it starts, or leave the field empty.',
  expired: 'This code has expired. Leave the field empty to continue at the usual price.',
  usedUp: 'This code has been used as many times as it allows. Leave the field empty to continue.',
  perEmail:
    'This code has already been used with this e-mail address as many times as it allows. Leave the field empty to continue.',
  paused: 'This code is paused at the moment. Leave the field empty to continue, or ask us.',
  wrongCourse:
    'This code is not for this course or cohort. Leave the field empty to continue, or check which course it is for.',
  /** Past the codes an address may try in an hour (lib/payments/coupons/tries.ts). */
  tooManyTries:
    'Too many codes tried from here; please try again in an hour or continue without a code.',
  /** The order's rows at the payment step, the receipt and the back office. */
  priceBefore: 'Price before your code',
  discountRow: (code: string) => `Coupon code (${code})`,
} as const;
