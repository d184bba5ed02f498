// npm run enrolment:confirm -- <reference>
// Staff confirm that a learner's UPI or bank transfer reached the school's account: the enrolment
// becomes paid through the same mark-paid function as online payments (the learner's receipt and
// the staff e-mail go out when e-mail is configured). Uses DATABASE_URL like the server.
import { checkEnv } from './lib/env-check.mjs';
import { appModules } from './lib/app-modules.mjs';

const reference = (process.argv[2] ?? '').trim().toUpperCase();
if (!reference) {
  console.error('Usage: npm run enrolment:confirm -- <reference>   (e.g. FS-7K3M9QX2)');
  process.exit(2);
}
await checkEnv();
const load = appModules();
const { confirmTransfer } = await load('lib/payments/enrolments.ts');
const { disconnectDb } = await load('lib/db.ts');
const { processOutbox } = await load('lib/mail/outbox.ts');
const { mailEnabled } = await load('lib/mail/transport.ts');
let code = 0;
try {
  const r = await confirmTransfer(reference, 'script');
  if (r.status === 'paid') console.log(`${reference}: payment confirmed, the enrolment is paid.`);
  else if (r.status === 'already') console.log(`${reference}: already paid, nothing changed.`);
  else if (r.status === 'unknown') {
    console.error(`${reference}: no enrolment has this reference.`);
    code = 1;
  } else if (r.status === 'nothing_to_confirm' && r.current === 'paid') {
    console.log(`${reference}: already paid, nothing changed.`);
  } else if (r.status === 'nothing_to_confirm') {
    console.error(`${reference}: no transfer is waiting for confirmation (status: ${r.current}).`);
    code = 1;
  } else {
    console.error(`${reference}: not confirmed (${r.status}).`);
    code = 1;
  }
  // Send the e-mails now rather than leave them to the next server poll.
  if (code === 0 && mailEnabled()) await processOutbox();
} finally {
  await disconnectDb();
}
process.exit(code);
