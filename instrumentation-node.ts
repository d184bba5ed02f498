import { env, EnvError } from './lib/env';

// A production instance runs behind the project's own server (scripts/server.mjs, what `npm start`
// runs): it gives every page its Content-Security-Policy and tells the app the visitor's address.
// `next start` or a standalone server.js would serve without the policy and with every visitor at
// one rate-limit address, so such a start is refused rather than half-protected.
if (process.env.NODE_ENV === 'production' && process.env.SCHOOL_SERVER !== '1') {
  console.error(
    'This site must be started with `npm start` (scripts/server.mjs), not `next start` or a ' +
      'standalone server: that server sets the Content-Security-Policy and the client address.',
  );
  process.exit(1);
}

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
// Each instance e-mails learners their batch's new recordings (at most one e-mail a day each).
const { startRecordingMailWorker } = await import('./lib/classes/recording-mail');
startRecordingMailWorker();
// Published cohorts that never had a timetable (imported, or set in the database) get one; not
// while `next build` prerenders (its workers load this file too), only in a serving instance.
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  const { syncMissingTimetables } = await import('./lib/classes/sync');
  syncMissingTimetables().catch((e) => console.error('[classes] timetable sync failed:', e));
}
