import 'server-only';
import { reconcileOrders } from './razorpay-checkout';
import { razorpayConfig } from './razorpay';

const EVERY_MS = 5 * 60 * 1000;
const state = globalThis as unknown as { __reconcile?: NodeJS.Timeout };

/**
 * Each instance asks Razorpay about orders left open every 5 minutes, when Razorpay is configured.
 * Instances may overlap: the one mark-paid function records a payment once whoever reports it.
 */
export function startReconcileWorker(): boolean {
  if (state.__reconcile || !razorpayConfig()) return false;
  let running = false;
  state.__reconcile = setInterval(() => {
    if (running) return;
    running = true;
    reconcileOrders()
      .catch((e) => console.error('[payments] reconcile pass failed:', e))
      .finally(() => {
        running = false;
      });
  }, EVERY_MS);
  state.__reconcile.unref();
  return true;
}
