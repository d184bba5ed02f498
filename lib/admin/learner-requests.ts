import 'server-only';
import { db } from '@/lib/db';

// What learners sent from their dashboard, as the back office lists it (newest first).

const learner = { user: { select: { name: true, email: true } } } as const;

/** The latest 100 messages sent through 'Send Feedback'. */
export function feedbackForStaff() {
  return db().feedback.findMany({ orderBy: { createdAt: 'desc' }, take: 100, include: learner });
}

/** The latest 200 requests sent through 'Request lesson'. */
export function lessonRequestsForStaff() {
  return db().lessonRequest.findMany({
    orderBy: { createdAt: 'desc' },
    take: 200,
    include: learner,
  });
}

/** The latest 200 referral-wallet withdrawals, unpaid first. */
export function withdrawalsForStaff() {
  return db().withdrawal.findMany({
    orderBy: [{ status: 'desc' }, { createdAt: 'desc' }],
    take: 200,
    include: learner,
  });
}
