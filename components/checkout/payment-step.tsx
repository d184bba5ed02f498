import Link from 'next/link';
import { OrderFacts } from '@/components/checkout/order-facts';
import { RazorpayPay } from '@/components/checkout/razorpay-pay';
import { CheckoutSteps } from '@/components/checkout/steps';
import { TransferPayment } from '@/components/checkout/transfer-payment';
import { buttonClass } from '@/components/ui/button';
import {
  batchSlots,
  checkoutText,
  couponText,
  detailsText,
  paymentText as t,
  successText,
} from '@/content/checkout';
import { referralMessages } from '@/content/learner';
import { formatDateTime } from '@/lib/dates';
import { formatPaise } from '@/lib/payments/format';
import type { PaymentDetails } from '@/lib/payments/transfer-details';
import { cardClass as card } from '@/components/ui/card';
import { PaySection } from './pay-section';

// The payment step's parts (/detail-verification/payment?ref=). Presentational: its page checks
// who may see the enrolment and reads it, the price and the ways to pay, and hands them here.

/** An enrolment the visitor may not see, or an unknown one: nothing of it is shown. */
export function PrivateEnrolment() {
  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className={`mx-auto max-w-2xl ${card}`}>
        <h1 className="font-display text-3xl font-bold text-brand">{successText.privateTitle}</h1>
        <p className="mt-3 text-ink">{t.notYours}</p>
        <p className="mt-5 flex flex-wrap gap-3">
          <Link href="/ContactUs" className={buttonClass('primary')}>
            {successText.contactUs}
          </Link>
          <Link href="/checkout" className={buttonClass('outline')}>
            Courses
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The enrolment as the payment step shows it: plain values its page read and worked out. */
export type PaymentOrder = {
  reference: string;
  /** The course's slug (the callback's topic) and title. */
  course: string;
  courseTitle: string;
  /** "Cohort 13", when the enrolment has one. */
  cohort: string | null;
  batch: number;
  /** The cohort's start in words, when known. */
  startLabel: string | null;
  amountPaise: number;
  /** The price before the code and the referral took their part off. */
  priceBeforePaise: number;
  couponCode: string | null;
  couponDiscountPaise: number;
  referralCode: string | null;
  referralDiscountPaise: number;
  quoteExpiresAt: Date;
};

/** How the learner pays: online by Razorpay when it is configured, else by bank transfer or UPI. */
export type PaymentMethod =
  { kind: 'razorpay'; checkoutUrl: string } | { kind: 'transfer'; details: PaymentDetails };

/**
 * The payment step: the way to pay beside the order, its price held until a time; `requoted` when
 * the held price ran out and today's was worked out again.
 */
export function PaymentStep({
  order,
  method,
  requoted,
}: {
  order: PaymentOrder;
  method: PaymentMethod;
  requoted: boolean;
}) {
  const amount = formatPaise(order.amountPaise);
  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <CheckoutSteps current={2} />
        <h1 className="mt-6 font-display text-3xl font-bold text-brand sm:text-4xl">{t.title}</h1>
        {requoted ? (
          <p
            role="status"
            className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-300"
          >
            {t.requoted}
          </p>
        ) : null}
        <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className="grid gap-6">
            {method.kind === 'razorpay' ? (
              <PaySection id="pay-online" title={t.razorpayTitle}>
                <p className="mt-2 mb-4 text-ink">{t.razorpayIntro}</p>
                <RazorpayPay
                  reference={order.reference}
                  amountLabel={amount}
                  checkoutUrl={method.checkoutUrl}
                />
              </PaySection>
            ) : (
              <TransferPayment
                reference={order.reference}
                amountPaise={order.amountPaise}
                details={method.details}
                course={order.course}
              />
            )}
          </div>
          <aside aria-label="Your order" className={card}>
            <h2 className="text-lg font-bold text-ink">{order.courseTitle}</h2>
            <div className="mt-3">
              <OrderFacts
                rows={[
                  ...(order.cohort
                    ? ([[checkoutText.cohort, order.cohort.replace(/^Cohort /, '')]] as [
                        string,
                        string,
                      ][])
                    : []),
                  [successText.batch, `${batchSlots[order.batch]} IST`],
                  ...(order.startLabel
                    ? ([[successText.cohortStart, order.startLabel]] as [string, string][])
                    : []),
                  [t.reference, order.reference],
                  // The price before and after the code: the server's figures, never the browser's.
                  ...(order.couponDiscountPaise
                    ? ([
                        [couponText.priceBefore, formatPaise(order.priceBeforePaise)],
                        [
                          couponText.discountRow(order.couponCode ?? ''),
                          `−${formatPaise(order.couponDiscountPaise)}`,
                        ],
                      ] as [string, string][])
                    : []),
                  ...(order.referralDiscountPaise
                    ? ([
                        [
                          referralMessages.discountRow(order.referralCode ?? ''),
                          `−${formatPaise(order.referralDiscountPaise)}`,
                        ],
                      ] as [string, string][])
                    : []),
                  [t.amountDue, amount],
                ]}
              />
            </div>
            <p className="mt-3 text-sm text-muted" data-testid="held-until">
              {t.heldUntil(formatDateTime(order.quoteExpiresAt))}
            </p>
          </aside>
        </div>
      </div>
    </section>
  );
}

/**
 * The hold ran out and cannot be renewed: the batch filled meanwhile (the learner chooses a batch
 * again), or the cohort is no longer on sale (the checkout then offers the waitlist).
 */
export function BatchTaken({ course, message }: { course: string; message: string }) {
  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <CheckoutSteps current={2} />
        <h1 className="mt-6 font-display text-3xl font-bold text-brand sm:text-4xl">{t.title}</h1>
        <div className={`mt-6 ${card}`}>
          <p role="alert" className="text-ink">
            {message}
          </p>
          <Link
            href={`/checkout?course=${encodeURIComponent(course)}`}
            className="mt-4 inline-block font-semibold text-brand underline underline-offset-2"
          >
            {detailsText.back}
          </Link>
        </div>
      </div>
    </section>
  );
}
