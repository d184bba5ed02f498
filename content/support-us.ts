import { site } from './site';

/**
 * /BuyMeCoffee: support the school's free material with a UPI contribution of the visitor's
 * choice. Nothing is collected or stored by the site: the QR code and the link open the visitor's
 * own UPI app, which shows the school's name and asks for the amount.
 */
export const supportUs = {
  /** SCHOOL TO CONFIRM: the school's UPI ID (VPA) that receives contributions. */
  upiId: 'frenchschool@upi',
  /** SCHOOL TO CONFIRM: the payee name the UPI app shows (as registered with the bank). */
  payeeName: site.name,
  /** What the transaction note says. */
  note: 'Support free French material',
  title: 'Buy Me a Coffee',
  heading: 'Support our free French material',
  description:
    'Help keep our quizzes, mock tests, lessons and videos free for every learner: send a contribution of your choice by UPI. No account, no amount fixed, nothing stored.',
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

/** The UPI deep link (NPCI's upi://pay): payee and note, no amount (the payer chooses). */
export function upiLink(): string {
  const q = new URLSearchParams({
    pa: supportUs.upiId,
    pn: supportUs.payeeName,
    cu: 'INR',
    tn: supportUs.note,
  });
  return `upi://pay?${q.toString().replace(/\+/g, '%20')}`;
}
