import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseEnv } from '@/lib/env';

describe('environment validation', () => {
  it('has working defaults', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'file:./data/site.db',
      RATE_LIMIT_PER_IP_10_MIN: 60,
      RATE_LIMIT_PER_CONTACT_10_MIN: 5,
      TRUST_PROXY: false,
      SHUTDOWN_GRACE_S: 10,
      LOG_LEVEL: 'info',
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['RATE_LIMIT_PER_IP_10_MIN', '-1'],
    ['RATE_LIMIT_PER_CONTACT_10_MIN', '2.5'],
    ['TRUST_PROXY', 'yes'],
    ['SITE_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['IP_HASH_SALT', 'short'],
    ['YOUTUBE_API_BASE', 'nope'],
    ['LISTEN_ADDRESS', 'my-machine'],
    ['LISTEN_ADDRESS', 'localhost'],
    ['LISTEN_ADDRESS', '[::1]'],
    ['SHUTDOWN_GRACE_S', '-1'],
    ['SHUTDOWN_GRACE_S', '1.5'],
    ['SHUTDOWN_GRACE_S', '601'],
    ['LOG_LEVEL', 'verbose'],
  ])('names %s when it is %j', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(
      new RegExp(`Invalid environment variable ${name}\\b`),
    );
  });

  it('needs LEADS_NOTIFY_TO with SMTP_URL, as a list of addresses', () => {
    expect(() => parseEnv({ SMTP_URL: 'smtp://localhost:25' })).toThrow(/LEADS_NOTIFY_TO/);
    expect(() =>
      parseEnv({ SMTP_URL: 'smtp://localhost:25', LEADS_NOTIFY_TO: 'a@x.com, nope' }),
    ).toThrow(/LEADS_NOTIFY_TO/);
    expect(
      parseEnv({ SMTP_URL: 'smtp://localhost:25', LEADS_NOTIFY_TO: 'a@x.com, b@y.org' })
        .LEADS_NOTIFY_TO,
    ).toEqual(['a@x.com', 'b@y.org']);
  });

  it('listens on every interface unless LISTEN_ADDRESS names one IP address', () => {
    expect(parseEnv({}).LISTEN_ADDRESS).toBeUndefined();
    for (const ip of ['127.0.0.1', '0.0.0.0', '::', '::1', '10.0.0.5', 'fd00::5']) {
      expect(parseEnv({ LISTEN_ADDRESS: ip }).LISTEN_ADDRESS).toBe(ip);
    }
    // tcsh's HOST (the machine's name) is not read.
    expect(parseEnv({ HOST: 'my-machine' } as Record<string, string>)).not.toHaveProperty('HOST');
  });

  it('does not print secrets', () => {
    expect(() => parseEnv({ IP_HASH_SALT: 'secret' })).toThrow(/^(?!.*secret).*$/s);
  });

  it('accepts both database kinds', () => {
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe(
      'postgresql://u@h/db',
    );
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
  });
});

describe('npm start without SITE_URL', () => {
  const warn = (env: Record<string, string>) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { siteUrlWarning } from './scripts/lib/env-check.mjs';
           console.log(JSON.stringify(siteUrlWarning(${JSON.stringify(env)}, 'http://localhost:3000')));`,
        ],
        { cwd: path.resolve(__dirname, '..', '..') },
      ).toString(),
    ) as string | null;

  it('warns in production, naming the variable and where links would point', () => {
    const w = warn({ NODE_ENV: 'production' });
    expect(w).toMatch(/SITE_URL is not set/);
    expect(w).toContain('http://localhost:3000');
  });

  it('says nothing once SITE_URL is set, or outside production', () => {
    expect(warn({ NODE_ENV: 'production', SITE_URL: 'https://www.example.com' })).toBeNull();
    expect(warn({ NODE_ENV: 'development' })).toBeNull();
  });
});
