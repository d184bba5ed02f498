import { batches } from './courses-overview';

/** Words of the callback dialog and the /request-a-callback page (spec §2, §4, §5, §7). */
/** Why a visitor asks for a callback, when a page knows (the checkout's 'Need a payment plan?'). */
export const callbackTopics = {
  'payment-plan': {
    subject: 'Payment plan',
    note: 'You are asking about a payment plan: a counsellor will explain how the fees can be paid in instalments.',
  },
  'payment-details': {
    subject: 'Payment details',
    note: 'You are asking how to pay for your enrolment: a counsellor will call you with the school’s payment details.',
  },
} as const;
export type CallbackTopic = keyof typeof callbackTopics;

export const callbackText = {
  title: 'Request a callback',
  intro:
    'Leave your name and number, and a counsellor will call you to talk about courses, levels and batches.',
  firstName: 'First name',
  lastName: 'Last name',
  country: 'Country code',
  phone: 'Phone number',
  email: 'Email (optional)',
  course: 'Course (optional)',
  courseNone: 'Not sure yet',
  continue: 'Continue',
  sending: 'Sending...',
  continueHint: (digits: string) =>
    `Enter your first and last name and a ${digits}-digit phone number to continue.`,
  verifyTitle: 'Verification',
  verifyIntro: 'Ensure your details are accurate to receive confirmation',
  name: 'Name',
  phoneShown: 'Phone',
  emailShown: 'Email',
  noEmail: 'Not given',
  edit: 'Edit details',
  next: 'Next',
  doneTitle: 'Thank you!',
  done: (first: string, phone: string) =>
    `Thank you, ${first}. A counsellor will call you on ${phone} soon, during office hours.`,
  close: 'Close',
  rateLimited:
    'You have sent several requests in a short time. Please wait a few minutes and try again, or reach us directly on',
  failed:
    'Sorry, your request could not be sent just now. Please try again in a moment, or reach us directly on',
  startOver: 'This request can no longer be changed. Please send your details again.',
  paymentPlanNote: batches.paymentPlan,
};

/** The /request-a-callback page (for links from e-mails and ads). */
export const callbackPage = {
  title: 'Request a callback',
  description:
    'Ask for a call from our counsellors: French courses from A1 to B2, kids and teens batches, DELF, DALF, TEF and TCF preparation.',
  heading: 'Request a callback',
  lead: 'Tell us how to reach you and which course you are curious about. A counsellor will call you back to answer your questions: your level, the next batch, the five daily batch times (IST), fees and payment plans.',
  points: [
    'Live online classes in small batches of 6-15 students',
    'Five daily batch times in IST, Monday to Saturday',
    'No trial classes, but we can share a recorded demo class',
    'A payment plan is offered on request',
  ],
};
