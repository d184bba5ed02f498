// The background work of each server instance, started once by instrumentation-node.ts. One module
// imported once: each dynamic import there became a chunk of its own, and each carried its own copy
// of the modules they share (Prisma's client, the courses' content, the mail templates), kept in
// the server's memory three times over.
import { startDigestWorker } from './admin/digest';
import { startRecordingMailWorker } from './classes/recording-mail';
import { syncMissingTimetables } from './classes/sync';
import { startOutboxWorker } from './mail/outbox';
import { startAlertsWorker } from './ops/alert-mail';
import { startBackupWorker } from './ops/backup-schedule';
import { startHeartbeat } from './ops/instances';
import { registerShutdownSteps } from './ops/shutdown';
import { startHoldReleaseWorker } from './payments/holds';
import { startReminderWorker } from './payments/reminders';
import { startReconcileWorker } from './payments/worker';

export function startWorkers(): void {
  // What a SIGTERM stops (scripts/server.mjs): these workers, the instance row, the database.
  registerShutdownSteps();
  // Each serving instance writes its heartbeat (the system page; db:restore refuses while one is seen).
  if (process.env.NEXT_PHASE !== 'phase-production-build') startHeartbeat();
  // Each instance sends the e-mail outbox's due rows (claims keep instances from sending one twice).
  startOutboxWorker();
  // Each instance asks Razorpay about orders whose callbacks were lost (when Razorpay is configured).
  startReconcileWorker();
  startHoldReleaseWorker(); // each instance releases reported transfers' seats whose hold ran out
  startReminderWorker(); // each instance e-mails due checkout reminders (each sent once across them)
  // Each instance checks whether the staff's morning digest is due (sent once a day across instances).
  startDigestWorker();
  // Each instance checks whether the day's backup is due (taken by one instance a day, at BACKUP_HOUR).
  if (process.env.NEXT_PHASE !== 'phase-production-build') startBackupWorker();
  // Each instance e-mails learners their batch's new recordings (at most one e-mail a day each).
  startRecordingMailWorker();
  // Each serving instance looks for alerts every 5 minutes (admins e-mailed once per cause a day).
  if (process.env.NEXT_PHASE !== 'phase-production-build') startAlertsWorker();
  // Published cohorts that never had a timetable (imported, or set in the database) get one; not
  // while `next build` prerenders (its workers load the instrumentation too), only in a serving
  // instance.
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    syncMissingTimetables().catch((e) => console.error('[classes] timetable sync failed:', e));
  }
}
