// Runs once when a server instance starts: a bad environment stops it before it serves anything.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env, EnvError } = await import('./lib/env');
  try {
    env();
  } catch (e) {
    if (e instanceof EnvError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}
