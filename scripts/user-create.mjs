// npm run user:create -- --role admin [--name "Full Name"] <email>
// Creates an account with a role (the first admin, staff). Roles are data: there is no hard-coded
// admin e-mail anywhere. The password is read from stdin when one is piped in
// (`printf '%s' "$PASSWORD" | npm run user:create -- …`); otherwise a strong one is generated and
// printed once, to be changed through 'Forgot password?' or handed over in person.
import { randomInt } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { root } from '../lib/db/migrate.mjs';
import { prepareDatabase } from './lib/db-setup.mjs';
import { checkEnv } from './lib/env-check.mjs';

const usage =
  'Usage: npm run user:create -- --role <learner|staff|admin> [--name "Full Name"] <email>\n' +
  '       (pipe a password on stdin to set it; otherwise one is generated and printed)';

function fail(message) {
  console.error(message);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean' } },
  });
} catch (e) {
  fail(`${e.message}\n${usage}`);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const role = args.values.role;
const [emailArg, ...extra] = args.positionals;
if (!role || !emailArg || extra.length) fail(usage);

/** 20 characters with each kind spec §5 asks for, from an unambiguous alphabet. */
function generatePassword() {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!@#$%^&*?'];
  const all = sets.join('');
  const chars = sets.map((s) => s[randomInt(s.length)]);
  while (chars.length < 20) chars.push(all[randomInt(all.length)]);
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The piped password, without the one line ending `echo` adds; null when nothing is piped. */
async function readStdin() {
  if (process.stdin.isTTY) return null;
  let text = '';
  for await (const chunk of process.stdin) text += chunk;
  text = text.replace(/\r?\n$/, '');
  return text.length ? text : null;
}

const env = await checkEnv();
const jiti = createJiti(import.meta.url, {
  alias: {
    '@/': root + '/',
    // lib/ modules guard against client bundles with server-only; this is a server.
    'server-only': path.join(root, '__tests__', 'support', 'empty.js'),
  },
});
const { authEmail, authPassword, fullName } = await jiti.import(
  path.join(root, 'lib', 'validation', 'auth.ts'),
);
const { isRole } = await jiti.import(path.join(root, 'lib', 'auth', 'roles.ts'));
if (!isRole(role)) fail(`--role must be learner, staff or admin (got "${role}")\n${usage}`);

const email = authEmail.safeParse(emailArg);
if (!email.success) fail(`${emailArg}: ${email.error.issues[0].message}`);
// Without --name: the address's local part when it makes a valid name, else the role.
const fromEmail = fullName.safeParse(email.data.split('@')[0].slice(0, 20));
const name = fullName.safeParse(
  args.values.name ?? (fromEmail.success ? fromEmail.data : role[0].toUpperCase() + role.slice(1)),
);
if (!name.success) fail(`--name: ${name.error.issues[0].message}`);

const piped = await readStdin();
// A line break cannot be typed into the log-in form's password field: such a password could never
// be used, so it is refused rather than stored.
if (piped !== null && /[\r\n]/.test(piped)) {
  fail(
    'The password on stdin has a line break (CR or LF) in it, which no one can type into the ' +
      'log-in form. Pipe the password alone on one line: printf \'%s\' "$PASSWORD" | npm run user:create -- …',
  );
}
const password = piped ?? generatePassword();
const checked = authPassword.safeParse(password);
if (!checked.success) fail(`The password on stdin: ${checked.error.issues[0].message}`);

try {
  await prepareDatabase(env.DATABASE_URL, { log: () => {} });
} catch (e) {
  // Pending migrations while the site has the SQLite file open (lib/db/migrate.mjs says so).
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
}
const { createUser, EmailTakenError } = await jiti.import(
  path.join(root, 'lib', 'auth', 'users.ts'),
);
const { db, disconnectDb } = await jiti.import(path.join(root, 'lib', 'db.ts'));
try {
  // Checked first for a clear message (createUser's unique key still decides a race).
  if (await db().user.findUnique({ where: { email: email.data } })) {
    throw new EmailTakenError();
  }
  const user = await createUser({ email: email.data, name: name.data, password, role });
  console.log(`Created ${role} ${email.data} (${name.data}), id ${user.id}.`);
  if (!piped) {
    console.log(`Password (shown once, not stored anywhere in clear): ${password}`);
    console.log('Log in at /log-in, then choose your own password with "Forgot password?".');
  }
} catch (e) {
  if (e instanceof EmailTakenError) fail(`An account with ${email.data} already exists.`);
  throw e;
} finally {
  await disconnectDb();
}
