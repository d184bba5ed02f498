import { isSet } from '@/content/school-values';

/**
 * /BuyMeCoffee: support the school's free material with a UPI contribution of the visitor's
 * choice. Nothing is collected or stored by the site: the QR code and the link open the visitor's
 * own UPI app, which shows the school's name and asks for the amount. While the UPI ID or the payee
 * is unset, the page offers no UPI code and says how to help instead (`notOpen`).
 */
export const supportUs = {
  // SCHOOL SETS: the school's UPI ID (VPA) that receives contributions, as name@bank.
  upiId: null as string | null,
  // SCHOOL SETS: the payee name the UPI app shows (as registered with the bank).
  payeeName: null as string | null,
  /** What the transaction note says. */
  note: 'Support free French material',
  title: 'Buy Me a Coffee',
  heading: 'Support our free French material',
  description:
    'Help keep our quizzes, mock tests, lessons and videos free for every learner: send a contribution of your choice by UPI. No account, no amount fixed, nothing stored.',
  /** The description while contributions are not open (no UPI ID set). */
  descriptionNotOpen:
    'Our free French material: level quizzes, mock tests for DELF, DALF and TEF, interactive lessons and videos, and how you can help keep it free.',
  /** Shown instead of the UPI code and the steps while the UPI ID or payee is unset. */
  notOpen: {
    heading: 'Contributions are not open yet',
    paragraphs: [
      'We have not yet published the UPI ID that receives contributions, so this page cannot take one for now.',
      'You can still help: use our free material, share it with someone who is learning French, and tell us through the Contact Us page when you find a mistake in it.',
    ],
    contactLabel: 'Contact Us',
  },
  intro: [
    'Alongside our courses, we make free practice material for anyone learning French: level-based quizzes, mock tests for DELF, DALF and TEF, interactive lessons and videos. Learners use them to find their level, to practise for exams and to keep going between classes, whether or not they study with us.',
    'Making them takes time: writing questions, recording, checking answers, fixing mistakes learners report. If they have helped you and you would like to help us make more, you can buy us a coffee.',
  ],
  how: {
    heading: 'How to contribute',
    steps: [
      'Scan the QR code with any UPI app (Google Pay, PhonePe, Paytm, BHIM or your bank’s app), or, on your phone, tap the button.',
      'Check that the payee is ours, then enter the amount you choose. Any amount helps.',
      'Confirm in your app. That’s all: the website never sees your payment details.',
    ],
  },
  honest: {
    heading: 'Good to know',
    items: [
      'A contribution is a gift: it does not buy a course, a class or a certificate, and it is not refundable.',
      'It is voluntary. Everything we publish for free stays free, whether you contribute or not.',
      'It is not a donation to a charity and gives no tax deduction.',
      'This page stores nothing: no amount, no name, no payment details.',
    ],
  },
  button: 'Open my UPI app',
  qrCaption: 'Scan with any UPI app',
  upiIdLabel: 'UPI ID',
  free: {
    heading: 'Our free material',
    links: [
      { label: 'Level-Based Quizzes', href: '/Quiz' },
      { label: 'Mock Practice Tests for DELF/DALF & TEF', href: '/delf-dalf-mock-tests' },
      { label: 'Interactive French Lessons', href: '/InteractiveFrenchLesson' },
      { label: 'Watch & Practice', href: '/WatchPractice' },
    ],
  },
} as const;

/**
 * The UPI deep link (NPCI's upi://pay): payee and note, no amount (the payer chooses); null while
 * the UPI ID or the payee is unset.
 */
export function upiLink(): string | null {
  if (!isSet(supportUs.upiId) || !isSet(supportUs.payeeName)) return null;
  const q = new URLSearchParams({
    pa: supportUs.upiId,
    pn: supportUs.payeeName,
    cu: 'INR',
    tn: supportUs.note,
  });
  return `upi://pay?${q.toString().replace(/\+/g, '%20')}`;
}
