import 'server-only';
import { startIntervalWorker } from '@/lib/interval-worker';
import { reconcileOrders } from './razorpay-checkout';
import { razorpayConfig } from './razorpay';

/**
 * Each instance asks Razorpay about orders left open every 5 minutes, when Razorpay is configured.
 * Instances may overlap: the one mark-paid function records a payment once whoever reports it.
 */
export function startReconcileWorker(): boolean {
  return !!razorpayConfig() && startIntervalWorker('payments', 5 * 60_000, reconcileOrders);
}
