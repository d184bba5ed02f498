import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * A production server of a test's own (scripts/e2e-server.mjs: the existing build on the given
 * database, freshly migrated) on `port`, with `env` over the test's environment. Resolves once it
 * is serving; rejects if it exits first. `quiet` drops its error output (a long-lived server whose
 * expected warnings would crowd the test log); `nodeArgs` go to Node before the script (the
 * deployment test passes npm start's, scripts/lib/start-command.mjs).
 */
export function startOwnServer(
  port: number,
  env: Record<string, string>,
  { quiet = false, nodeArgs = [] as string[] } = {},
): Promise<ChildProcess> {
  const script = path.join(__dirname, '..', 'scripts', 'e2e-server.mjs');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', quiet ? 'ignore' : 'inherit'],
  });
  return new Promise((resolve, reject) => {
    // The listener stays: it keeps reading the server's output, so its pipe never fills.
    child.stdout!.on('data', (d) => String(d).includes('e2e server on') && resolve(child));
    child.once('exit', (c, s) => reject(new Error(`the server exited (${c ?? s})`)));
  });
}
