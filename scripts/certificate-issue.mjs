// npm run certificate:issue -- <enrolment reference>
// Issues the course certificate of a paid enrolment (the back office's 'Issue certificate' button
// does the same). Prints the certificate id and its public verification address. Uses DATABASE_URL
// like the server.
import { checkEnv } from './lib/env-check.mjs';
import { appModules } from './lib/app-modules.mjs';

const reference = (process.argv[2] ?? '').trim().toUpperCase();
if (!reference) {
  console.error('Usage: npm run certificate:issue -- <reference>   (e.g. FS-7K3M9QX2)');
  process.exit(2);
}
await checkEnv();
const load = appModules();
const { issueCertificate } = await load('lib/learner/certificates.ts');
const { siteUrl } = await load('lib/site-url.ts');
const { disconnectDb } = await load('lib/db.ts');
let code = 0;
try {
  const r = await issueCertificate(reference, 'script');
  if (r.status === 'issued' || r.status === 'already') {
    console.log(
      `${reference}: certificate ${r.id} ${r.status === 'issued' ? 'issued' : 'was already issued'}.`,
    );
    console.log(`Verification page: ${siteUrl()}/certificates/${r.id}`);
  } else if (r.status === 'unknown') {
    console.error(`${reference}: no enrolment has this reference.`);
    code = 1;
  } else {
    console.error(
      `${reference}: a certificate is issued only for a paid enrolment (status: ${r.current}).`,
    );
    code = 1;
  }
} finally {
  await disconnectDb();
}
process.exit(code);
