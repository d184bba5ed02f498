import { reachUs, site } from '@/content/site';
import { legalEntity } from './entity';
import type { LegalDocument } from './types';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The numbers of the refund policy. The spec gives none ('Refund window and payment plan terms:
 * not shown'): every value is a SCHOOL TO CONFIRM default, chosen to be fair to a learner, that
 * the school must confirm or replace before launch. The FAQ page reads the same values.
 */
export const refundTerms = {
  // SCHOOL TO CONFIRM: a cancellation at least this many days before the batch starts is refunded in full.
  fullRefundDaysBeforeStart: 3,
  // SCHOOL TO CONFIRM: after that, and up to this many days after the batch starts, part is refunded…
  partialRefundDaysAfterStart: 7,
  // SCHOOL TO CONFIRM: …this share of the fee paid.
  partialRefundPercent: 50,
  // SCHOOL TO CONFIRM: refunds are sent within this many working days of the approval.
  processingWorkingDays: 10,
  // SCHOOL TO CONFIRM: free moves to a later batch of the same course.
  freeBatchTransfers: 1,
} as const;

const t = refundTerms;

/** /RefundPolicy: cancellations, batch changes and refunds (referred to by /t&c). */
export const refundPolicy: LegalDocument = {
  title: 'Refund and Cancellation Policy',
  description: `When and how ${site.name} refunds course fees: cancelling before or after a batch starts, moving to another batch, payment plans, batches we cancel, and how refunds are paid.`,
  lastUpdated: '22 November 2026',
  intro: [
    `This policy explains when you can cancel an enrolment with ${legalEntity.legalName} ("we", "us", "the school"), when you get your money back and how. It is part of our Terms and Conditions (/t&c). The conditions that apply to your course are also confirmed to you in writing when you enrol.`,
    'We have tried to keep it fair and simple. If your situation is not covered here, talk to us: we would rather find a solution with you than point to a rule.',
  ],
  sections: [
    {
      id: 'before-start',
      heading: 'Cancelling before your batch starts',
      paragraphs: [
        `If you cancel at least ${t.fullRefundDaysBeforeStart} days before the first class of your batch, we refund everything you have paid for that course.`,
        `If you cancel later than that but before the first class, we refund ${t.partialRefundPercent}% of what you have paid, or, if you prefer, move you to a later batch of the same course at no cost (see "Moving to another batch").`,
      ],
    },
    {
      id: 'after-start',
      heading: 'Cancelling after your batch has started',
      paragraphs: [
        `Within the first ${t.partialRefundDaysAfterStart} days after the first class, you can cancel and receive ${t.partialRefundPercent}% of the fee you have paid.`,
        `After the first ${t.partialRefundDaysAfterStart} days, course fees are not refundable: your place in a small batch (6 to 15 learners) cannot be offered to someone else once the course is under way. You keep access to the class recordings of the classes held while you were enrolled.`,
      ],
    },
    {
      id: 'batch-transfer',
      heading: 'Moving to another batch',
      paragraphs: [
        `If your circumstances change (a new job, exams, travel), you can move to a later batch of the same course ${t.freeBatchTransfers === 1 ? 'once' : `${t.freeBatchTransfers} times`} at no cost, as long as that batch has a place. You continue from the point the new batch has reached, or start from the beginning if it has not started yet.`,
        'Moving between time slots of the same cohort is possible when the other slot has a place; ask us.',
      ],
    },
    {
      id: 'payment-plans',
      heading: 'Payment plans',
      paragraphs: [
        'If you pay in instalments under a payment plan agreed with us, a cancellation stops the instalments that are not yet due. The rules above apply to what you have already paid.',
      ],
    },
    {
      id: 'our-cancellations',
      heading: 'If we cancel or change a batch',
      paragraphs: [
        'If we cancel a batch, or move its start date or time slot and the new one does not suit you, you choose: a place in another batch, or a full refund of everything you paid for that course.',
        'If a single class cannot take place, we reschedule it and tell you as early as we can; its recording is shared as usual.',
      ],
    },
    {
      id: 'discounts',
      heading: 'Early-enrolment discounts',
      paragraphs: [
        'A refund is calculated on the amount you actually paid, including any early-enrolment discount.',
      ],
    },
    {
      id: 'not-refundable',
      heading: 'What we cannot refund',
      items: [
        'Fees for the DELF, DALF, TEF and TCF exams: these are paid to the official exam centres and follow their own rules. We prepare you for the exams; we do not conduct them.',
        'Classes missed without cancelling: the recording of each class is shared within 24 hours so that you can catch up.',
        'Removal from a batch after serious or repeated breaches of the conduct rules in our Terms and Conditions.',
      ],
    },
    {
      id: 'services',
      heading: 'Translation, interpretation and other services',
      paragraphs: [
        'For translation and interpretation, we send a quote before any work starts. If you cancel before work starts, you pay nothing, or we refund in full anything you paid. If you cancel after work has started, you pay for the part done. For interpretation, the quote says what applies if the assignment is cancelled shortly before it was due.',
        'Our free sessions, free career counselling and free practice material cost nothing, so there is nothing to refund.',
      ],
    },
    {
      id: 'how-to-cancel',
      heading: 'How to cancel or ask for a refund',
      paragraphs: [
        `${capitalised(reachUs())} with your name, the course and batch, and your enrolment or payment reference. We confirm that we have received your request and reply with the amount we will refund.`,
      ],
    },
    {
      id: 'how-refunds-are-paid',
      heading: 'How refunds are paid',
      paragraphs: [
        `Refunds go back to the account or card you paid from, within ${t.processingWorkingDays} working days of our confirming the refund. Your bank may take a few more days to show it. We do not charge a fee for refunding.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'This policy does not take away any right you have under Indian law, including the Consumer Protection Act, 2019. If you are unhappy with how we handled a cancellation, please contact us first; you can also approach a consumer commission.',
      ],
    },
  ],
};
