import 'server-only';
import { db } from '@/lib/db';
import { checkoutCourse } from '@/lib/payments/checkout-course';
import { isReference } from '@/lib/payments/reference';
import { courseLessons, progressOf, type Progress } from './lessons';

/** What a learning card shows (spec §2): one per enrolment of the account. */
export type LearningCard = {
  reference: string;
  course: string;
  title: string;
  level: string | null;
  batch: number;
  status: 'paid' | 'pending_payment' | 'awaiting_confirmation';
  /** Null for a programme without a player curriculum. */
  progress: Progress | null;
  /** Its tax invoice and credit notes (none while the school is not GST registered). */
  documents?: { id: string; kind: string; number: string }[];
};

const SHOWN = ['paid', 'pending_payment', 'awaiting_confirmation'] as const;

/** The signed-in learner's enrolments as learning cards, paid ones first. */
export async function learningCards(userId: string): Promise<LearningCard[]> {
  const rows = await db().enrolment.findMany({
    where: { userId, status: { in: [...SHOWN] } },
    orderBy: { createdAt: 'desc' },
    select: {
      reference: true,
      course: true,
      batch: true,
      status: true,
      taxDocuments: {
        select: { id: true, kind: true, number: true },
        orderBy: [{ issuedAt: 'asc' }, { seq: 'asc' }],
      },
    },
  });
  const done = await db().lessonProgress.findMany({
    where: { userId },
    select: { course: true, lesson: true },
  });
  const cards = rows.map((r): LearningCard => {
    const course = checkoutCourse(r.course);
    const lessons = courseLessons(r.course);
    return {
      reference: r.reference,
      course: r.course,
      title: course?.title ?? r.course,
      level: course?.level ?? null,
      batch: r.batch,
      status: r.status as LearningCard['status'],
      documents: r.taxDocuments,
      progress:
        lessons && r.status === 'paid'
          ? progressOf(
              lessons,
              done.filter((d) => d.course === r.course).map((d) => d.lesson),
            )
          : null,
    };
  });
  return cards.sort((a, b) => Number(b.status === 'paid') - Number(a.status === 'paid'));
}

/** The course slugs the learner may open in the player: paid enrolments with a curriculum. */
export async function playerCourses(userId: string): Promise<string[]> {
  const rows = await db().enrolment.findMany({
    where: { userId, status: 'paid' },
    orderBy: { paidAt: 'asc' },
    select: { course: true },
  });
  return [...new Set(rows.map((r) => r.course))].filter((c) => courseLessons(c) !== null);
}

/** Whether the learner has a paid enrolment in `course` (rating, progress). */
export async function hasPaidCourse(userId: string, course: string): Promise<boolean> {
  const row = await db().enrolment.findFirst({
    where: { userId, course, status: 'paid' },
    select: { id: true },
  });
  return !!row;
}

/**
 * Joins an enrolment to a newly created account when the proof holds (issue 9: never because the
 * e-mails match): the account was created from that enrolment's success page, i.e. the sign-up
 * names the reference AND this browser's signed enrolment cookie lists it. An enrolment that
 * already belongs to an account is never moved. Returns whether it was joined.
 */
export async function linkEnrolmentAtSignUp(
  userId: string,
  reference: unknown,
  cookieReferences: string[],
): Promise<boolean> {
  if (!isReference(reference) || !cookieReferences.includes(reference)) return false;
  const r = await db().enrolment.updateMany({
    where: { reference, userId: null },
    data: { userId },
  });
  return r.count === 1;
}
