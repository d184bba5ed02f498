// npm run enrolment:confirm -- <reference> <transaction reference>
// Staff confirm that a learner's UPI or bank transfer reached the school's account, from the
// command line: the same function and checks as the back office's 'Confirm payment received'
// (lib/payments/confirm-transfer.ts). The transaction reference on the school's statement must
// match the one the learner reported; the enrolment becomes paid through the one mark-paid
// function (the learner's receipt and the staff e-mail go out when e-mail is configured).
// Uses DATABASE_URL like the server.
import { checkEnv } from './lib/env-check.mjs';
import { appModules } from './lib/app-modules.mjs';

const reference = (process.argv[2] ?? '').trim().toUpperCase();
const utr = (process.argv[3] ?? '').trim();
if (!reference || !utr) {
  console.error(
    'Usage: npm run enrolment:confirm -- <reference> <transaction reference>\n' +
      '   e.g. npm run enrolment:confirm -- FS-7K3M9QX2 412356789012\n' +
      'The transaction reference (UTR) is the one on the school’s bank or UPI statement.',
  );
  process.exit(2);
}
await checkEnv();
const load = appModules();
const { confirmTransfer, TransferConfirmRefused } = await load('lib/payments/confirm-transfer.ts');
const { disconnectDb } = await load('lib/db.ts');
const { processOutbox } = await load('lib/mail/outbox.ts');
const { mailEnabled } = await load('lib/mail/transport.ts');
let code = 0;
try {
  const r = await confirmTransfer(reference, utr, { via: 'script', name: 'command line' });
  if (r.status === 'paid') console.log(`${reference}: payment confirmed, the enrolment is paid.`);
  else if (r.status === 'already') console.log(`${reference}: already paid, nothing changed.`);
  else {
    console.error(`${reference}: not confirmed (${r.status}).`);
    code = 1;
  }
  // Send the e-mails now rather than leave them to the next server poll.
  if (code === 0 && mailEnabled()) await processOutbox();
} catch (e) {
  if (!(e instanceof TransferConfirmRefused)) throw e;
  console.error(`${reference}: ${e.message}.`);
  code = 1;
} finally {
  await disconnectDb();
}
process.exit(code);
