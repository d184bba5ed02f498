import { contactLine, site } from './site';
import { waitlistCourseName } from './waitlist';

/**
 * The waitlist's address confirmation (issue 47): the one e-mail an address gets before the
 * school invites it, and the page its link opens. The e-mail carries nothing the visitor typed
 * (not their name): whoever typed the address chose only the course, from the list.
 */

export function waitlistConfirmMail(course: string, link: string, days: number) {
  const name = waitlistCourseName(course) ?? 'a French course';
  const contact = contactLine(' · ');
  return {
    subject: `Confirm your e-mail address for the ${name} waitlist`,
    text: [
      'Hello,',
      '',
      `Someone (we hope you) asked ${site.name} to add this e-mail address to the waitlist for ${name}.`,
      'To confirm it and be told when the next cohort opens, open this link and press the button:',
      '',
      link,
      '',
      `The link works once, within ${days} days. If you did not ask for this, ignore this e-mail: we will not write to you about the waitlist.`,
      '',
      site.name,
      ...(contact ? [contact] : []),
      '',
    ].join('\n'),
  };
}

export const waitlistConfirmText = {
  title: 'Confirm your waitlist place',
  heading: 'Confirm your e-mail address',
  lead: (course: string) =>
    `Press the button to confirm that we may e-mail this address when the next cohort of ${course} opens for enrolment.`,
  button: 'Confirm my address',
  sending: 'Confirming...',
  done: (course: string) =>
    `Thank you: your address is confirmed. We will e-mail you when the next cohort of ${course} opens for enrolment.`,
  already: (course: string) =>
    `This address is already confirmed for the ${course} waitlist. We will e-mail you when the next cohort opens for enrolment.`,
  expired:
    'This link has expired. Join the waitlist again from the course page and we will send you a new one.',
  unknown:
    'This link does not work. Check that you opened the whole link from the e-mail, or join the waitlist again from the course page.',
  failed: 'Sorry, your address could not be confirmed just now. Please try again in a moment.',
  courses: 'See our courses',
  anyCourse: 'the course',
  tooMany:
    'We have already sent several confirmation e-mails to this address today. Please use the link in one of them, or try again tomorrow.',
};
