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

// The outbox, payment reconciliation, digest and recordings workers, and the timetable sync.
const { startWorkers } = await import('./lib/workers');
startWorkers();
