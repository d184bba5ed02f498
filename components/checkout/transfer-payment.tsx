import { toString as qrSvg } from 'qrcode';
import { CallbackButton, CallbackProvider } from '@/components/course/callback-button';
import { buttonClass } from '@/components/ui/button';
import { paymentText as t } from '@/content/checkout';
import type { PaymentDetails } from '@/lib/payments/transfer-details';
import { formatPaise } from '@/lib/payments/format';
import { OrderFacts } from './order-facts';
import { PaySection } from './pay-section';
import { TransferForm } from './transfer-form';
import { cardClass as card } from '@/components/ui/card';

/**
 * The payment step without Razorpay: the school's UPI and bank details that are set (each method
 * only when complete), then the form for the transaction reference. While neither is set, no
 * payment detail and no reference form: the school sends its details, and a callback is offered.
 */
export async function TransferPayment({
  reference,
  amountPaise,
  details,
  course,
}: {
  reference: string;
  amountPaise: number;
  details: PaymentDetails;
  /** The enrolment's course slug, carried by the callback request. */
  course?: string;
}) {
  const { upi, bank } = details;
  if (!upi && !bank) return <DetailsPending reference={reference} course={course} />;
  const amountLine = (
    <p className="mt-2 text-ink">
      {t.amountDue}:{' '}
      <strong className="text-brand" data-testid="amount-due">
        {formatPaise(amountPaise)}
      </strong>
    </p>
  );
  const bankFacts = bank ? (
    <div className="mt-2">
      <OrderFacts
        rows={[
          [t.accountName, bank.accountName],
          [t.accountNumber, bank.accountNumber],
          [t.ifsc, bank.ifsc],
          ...(bank.bankName ? ([[t.bankName, bank.bankName]] as [string, string][]) : []),
          [t.note, reference],
        ]}
      />
    </div>
  ) : null;
  return (
    <>
      {upi ? (
        <PaySection id="pay-upi" title={t.upiTitle}>
          {amountLine}
          <Upi reference={reference} amountPaise={amountPaise} upi={upi} />
          {bankFacts ? <h3 className="mt-6 font-bold text-ink">{t.bankTitle}</h3> : null}
          {bankFacts}
        </PaySection>
      ) : (
        <PaySection id="pay-bank" title={t.bankOnlyTitle}>
          {amountLine}
          {bankFacts}
        </PaySection>
      )}
      <PaySection id="utr-title" title={t.utrTitle}>
        <div className="mt-3">
          <TransferForm reference={reference} />
        </div>
      </PaySection>
    </>
  );
}

async function Upi({
  reference,
  amountPaise,
  upi,
}: {
  reference: string;
  amountPaise: number;
  upi: NonNullable<PaymentDetails['upi']>;
}) {
  const q = new URLSearchParams({
    pa: upi.upiId,
    pn: upi.payeeName,
    am: (amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: reference,
  });
  const link = `upi://pay?${q.toString().replace(/\+/g, '%20')}`;
  const qr = await qrSvg(link, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return (
    <div className="mt-4 grid gap-5 sm:grid-cols-[auto_1fr] sm:items-start">
      <div>
        <p className="mb-2 max-w-56 text-sm text-muted">{t.upiScan}</p>
        <div
          role="img"
          aria-label={`UPI QR code: pay ${formatPaise(amountPaise)} to ${upi.upiId}`}
          className="w-48 [&_svg]:h-auto [&_svg]:w-full"
          dangerouslySetInnerHTML={{ __html: qr }}
        />
      </div>
      <div>
        <OrderFacts
          rows={[
            [t.upiId, upi.upiId],
            [t.payee, upi.payeeName],
            [t.note, reference],
          ]}
        />
        <a
          href={link}
          data-testid="upi-link"
          className={buttonClass('outline', 'mt-4 w-full sm:w-auto')}
        >
          {t.upiLink}
        </a>
      </div>
    </div>
  );
}

function DetailsPending({ reference, course }: { reference: string; course?: string }) {
  return (
    <section aria-labelledby="pay-pending" className={card} data-testid="payment-details-pending">
      <h2 id="pay-pending" className="text-xl font-bold text-ink">
        {t.detailsPendingTitle}
      </h2>
      <p className="mt-2 text-ink">{t.detailsPending(reference)}</p>
      <p className="mt-4 text-ink">{t.detailsPendingCallback}</p>
      <CallbackProvider>
        <CallbackButton
          course={course}
          topic="payment-details"
          className={buttonClass('primary', 'mt-4')}
        >
          {t.detailsPendingButton}
        </CallbackButton>
      </CallbackProvider>
    </section>
  );
}
