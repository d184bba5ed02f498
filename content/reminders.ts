import { contactLine, site } from './site';

/**
 * Abandoned-checkout reminders (issue 52): an enrolment that got its quote but was not paid gets at
 * most two e-mails, each a reply to what the person started (no marketing, no tracking pixel), with
 * a link back to its payment step and a one-click 'No more reminders' (for every enrolment of that
 * address). lib/payments/reminders.ts decides when; the words are here.
 */
export const reminderSettings = {
  /** Hours after the quote for the first reminder, and for the second. */
  afterHours: [1, 24] as const,
  /** A reminder later than this after the quote is not sent at all (the pass was down). */
  latestHours: 72,
  /** How long an e-mailed link back to the payment step works. */
  linkDays: 7,
  /**
   * At most this many reminders reach one mailbox per India day, whichever enrolments they are
   * about (anyone can start enrolments under someone else's address); one over it is skipped.
   */
  perMailboxPerDay: 2,
};

export type ReminderFacts = {
  name: string;
  reference: string;
  course: string;
  cohort: string | null;
  /** "Monday, 5 January 2027" */
  start: string | null;
  batch: string;
  /** The price still held for them, and until when (IST); or null: today's price below. */
  held: { price: string; until: string } | null;
  /** Today's price for their batch (after their referral discount, before any coupon). */
  today: string | null;
  hasCoupon: boolean;
  seatsLeft: number;
  /** Last day to enrol, "31 December 2026". */
  enrolUntil: string;
  resumeLink: string;
  stopLink: string;
  second: boolean;
};

export function reminderMail(f: ReminderFacts) {
  const contact = contactLine(' · ');
  const price = f.held
    ? `Your price of ${f.held.price} is still held for you until ${f.held.until} (IST).`
    : f.today
      ? `The price you were quoted is no longer held; today's price for this batch is ${f.today}${f.hasCoupon ? ' (your coupon is applied again at payment while it is still valid)' : ''}.`
      : null;
  const seats =
    f.seatsLeft === 1 ? 'The batch has 1 seat left.' : `The batch has ${f.seatsLeft} seats left.`;
  return {
    subject: `${site.name}: your enrolment in ${f.course} is not paid yet (${f.reference})`,
    text: [
      `Dear ${f.name},`,
      '',
      `You started enrolling in ${f.course}${f.cohort ? `, ${f.cohort}` : ''} but did not finish the payment.`,
      '',
      `Batch: ${f.batch}`,
      ...(f.start ? [`Classes start: ${f.start}`] : []),
      `Reference: ${f.reference}`,
      ...(price ? ['', price] : []),
      seats,
      `Enrolment for this cohort closes on ${f.enrolUntil}.`,
      '',
      `To finish paying, open this link (it works for ${reminderSettings.linkDays} days, in any browser):`,
      f.resumeLink,
      '',
      f.second
        ? 'This is the last reminder we send about this enrolment.'
        : 'We will send at most one more reminder about this enrolment.',
      'If you do not want any more reminders, open this link and press the button:',
      f.stopLink,
      '',
      ...(contact ? [`If you have a question, reach us at ${contact}.`] : []),
      'If you did not start this enrolment, you can ignore this e-mail.',
      '',
      site.name,
      '',
    ].join('\n'),
  };
}

/** The pages the e-mail's links open. */
export const reminderPageText = {
  stopTitle: 'No more reminders',
  stopHeading: 'Stop the payment reminders to your e-mail address',
  stopLead: (reference: string) =>
    `Press the button and we will send no more payment reminders to the e-mail address of enrolment ${reference}, about it or any other unpaid enrolment. Your enrolment is not cancelled: you can still pay for it while the batch has seats.`,
  stopButton: 'No more reminders',
  stopping: 'One moment…',
  stopped: (reference: string) =>
    `Done: we will send no more payment reminders to the e-mail address of enrolment ${reference}.`,
  stopFailed: 'Sorry, this could not be saved just now. Please try again in a moment.',
  badLink:
    'This link does not work. Check that you opened the whole link from the e-mail, or write to us and we will stop the reminders for you.',
  resumeTitle: 'Finish your enrolment',
  resumeHeading: 'Finish paying for your enrolment',
  resumeLead: (reference: string) =>
    `Press the button to open the payment step of enrolment ${reference} in this browser. It shows the price and the seats left now.`,
  resumeButton: 'Continue to payment',
  resumeExpired:
    'This link has expired. Start your enrolment again from the course page, or write to us and we will help you.',
  resumeClosed:
    'This enrolment is already paid (or your payment is being checked) or it is closed, so this link opens nothing more: your receipt is in your e-mail, and your dashboard (after you sign in) shows your enrolments.',
  courses: 'See our courses',
};

/** Why a resume link opens nothing, by lib/payments/reminder-links.ts's reason. */
export const resumeRefused = {
  bad: reminderPageText.badLink,
  expired: reminderPageText.resumeExpired,
  closed: reminderPageText.resumeClosed,
};
