import 'server-only';
import { randomCode } from '@/lib/random-code';
import { db, isUniqueViolation } from '@/lib/db';
import { checkoutCourse } from '@/lib/payments/checkout-course';
import { courseLessons, progressOf } from './lessons';
import { allCompletedLessons, completedLessons } from './progress';

/** Letters and digits a person reads and types without confusion (as enrolment references). */
/** A new certificate id, e.g. "FSC-7K3M9QX2H4": 10 characters, about 5.9 × 10^14 values. */
export function newCertificateId(): string {
  return `FSC-${randomCode(10)}`;
}

export const CERTIFICATE_ID_PATTERN = /^FSC-[2-9A-HJKMNP-TV-Z]{10}$/;
export const isCertificateId = (v: unknown): v is string =>
  typeof v === 'string' && CERTIFICATE_ID_PATTERN.test(v);

export type IssueResult =
  | { status: 'issued' | 'already'; id: string }
  | { status: 'unknown' }
  | { status: 'not_paid'; current: string };

/**
 * Issues the certificate of a paid enrolment (staff's back-office button, or
 * `npm run certificate:issue -- <reference>`). One per enrolment: issuing again returns the one
 * there is. The name and the course title are copied as printed.
 */
export async function issueCertificate(reference: string, issuedBy: string): Promise<IssueResult> {
  const e = await db().enrolment.findUnique({
    where: { reference },
    select: {
      id: true,
      status: true,
      fullName: true,
      course: true,
      userId: true,
      certificate: true,
    },
  });
  if (!e) return { status: 'unknown' };
  if (e.certificate) return { status: 'already', id: e.certificate.id };
  if (e.status !== 'paid') return { status: 'not_paid', current: e.status };
  const course = checkoutCourse(e.course)?.title ?? e.course;
  try {
    const row = await db().certificate.create({
      data: {
        id: newCertificateId(),
        enrolmentId: e.id,
        userId: e.userId,
        name: e.fullName,
        course,
        issuedBy,
      },
      select: { id: true },
    });
    return { status: 'issued', id: row.id };
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Issued at the same moment by someone else: theirs is the one.
    const other = await db().certificate.findUnique({ where: { enrolmentId: e.id } });
    if (!other) throw err;
    return { status: 'already', id: other.id };
  }
}

/** What the public verification page shows: name, course and date, nothing else. */
export async function verifyCertificate(id: string) {
  if (!isCertificateId(id)) return null;
  return db().certificate.findUnique({
    where: { id },
    select: { id: true, name: true, course: true, issuedAt: true },
  });
}

/** A certificate for its owner only (the account its enrolment belongs to), or null. */
export async function ownCertificate(userId: string, id: string) {
  if (!isCertificateId(id)) return null;
  return db().certificate.findFirst({
    where: { id, enrolment: { userId } },
    select: { id: true, name: true, course: true, issuedAt: true },
  });
}

/** The learner's certificates, newest first, each with the course's progress (null: no lessons). */
export async function certificatesOf(userId: string) {
  const [rows, done] = await Promise.all([
    db().certificate.findMany({
      // The enrolment's account: a certificate issued before the enrolment joined it counts too.
      where: { enrolment: { userId } },
      orderBy: { issuedAt: 'desc' },
      select: { id: true, course: true, issuedAt: true, enrolment: { select: { course: true } } },
    }),
    allCompletedLessons(userId),
  ]);
  return rows.map((r) => {
    const lessons = courseLessons(r.enrolment.course);
    return {
      id: r.id,
      course: r.course,
      issuedAt: r.issuedAt,
      percent: lessons
        ? progressOf(
            lessons,
            done.filter((d) => d.course === r.enrolment.course).map((d) => d.lesson),
          ).percent
        : null,
    };
  });
}

/** The learner's latest certificate, with the course's progress (null: no lessons), if any. */
export async function latestCertificateOf(userId: string) {
  const cert = await db().certificate.findFirst({
    where: { enrolment: { userId } },
    orderBy: { issuedAt: 'desc' },
    select: { id: true, course: true, issuedAt: true, enrolment: { select: { course: true } } },
  });
  if (!cert) return null;
  let percent: number | null = null;
  const lessons = courseLessons(cert.enrolment.course);
  if (lessons)
    percent = progressOf(lessons, await completedLessons(userId, cert.enrolment.course)).percent;
  return { id: cert.id, course: cert.course, issuedAt: cert.issuedAt, percent };
}
