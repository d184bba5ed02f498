'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { SendFailure } from '@/components/forms/send-failure';
import { buttonClass } from '@/components/ui/button';
import { paymentText as t } from '@/content/checkout';
import { postJson } from '@/lib/forms/submit';
import { successPath } from '@/lib/payments/success-path';

type Order = {
  orderId: string;
  keyId: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: Record<string, string>;
};
type CheckoutResult = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};
type RazorpayCtor = new (options: Record<string, unknown>) => {
  open(): void;
  on(event: string, cb: (r: { error?: { description?: string } }) => void): void;
};

let loading: Promise<RazorpayCtor> | null = null;

/** Razorpay's Checkout script (or the configured stand-in), loaded on the first click. */
function loadCheckout(src: string): Promise<RazorpayCtor> {
  const w = window as unknown as { Razorpay?: RazorpayCtor };
  if (w.Razorpay) return Promise.resolve(w.Razorpay);
  loading ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const s = document.createElement('script');
    s.src = src;
    s.async = true;
    s.onload = () => (w.Razorpay ? resolve(w.Razorpay) : reject(new Error('no Razorpay')));
    s.onerror = () => reject(new Error('script failed'));
    document.head.appendChild(s);
  }).catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}

type State = 'idle' | 'opening' | 'open' | 'verifying';

/**
 * 'Pay ₹…': the server makes (or reuses) the Razorpay order for the held price, Checkout takes the
 * payment, and the server checks Checkout's signature before the enrolment is paid. A learner who
 * closes the tab after paying is still enrolled: the webhook or the reconciliation pass records it.
 */
export function RazorpayPay({
  reference,
  amountLabel,
  checkoutUrl,
}: {
  reference: string;
  amountLabel: string;
  checkoutUrl: string;
}) {
  const router = useRouter();
  const [state, setState] = useState<State>('idle');
  const [message, setMessage] = useState<{ tone: 'warning' | 'error'; text: string } | null>(null);
  const alert = useRef<HTMLDivElement>(null);

  const fail = (tone: 'warning' | 'error', text: string) => {
    setMessage({ tone, text });
    setState('idle');
    requestAnimationFrame(() => alert.current?.focus());
  };

  async function verify(result: CheckoutResult) {
    setState('verifying');
    const sent = await postJson<{ next?: string }>('/api/payments/razorpay/verify', {
      reference,
      ...result,
    });
    // Even when this answer is lost, the webhook or the reconciliation pass records the payment.
    router.push((sent.ok ? sent.data?.next : undefined) ?? successPath(reference));
  }

  async function pay() {
    if (state !== 'idle') return;
    setMessage(null);
    setState('opening');
    const sent = await postJson<Order & { success?: boolean }>('/api/payments/razorpay/order', {
      reference,
    });
    if (!sent.ok || !sent.data?.success) {
      if (sent.status === 409) {
        router.push(successPath(reference));
        return;
      }
      return fail('error', (sent.ok ? undefined : sent.message) ?? t.razorpayUnavailable);
    }
    const order: Order = sent.data;
    let Razorpay: RazorpayCtor;
    try {
      Razorpay = await loadCheckout(checkoutUrl);
    } catch {
      return fail('error', t.razorpayUnavailable);
    }
    const checkout = new Razorpay({
      key: order.keyId,
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: order.description,
      prefill: order.prefill,
      notes: { reference },
      theme: { color: '#C1332A' },
      handler: (r: CheckoutResult) => void verify(r),
      modal: { ondismiss: () => fail('warning', t.razorpayDismissed) },
    });
    checkout.on('payment.failed', () => fail('error', t.razorpayFailed));
    setState('open');
    checkout.open();
  }

  return (
    <div className="grid gap-3">
      {message ? (
        <div ref={alert} tabIndex={-1}>
          <SendFailure
            tone={message.tone}
            text={message.text}
            withContact={message.tone === 'error'}
          />
        </div>
      ) : null}
      <button
        type="button"
        onClick={() => void pay()}
        disabled={state !== 'idle'}
        className={buttonClass('primary', 'w-full sm:w-auto')}
      >
        {state === 'verifying'
          ? t.razorpayVerifying
          : state === 'opening' || state === 'open'
            ? t.razorpayOpening
            : t.razorpayPay(amountLabel)}
      </button>
    </div>
  );
}
