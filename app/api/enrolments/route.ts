import { cookies } from 'next/headers';
import { jsonOk, otherMethods, readJson } from '@/lib/api';
import { readSession } from '@/lib/auth/session';
import { clientMeta, validateLead } from '@/lib/leads/respond';
import {
  ENROLMENT_COOKIE,
  enrolmentCookieOptions,
  enrolmentCookieValue,
  readEnrolmentCookie,
} from '@/lib/payments/cookie';
import { startEnrolment } from '@/lib/payments/enrolments';
import { paymentFailure, secureCookies } from '@/lib/payments/respond';
import { enrolmentSchema } from '@/lib/validation/enrolment';

// POST /api/enrolments: the learner's details → an enrolment with a price quoted by the server
export async function POST(req: Request) {
  const body = await readJson(req);
  if (!body.ok) return body.response;
  const valid = validateLead(enrolmentSchema, body.data);
  if (!valid.ok) return valid.response;
  try {
    const meta = await clientMeta(req);
    const user = await readSession(req.headers);
    const jar = await cookies();
    const owned = await readEnrolmentCookie(jar.get(ENROLMENT_COOKIE)?.value);
    const { reference, created } = await startEnrolment(valid.data, meta, Date.now(), {
      references: owned,
      userId: user?.id ?? null,
    });
    jar.set(
      ENROLMENT_COOKIE,
      await enrolmentCookieValue(owned, reference),
      enrolmentCookieOptions(secureCookies()),
    );
    return jsonOk(
      { reference, created, next: `/detail-verification?ref=${reference}` },
      created ? 201 : 200,
    );
  } catch (e) {
    return paymentFailure('enrolment', e);
  }
}

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
