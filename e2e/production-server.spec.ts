import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';

// The production build is served by the project's own server (scripts/server.mjs): it sets each
// page's Content-Security-Policy and the client address. `next start` would serve the same build
// without either, so it refuses to run (instrumentation-node.ts) instead of serving half-protected.
test('`next start` on the production build refuses to serve, saying why', async () => {
  const root = path.join(__dirname, '..');
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', '3987'],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', SCHOOL_SERVER: '', PORT: '3987' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve(null);
    }, 45_000);
    child.once('exit', (c) => {
      clearTimeout(timer);
      resolve(c);
    });
  });
  expect(output).toContain('must be started with `npm start`');
  expect(code).toBe(1);
  // It never answered a request.
  await expect(fetch('http://localhost:3987/').then((r) => r.status)).rejects.toThrow();
});
