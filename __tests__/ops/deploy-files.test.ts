import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { envSchema, parseEnv } from '@/lib/env';

// deploy/ kept in step with the code: the systemd unit runs what package.json's "start" runs, the
// settings file names every setting the app reads (and nothing else), and the Caddyfiles check
// the readiness endpoint. e2e/deployment.spec.ts runs Caddy and the instances themselves.

const root = path.join(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, 'deploy', file), 'utf8');

/** The values of one directive in a unit file (`Environment=` may appear several times). */
function directive(unit: string, name: string): string[] {
  return unit
    .split('\n')
    .filter((line) => line.startsWith(`${name}=`))
    .map((line) => line.slice(name.length + 1));
}

function startCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { startCommand } from './scripts/lib/start-command.mjs';
       process.stdout.write(JSON.stringify(startCommand()));`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(out);
}

describe('deploy/french-school@.service', () => {
  const unit = read('french-school@.service');

  it("runs scripts/start.mjs with package.json's Node options and environment, not through npm", () => {
    const { env, nodeArgs } = startCommand();
    const [execStart] = directive(unit, 'ExecStart');
    expect(execStart).toBe(`/usr/bin/node ${nodeArgs.join(' ')} scripts/start.mjs`);
    const assigned = Object.fromEntries(
      directive(unit, 'Environment')
        .flatMap((value) => value.split(/\s+/))
        .map((pair) => pair.split('=', 2) as [string, string]),
    );
    expect(assigned).toMatchObject({
      ...env,
      PORT: '%i',
      LISTEN_ADDRESS: '127.0.0.1',
      NODE_ENV: 'production',
    });
  });

  it('restarts always, stops with SIGTERM and waits longer than the server takes to stop', () => {
    expect(directive(unit, 'Restart')).toEqual(['always']);
    expect(directive(unit, 'KillSignal')).toEqual(['SIGTERM']);
    expect(directive(unit, 'EnvironmentFile')).toEqual(['/etc/french-school/site.env']);
    const defaults = parseEnv({});
    // scripts/server.mjs exits by itself at the latest drain + grace + 30 s after SIGTERM.
    const stopS = Number(directive(unit, 'TimeoutStopSec')[0]);
    expect(stopS).toBeGreaterThan(defaults.SHUTDOWN_DRAIN_S + defaults.SHUTDOWN_GRACE_S + 30);
  });
});

describe('deploy/site.env.example', () => {
  const example = read('site.env.example');
  const named = new Set(
    example
      .split('\n')
      .map((line) => /^(?:# )?([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
      .filter((name): name is string => !!name),
  );
  // Set by the unit (PORT from its name, LISTEN_ADDRESS, NODE_ENV), not by the school.
  const byUnit = new Set(['NODE_ENV', 'PORT', 'LISTEN_ADDRESS']);

  it('names every setting the app reads', () => {
    const missing = Object.keys(envSchema.shape).filter((k) => !byUnit.has(k) && !named.has(k));
    expect(missing).toEqual([]);
  });

  it('names nothing the app does not read, nor what the unit sets', () => {
    const unknown = [...named].filter((k) => !(k in envSchema.shape) || byUnit.has(k));
    expect(unknown).toEqual([]);
  });

  it('is valid as it stands (empty values count as unset) and sets TRUST_PROXY for Caddy', () => {
    const values = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z][A-Z0-9_]+=/.test(line))
        .map((line) => line.split(/=(.*)/s, 2) as [string, string]),
    );
    expect(parseEnv(values).TRUST_PROXY).toBe(true);
  });
});

describe('deploy/Caddyfile*', () => {
  it.each(['Caddyfile', 'Caddyfile.two-instances'])(
    '%s checks /api/health/ready and gives each request its id',
    (file) => {
      const caddyfile = read(file);
      expect(caddyfile).toMatch(/^\s*health_uri \/api\/health\/ready$/m);
      expect(caddyfile).toMatch(/^\s*header_up X-Request-Id \{http\.request\.uuid\}$/m);
    },
  );

  it('the two-instance one checks more often than a stopping instance drains', () => {
    const caddyfile = read('Caddyfile.two-instances');
    const interval = Number(/^\s*health_interval (\d+)s$/m.exec(caddyfile)?.[1]);
    expect(interval).toBeGreaterThan(0);
    expect(interval).toBeLessThan(parseEnv({}).SHUTDOWN_DRAIN_S);
  });
});
