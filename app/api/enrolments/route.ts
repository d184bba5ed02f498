import { cookies } from 'next/headers';
import { readInput } from '@/lib/api/body';
import { jsonOk, otherMethods } from '@/lib/api/responses';
import { readSession } from '@/lib/auth/session';
import { clientMeta } from '@/lib/client-info';
import {
  ENROLMENT_COOKIE,
  enrolmentCookieOptions,
  enrolmentCookieValue,
  readEnrolmentCookie,
} from '@/lib/payments/cookie';
import { paymentPath } from '@/lib/payments/payment-path';
import { startEnrolment } from '@/lib/payments/start-enrolment';
import { paymentHandler } from '@/lib/payments/errors';
import { siteUrl } from '@/lib/site-url';
import { enrolmentSchema } from '@/lib/validation/enrolment';

// POST /api/enrolments: the learner's details → an enrolment with a price quoted by the server
export const POST = paymentHandler('enrolment', async (req) => {
  const input = await readInput(req, enrolmentSchema);
  const meta = await clientMeta(req);
  const user = await readSession(req.headers);
  const jar = await cookies();
  const owned = await readEnrolmentCookie(jar.get(ENROLMENT_COOKIE)?.value);
  const { reference, created } = await startEnrolment(input, meta, Date.now(), {
    references: owned,
    userId: user?.id ?? null,
  });
  // Secure when the site is served over HTTPS.
  jar.set(
    ENROLMENT_COOKIE,
    await enrolmentCookieValue(owned, reference),
    enrolmentCookieOptions(siteUrl().startsWith('https:')),
  );
  return jsonOk({ reference, created, next: paymentPath(reference) }, created ? 201 : 200);
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
