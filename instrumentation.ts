// Runs once when a server instance starts: a bad environment stops it before it serves anything.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./instrumentation-node');
  }
}
