import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { BatchTaken, PaymentStep, PrivateEnrolment } from '@/components/checkout/payment-step';
import { detailsText, paymentText } from '@/content/checkout';
import { contentMetadata } from '@/lib/metadata';
import { priceBeforeDiscounts } from '@/lib/payments/coupons/rules';
import { mayView } from '@/lib/payments/enrolment-access';
import { enrolmentView } from '@/lib/payments/enrolment-view';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { unpaidRefused } from '@/lib/payments/holds';
import { PAYMENT_STEP } from '@/lib/payments/payment-path';
import { razorpayConfig } from '@/lib/payments/razorpay';
import { successPath } from '@/lib/payments/success-path';
import { paymentDetails } from '@/lib/payments/transfer-details';
import { requestTime } from '@/lib/request-time';
import { one } from '@/lib/search-params';

// Its own title (the step's heading); the checkout's description, as the details step before it.
export const metadata: Metadata = {
  ...contentMetadata({ ...detailsText, title: paymentText.title }, PAYMENT_STEP),
  robots: { index: false, follow: false },
};

/**
 * /detail-verification/payment?ref=<reference>: the checkout's payment step, online by Razorpay
 * when it is configured, else by bank transfer or UPI. Only the browser that made the enrolment,
 * or its owner signed in, sees it; any other visitor, and an unknown reference, is told it is
 * private. Once paid (or reported, or closed) the step is over: the success page says where it is.
 */
export default async function PaymentStepPage({
  searchParams,
}: {
  searchParams: Promise<{ ref?: string | string[] }>;
}) {
  const reference = one((await searchParams).ref) ?? '';
  const now = await requestTime();
  if (!(await mayView(reference))) return <PrivateEnrolment />;
  const found = await enrolmentForPayment(reference, now);
  if (!found) return <PrivateEnrolment />;
  const { enrolment, requoted, full, closed, capped } = found;
  if (enrolment.status !== 'pending_payment') redirect(successPath(enrolment.reference));
  // The hold ran out and could not be renewed: the learner chooses again at the checkout.
  if (full) return <BatchTaken course={enrolment.course} message={detailsText.batchFull} />;
  if (closed) return <BatchTaken course={enrolment.course} message={detailsText.cohortClosed} />;
  if (capped) return <BatchTaken course={enrolment.course} message={unpaidRefused[capped]} />;

  const v = enrolmentView({ ...enrolment, payments: [] });
  const rzp = razorpayConfig();
  return (
    <PaymentStep
      order={{
        reference: enrolment.reference,
        course: enrolment.course,
        courseTitle: v.courseTitle,
        cohort: v.cohort,
        batch: enrolment.batch,
        startLabel: v.startLabel,
        amountPaise: enrolment.amountPaise,
        priceBeforePaise: priceBeforeDiscounts(enrolment),
        couponCode: enrolment.couponCode,
        couponDiscountPaise: enrolment.couponDiscountPaise,
        referralCode: enrolment.referralCode,
        referralDiscountPaise: enrolment.referralDiscountPaise,
        quoteExpiresAt: enrolment.quoteExpiresAt,
      }}
      method={
        rzp
          ? { kind: 'razorpay', checkoutUrl: rzp.checkoutUrl }
          : { kind: 'transfer', details: paymentDetails() }
      }
      requoted={requoted}
    />
  );
}
