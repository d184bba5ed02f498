/** Words of the "Leave a message for us" section and form (spec §2, §4, §5). */
export const contactSection = {
  heading: 'Leave a message for us',
  intro:
    'Questions about levels, batches, exams or fees? Write to us and our team will get back to you shortly.',
  phoneLabel: 'Call or WhatsApp',
  officeLabel: 'Office',
  emailLabel: 'Course enquiries',
  phoneHint: 'Chat on WhatsApp',
  officeHint: 'Open in maps',
  emailHint: 'Write an e-mail',
};

/** The purpose list (the spec's 'option 1', 'option2' were placeholders). The payload carries the text. */
export const purposeOptions = [
  'General enquiry',
  'Course and batch details',
  'Exam preparation (DELF/DALF/TEF/TCF)',
  'Kids and teens classes',
  'Corporate training',
  'Translation and interpretation',
  'Other',
] as const;

/** Fixed text of the payload's contactingFor field (spec §7). */
export const CONTACTING_FOR = 'Leave us a message';

export const thankYouDialog = {
  title: 'Thank you!',
  body: "We've received your message and our team will get back to you shortly.",
  close: 'Close',
};

export const contactFormText = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  purpose: 'Purpose',
  purposePlaceholder: 'Select a purpose',
  message: 'Message',
  termsBefore: 'I agree to the ',
  terms: 'Terms and Conditions',
  termsBetween: ' and the ',
  privacy: 'Privacy Policy',
  submit: 'Send message',
  sending: 'Sending...',
  rateLimited:
    'You have sent several messages in a short time. Please wait a few minutes and try again, or reach us directly on',
  failed:
    'Sorry, your message could not be sent just now. Please try again in a moment, or reach us directly on',
  checkFields: 'Please check the highlighted fields.',
};
