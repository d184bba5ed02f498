import { batches, courseLevels, type CefrCode } from './courses-overview';

/**
 * Words of the 'Join the waitlist' dialog (issue 24: a course with no cohort open, or a full
 * batch). The waitlist is for the four level courses; staff invite it from /admin/courses when a
 * cohort opens. Nothing here promises a date.
 */

export const waitlistText = {
  title: 'Join the waitlist',
  intro: (course: string) =>
    `Leave your details and we will e-mail you when enrolment opens for the next cohort of ${course}.`,
  name: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  slot: 'Preferred batch slot (IST)',
  slotAny: 'Any slot',
  slotHint: 'Classes run in five daily slots, Monday to Saturday. A preference is not a booking.',
  submit: 'Join the waitlist',
  sending: 'Sending...',
  doneTitle: 'Check your e-mail',
  done: (course: string, email: string) =>
    `We have sent a short e-mail to ${email}. Open the link in it and press the button to confirm your place on the waitlist for ${course}: we write about the next cohort only to addresses that confirmed.`,
  doneNote:
    'Joining the waitlist does not hold a seat or commit you to anything. When we write, you choose whether to enrol.',
  close: 'Close',
  rateLimited:
    'You have sent several requests in a short time. Please wait a few minutes and try again, or reach us directly on',
  failed:
    'Sorry, your request could not be sent just now. Please try again in a moment, or reach us directly on',
  checkFields: 'Please check the highlighted fields.',
};

/** A level course's slug: a1, a2, b1 or b2 (content/courses levelCourses). */
export type WaitlistCourse = Lowercase<CefrCode>;

/**
 * The courses with a waitlist, A1 to B2, and the name the dialog, the lead's subject and the
 * staff e-mail give them. Built from courses-overview (small) rather than content/courses (the
 * whole curricula), because the form's schema loads in the browser.
 */
export const waitlistCourses: readonly { slug: WaitlistCourse; name: string }[] = courseLevels.map(
  (l) => ({ slug: l.code.toLowerCase() as WaitlistCourse, name: `French ${l.code} Level` }),
);

export const waitlistCourseSlugs: readonly WaitlistCourse[] = waitlistCourses.map((c) => c.slug);

/** 'French B1 Level' for 'b1'; undefined for a slug with no waitlist. */
export function waitlistCourseName(slug: string): string | undefined {
  return waitlistCourses.find((c) => c.slug === slug)?.name;
}

/** The value of 'Any slot' in the form and the API (stored as `slot: null`). */
export const ANY_SLOT = 'any';

/** A preferred slot as people read it: '7:00-9:30 PM IST', or 'Any slot' for null. */
export function waitlistSlotLabel(slot: number | null): string {
  const s = slot === null ? undefined : batches.slots[slot];
  return s ? `${s} ${batches.timeZone}` : waitlistText.slotAny;
}

/** The slot choices of the form: 'Any slot' first, then the five daily slots (IST). */
export const waitlistSlotOptions: readonly { value: string; label: string }[] = [
  { value: ANY_SLOT, label: waitlistText.slotAny },
  ...batches.slots.map((s, i) => ({ value: String(i), label: `${s} ${batches.timeZone}` })),
];
