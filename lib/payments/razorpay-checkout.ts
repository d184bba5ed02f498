/**
 * Razorpay Checkout: the order the browser pays, the browser's report of the payment, and the
 * reconciliation pass over orders left open.
 */
import 'server-only';
import { detailsText } from '@/content/checkout';
import { db } from '@/lib/db';
import { EnrolmentRefusedError, enrolmentForPayment, guarded, payable } from './enrolments';
import { unpaidRefused } from './holds';
import { markPaid } from './mark-paid';
import { createOrder, orderPayments, razorpayConfig, RazorpayError } from './razorpay';
import { checkoutSignatureValid } from './signature';

/**
 * Razorpay: the order the browser's Checkout pays. An order already made for the same amount is
 * reused (a learner who closed the window and tries again); a renewed quote gets a new order.
 */
export async function startRazorpayOrder(reference: string, now = Date.now()) {
  const config = razorpayConfig();
  if (!config) throw new EnrolmentRefusedError(404, 'not_found', 'Online payment is not set up.');
  const found = await enrolmentForPayment(reference, now);
  if (found?.full) throw new EnrolmentRefusedError(409, 'conflict', detailsText.batchFull, 'batch');
  if (found?.capped) {
    throw new EnrolmentRefusedError(409, 'conflict', unpaidRefused[found.capped], 'batch');
  }
  if (found?.closed) {
    throw new EnrolmentRefusedError(409, 'conflict', detailsText.cohortClosed, 'course');
  }
  const enrolment = payable(found?.enrolment ?? null);
  const open = await guarded(() =>
    db().payment.findFirst({
      where: {
        enrolmentId: enrolment.id,
        method: 'razorpay',
        status: 'created',
        amountPaise: enrolment.amountPaise,
      },
      orderBy: { createdAt: 'desc' },
    }),
  );
  let orderId = open?.providerOrderId;
  if (!orderId) {
    const order = await createOrder(config, {
      amountPaise: enrolment.amountPaise,
      receipt: enrolment.reference,
      notes: { reference: enrolment.reference, course: enrolment.course },
    });
    if (order.amount !== enrolment.amountPaise) {
      throw new RazorpayError(
        `Razorpay made an order of ${order.amount} for ${enrolment.amountPaise}`,
      );
    }
    orderId = order.id;
    await guarded(() =>
      db().payment.create({
        data: {
          enrolmentId: enrolment.id,
          method: 'razorpay',
          providerOrderId: order.id,
          amountPaise: enrolment.amountPaise,
        },
      }),
    );
  }
  return { orderId, enrolment, keyId: config.keyId, checkoutUrl: config.checkoutUrl };
}

/** The browser's report of a Checkout payment: trusted only with a valid signature. */
export async function verifyCheckoutPayment(
  reference: string,
  result: { orderId: string; paymentId: string; signature: string },
) {
  const config = razorpayConfig();
  if (!config) throw new EnrolmentRefusedError(404, 'not_found', 'Online payment is not set up.');
  if (
    !checkoutSignatureValid(config.keySecret, result.orderId, result.paymentId, result.signature)
  ) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      'The payment could not be verified.',
      'signature',
    );
  }
  const payment = await guarded(() =>
    db().payment.findUnique({
      where: { providerOrderId: result.orderId },
      include: { enrolment: { select: { reference: true } } },
    }),
  );
  if (!payment || payment.enrolment.reference !== reference) {
    throw new EnrolmentRefusedError(
      400,
      'validation_failed',
      'The payment is not for this enrolment.',
      'orderId',
    );
  }
  return guarded(() =>
    markPaid({ orderId: result.orderId, paymentId: result.paymentId }, 'browser'),
  );
}

/** Orders still open this long after they were made are asked about (the reconciliation pass). */
export const RECONCILE_AFTER_MS = 15 * 60 * 1000;
const RECONCILE_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Finds Razorpay orders left open (both the browser callback and the webhook were lost: the learner
 * closed the tab, the webhook is not configured or failed) and records their captured payments.
 */
export async function reconcileOrders(now = Date.now()) {
  const config = razorpayConfig();
  if (!config) return { checked: 0, paid: 0 };
  const open = await db().payment.findMany({
    where: {
      method: 'razorpay',
      status: 'created',
      createdAt: {
        lte: new Date(now - RECONCILE_AFTER_MS),
        gte: new Date(now - RECONCILE_WITHIN_MS),
      },
      providerOrderId: { not: null },
    },
    take: 50,
    orderBy: { createdAt: 'asc' },
  });
  let paid = 0;
  for (const p of open) {
    try {
      const payments = await orderPayments(config, p.providerOrderId!);
      const captured = payments.find((x) => x.status === 'captured');
      if (!captured) continue;
      const r = await markPaid(
        { orderId: p.providerOrderId!, paymentId: captured.id, amountPaise: captured.amount },
        'reconcile',
      );
      if (r.status === 'paid') paid++;
    } catch (e) {
      console.warn(
        `[payments] reconcile of order ${p.providerOrderId} failed:`,
        (e as Error).message,
      );
    }
  }
  return { checked: open.length, paid };
}
