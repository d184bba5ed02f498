/** @jest-environment node */
// npm run user:create against a SQLite file that another process has open, as a running site has:
// it neither waits on a lock nor fails, and it refuses a password no one could type.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import argon2 from 'argon2';
import Database from 'better-sqlite3';
import { createTestDatabase, type TestDatabase } from '@/__tests__/support/databases';

const root = path.resolve(__dirname, '..', '..');
const PASSWORD = 'Correct#Horse7Battery!';

let database: TestDatabase;
let file: string;
beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  file = database.url.slice('file:'.length);
});
afterAll(() => database.drop());

function userCreate(email: string, stdin: string) {
  return spawnSync(
    process.execPath,
    [
      path.join(root, 'scripts', 'user-create.mjs'),
      '--role',
      'staff',
      '--name',
      'Priya Office',
      email,
    ],
    {
      cwd: root,
      input: stdin,
      env: { ...process.env, DATABASE_URL: database.url },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
}

const userRow = (email: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT email, role, passwordHash FROM User WHERE email = ?').get(email) as
      { email: string; role: string; passwordHash: string | null } | undefined;
  } finally {
    db.close();
  }
};

/**
 * Another process with the file open the way the site has it (WAL, a connection kept open), and
 * in 'read' mode inside a read transaction too, until `stop()`.
 */
async function holdDatabase(mode: 'connection' | 'read') {
  const code = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1], { timeout: 0 });
    db.pragma('journal_mode = WAL');
    db.prepare('SELECT count(*) FROM User').get();
    if (process.argv[2] === 'read') { db.exec('BEGIN'); db.prepare('SELECT count(*) FROM User').get(); }
    process.stdout.write('holding\\n');
    process.stdin.on('end', () => { if (db.inTransaction) db.exec('COMMIT'); db.close(); });
    process.stdin.resume();
  `;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, ['-e', code, file, mode], {
    cwd: root,
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (c) => reject(new Error(`the holder exited with ${c}`)));
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.stdin.end();
      }),
  };
}

describe('npm run user:create beside a running site', () => {
  it.each(['connection', 'read'] as const)(
    'creates the account while another process holds a %s on the SQLite file',
    async (mode) => {
      const holder = await holdDatabase(mode);
      try {
        const email = `staff-${mode}@example.com`;
        const run = userCreate(email, `${PASSWORD}\n`);
        // Before: the migration step took an exclusive lock, waited 15 s for it, and failed.
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        expect(run.stdout).toContain(`Created staff ${email}`);
        expect(userRow(email)).toMatchObject({ email, role: 'staff' });
      } finally {
        await holder.stop();
      }
    },
  );
});

describe('npm run user:create refuses a password with a line break', () => {
  it.each([
    ['a line feed inside', `Correct#Horse\n7Battery!`],
    ['a carriage return inside', `Correct#Horse\r7Battery!`],
    ['a CRLF inside', `Correct#Horse\r\n7Battery!\n`],
    ['a lone carriage return at the end', `${PASSWORD}\r`],
    ['two line feeds at the end', `${PASSWORD}\n\n`],
  ])('%s: exits non-zero with a clear message and stores nothing', (_what, stdin) => {
    const email = `refused-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const run = userCreate(email, stdin);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('The password on stdin has a line break (CR or LF) in it');
    expect(run.stdout).not.toContain('Created');
    expect(userRow(email)).toBeUndefined();
  });

  it('still takes a password piped by echo, whose one line ending is not part of it', async () => {
    const email = 'echo@example.com';
    const run = userCreate(email, `${PASSWORD}\r\n`);
    expect(run.status).toBe(0);
    expect(await argon2.verify(userRow(email)!.passwordHash!, PASSWORD)).toBe(true);
  });
});
