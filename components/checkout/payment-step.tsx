import Link from 'next/link';
import { redirect } from 'next/navigation';
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
import { mayView } from '@/lib/payments/enrolment-access';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { priceBeforeDiscounts } from '@/lib/payments/coupons/rules';
import { unpaidRefused } from '@/lib/payments/holds';
import { formatPaise } from '@/lib/payments/format';
import { razorpayConfig } from '@/lib/payments/razorpay';
import { paymentDetails } from '@/lib/payments/transfer-details';
import { enrolmentView } from '@/lib/payments/enrolment-view';
import { cardClass as card } from '@/components/ui/card';
import { PaySection } from './pay-section';
import { successPath } from '@/lib/payments/success-path';

/** A card of the checkout's details and payment steps. */

function Private() {
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

/**
 * The payment step (/detail-verification?ref=): online by Razorpay when it is configured, else
 * by bank transfer; an enrolment the visitor may not see, or an unknown one, is private.
 */
export async function PaymentStep({ reference, now }: { reference: string; now: number }) {
  if (!(await mayView(reference))) return <Private />;
  const found = await enrolmentForPayment(reference, now);
  if (!found) return <Private />;
  const { enrolment, requoted, full, closed, capped } = found;
  if (enrolment.status !== 'pending_payment') redirect(successPath(reference));
  if (full) return <BatchTaken course={enrolment.course} message={detailsText.batchFull} />;
  if (closed) return <BatchTaken course={enrolment.course} message={detailsText.cohortClosed} />;
  if (capped) return <BatchTaken course={enrolment.course} message={unpaidRefused[capped]} />;
  const v = enrolmentView({ ...enrolment, payments: [] });
  const amount = formatPaise(enrolment.amountPaise);
  const rzp = razorpayConfig();

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
            {rzp ? (
              <PaySection id="pay-online" title={t.razorpayTitle}>
                <p className="mt-2 mb-4 text-ink">{t.razorpayIntro}</p>
                <RazorpayPay
                  reference={reference}
                  amountLabel={amount}
                  checkoutUrl={rzp.checkoutUrl}
                />
              </PaySection>
            ) : (
              <TransferPayment
                reference={reference}
                amountPaise={enrolment.amountPaise}
                details={paymentDetails()}
                course={enrolment.course}
              />
            )}
          </div>
          <aside aria-label="Your order" className={card}>
            <h2 className="text-lg font-bold text-ink">{v.courseTitle}</h2>
            <div className="mt-3">
              <OrderFacts
                rows={[
                  ...(v.cohort
                    ? ([[checkoutText.cohort, v.cohort.replace(/^Cohort /, '')]] as [
                        string,
                        string,
                      ][])
                    : []),
                  [successText.batch, `${batchSlots[enrolment.batch]} IST`],
                  ...(v.startLabel
                    ? ([[successText.cohortStart, v.startLabel]] as [string, string][])
                    : []),
                  [t.reference, enrolment.reference],
                  // The price before and after the code: the server's figures, never the browser's.
                  ...(enrolment.couponDiscountPaise
                    ? ([
                        [couponText.priceBefore, formatPaise(priceBeforeDiscounts(enrolment))],
                        [
                          couponText.discountRow(enrolment.couponCode ?? ''),
                          `−${formatPaise(enrolment.couponDiscountPaise)}`,
                        ],
                      ] as [string, string][])
                    : []),
                  ...(enrolment.referralDiscountPaise
                    ? ([
                        [
                          referralMessages.discountRow(enrolment.referralCode ?? ''),
                          `−${formatPaise(enrolment.referralDiscountPaise)}`,
                        ],
                      ] as [string, string][])
                    : []),
                  [t.amountDue, amount],
                ]}
              />
            </div>
            <p className="mt-3 text-sm text-muted" data-testid="held-until">
              {t.heldUntil(formatDateTime(enrolment.quoteExpiresAt))}
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
function BatchTaken({ course, message }: { course: string; message: string }) {
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
