import 'server-only';
import { disconnectDb } from '@/lib/db';
import { stopIntervalWorkers } from '@/lib/interval-worker';
import { stopOutboxWorker } from '@/lib/mail/outbox';
import { markInstanceStopped } from '@/lib/ops/instances';
import { onShutdown } from '@/lib/ops/process-state.mjs';

/**
 * What the app does when its server stops (scripts/server.mjs runs these steps once the last
 * request is answered): the background workers start nothing new and finish the pass they are in,
 * this instance's row says it stopped (so it no longer counts as serving), and the database
 * connections are closed.
 */
export function registerShutdownSteps(): void {
  onShutdown('workers', () => Promise.all([stopIntervalWorkers(), stopOutboxWorker()]));
  onShutdown('instance', () => markInstanceStopped());
  onShutdown('database', () => disconnectDb());
}
