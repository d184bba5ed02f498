import { contactLine, site } from './site';

/**
 * The school's reply to an enquiry, sent within a minute (issue 52; lib/mail/lead-reply.ts puts it
 * together). A reply to what the visitor asked: what happens next and by when, the course they
 * asked about or looked at, a way to talk sooner. No marketing, no tracking.
 *
 * Anyone can type anyone's address into a form, so the reply carries nothing the visitor typed
 * (not their name, not their message): only the school's own words and figures, and the
 * enquiry's reference. At most one a day to an address (lib/leads/reply.ts).
 */

/** Each kind's subject and what happens next, by the lead's `kind` (lib/leads/kinds/). */
export const replyKinds: Record<string, { subject: string; next: string }> = {
  contact: {
    subject: 'We have your message',
    next: `Thank you for writing to ${site.name}. A member of our team will read your message and answer it.`,
  },
  callback: {
    subject: 'We have your callback request',
    next: `Thank you for asking ${site.name} for a call. A counsellor will call you on the number you gave us.`,
  },
  'enquiry-translation': {
    subject: 'We have your translation enquiry',
    next: `Thank you for your translation enquiry. We will look at what you need and send you a quote.`,
  },
  'enquiry-recruitment': {
    subject: 'We have your recruitment enquiry',
    next: `Thank you for your recruitment enquiry. We will be in touch to talk about the roles and the candidates you need.`,
  },
  'enquiry-corporate': {
    subject: 'We have your corporate training enquiry',
    next: `Thank you for your corporate training enquiry. We will be in touch to plan the classes with you.`,
  },
  'career-counselling': {
    subject: 'We have your career counselling request',
    next: `Thank you for booking career counselling with ${site.name}. A counsellor will contact you to agree a time for your session.`,
  },
  'placement-result': {
    subject: 'Your orientation test: what happens next',
    next: `Thank you for taking our orientation test. A teacher will contact you to confirm your level in a short call: the test gives an estimate only.`,
  },
};

export const replyText = {
  /** 'We have your message (Gurugram French School)'. */
  subject: (what: string) => `${what} (${site.name})`,
  greeting: 'Hello,',
  /** The office's answer time, with the hours it counts in (only while the hours are set). */
  byWhen: (when: string, hours: string) =>
    `We aim to answer by ${when} (India time). Our office hours are ${hours}.`,
  courseHeading: (title: string) => `${title}:`,
  cohort: (number: number, start: string) => `- Next cohort: Cohort ${number}, starting ${start}.`,
  seats: (slots: string) => `- Batches with seats (India time): ${slots}.`,
  noSeats: '- Every batch of this cohort is full just now.',
  fewSeats: (slot: string, left: number) => `${slot} (${left} seat${left === 1 ? '' : 's'} left)`,
  price: (price: string, until: string | null) =>
    until ? `- Price today: ${price}, until ${until}.` : `- Price: ${price}.`,
  enrolUntil: (day: string) => `- Last day to enrol: ${day}.`,
  seeCourse: (link: string) => `- The course and its batches: ${link}`,
  noCohort: (link: string) =>
    `No cohort of this course is open for enrolment just now. The course page lets you join its waitlist, and we will write when the next one opens: ${link}`,
  callback: (link: string) => `Would you rather talk? Ask us for a call back: ${link}`,
  whatsapp: (link: string) =>
    `Or write to us on WhatsApp, with your reference already in the message: ${link}`,
  whatsappMessage: (reference: string) => `Hello, I am writing about my enquiry ${reference}.`,
  reference: (reference: string) => `Your reference: ${reference}`,
  notYou:
    'This e-mail answers a form sent from our website with this address. If that was not you, please ignore it.',
  signOff: () => ['Warm regards,', site.name, contactLine(' · ')].filter((l): l is string => !!l),
};

/** 'Monday to Saturday, 10:00 AM to 6:00 PM' from the days and the two times. */
export const hoursSentence = (days: string, opens: string, closes: string) =>
  `${days}, ${opens} to ${closes}`;
