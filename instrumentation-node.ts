import { env, EnvError } from './lib/env';

try {
  env();
} catch (e) {
  if (e instanceof EnvError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}

// Each instance sends the e-mail outbox's due rows (claims keep instances from sending one twice).
const { startOutboxWorker } = await import('./lib/mail/outbox');
startOutboxWorker();
// Each instance asks Razorpay about orders whose callbacks were lost (when Razorpay is configured).
const { startReconcileWorker } = await import('./lib/payments/worker');
startReconcileWorker();
// Each instance checks whether the staff's morning digest is due (sent once a day across instances).
const { startDigestWorker } = await import('./lib/admin/digest');
startDigestWorker();
