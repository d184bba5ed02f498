import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CheckoutLivePrice } from '@/components/checkout/live-price';
import { DetailsForm } from '@/components/checkout/details-form';
import { OrderFacts } from '@/components/checkout/order-facts';
import { referralMessages } from '@/content/learner';
import { referralParam } from '@/lib/learner/referral-param';
import { RazorpayPay } from '@/components/checkout/razorpay-pay';
import { CheckoutSteps } from '@/components/checkout/steps';
import { TransferPayment } from '@/components/checkout/transfer-payment';
import { buttonClass } from '@/components/ui/button';
import {
  batchSlots,
  checkoutText,
  detailsText,
  paymentText as t,
  successText,
} from '@/content/checkout';
import { pageMetadata } from '@/lib/metadata';
import { mayView } from '@/lib/payments/owner';
import { batchIndex, checkoutCourse } from '@/lib/payments/course';
import { enrolmentForPayment } from '@/lib/payments/enrolments';
import { batchLabel, formatPaise } from '@/lib/payments/format';
import { formatDateTime } from '@/lib/dates';
import { razorpayConfig } from '@/lib/payments/razorpay';
import { paymentDetails } from '@/lib/payments/transfer-details';
import { enrolmentView } from '@/lib/payments/view';
import { requestTime } from '@/lib/request-time';

export const metadata: Metadata = {
  ...pageMetadata({
    title: detailsText.title,
    description: detailsText.description,
    path: '/detail-verification',
  }),
  robots: { index: false, follow: false },
};

type Search = Promise<{
  course?: string | string[];
  batch?: string | string[];
  ref?: string | string[];
  referral?: string | string[];
}>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6';

// /detail-verification?course=&batch= (the learner's details), then ?ref= (the payment step)
export default async function DetailVerificationPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const now = await requestTime();
  const ref = one(q.ref);
  if (ref !== undefined) return <PaymentStep reference={ref} now={now} />;

  const course = checkoutCourse(one(q.course));
  if (!course) redirect('/checkout');
  if (course.mrp === null) redirect(`/checkout?course=${course.slug}`);
  const batch = batchIndex(one(q.batch));
  if (batch === null) redirect(`/checkout?course=${course.slug}`);

  return (
    <section className="bg-cream px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-5xl">
        <CheckoutSteps current={1} />
        <h1 className="mt-6 font-display text-3xl font-bold text-brand sm:text-4xl">
          {detailsText.title}
        </h1>
        <p className="mt-3 max-w-2xl text-ink">{detailsText.intro}</p>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1.4fr_1fr] lg:items-start">
          <div className={card}>
            <DetailsForm
              course={course.slug}
              batch={batch}
              forKids={course.forKids}
              referral={referralParam(one(q.referral)) ?? ''}
            />
          </div>
          <aside aria-label="Your order" className={card}>
            <h2 className="text-lg font-bold text-ink">{course.title}</h2>
            <div className="mt-3">
              <OrderFacts rows={[['Batch', batchLabel(batch)]]} />
            </div>
            <div className="mt-4">
              <CheckoutLivePrice mrp={course.mrp} prices={course.prices} serverNow={now} />
            </div>
            <Link
              href={`/checkout?course=${course.slug}&batch=${batch}`}
              className="mt-2 inline-block text-sm font-semibold text-brand underline underline-offset-2"
            >
              {detailsText.back}
            </Link>
          </aside>
        </div>
      </div>
    </section>
  );
}

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

async function PaymentStep({ reference, now }: { reference: string; now: number }) {
  if (!(await mayView(reference))) return <Private />;
  const found = await enrolmentForPayment(reference, now);
  if (!found) return <Private />;
  const { enrolment, requoted } = found;
  if (enrolment.status !== 'pending_payment') redirect(`/payment-sucessfull?ref=${reference}`);
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
              <section aria-labelledby="pay-online" className={card}>
                <h2 id="pay-online" className="text-xl font-bold text-ink">
                  {t.razorpayTitle}
                </h2>
                <p className="mt-2 mb-4 text-ink">{t.razorpayIntro}</p>
                <RazorpayPay
                  reference={reference}
                  amountLabel={amount}
                  checkoutUrl={rzp.checkoutUrl}
                />
              </section>
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
