import 'server-only';
import type { z } from 'zod/mini';
import { rateLimited } from '@/lib/api/errors';
import { db } from '@/lib/db';
import { hitRateLimits } from '@/lib/rate-limit';
import type { feedbackSchema } from '@/lib/validation/feedback';
import type { lessonRequestSchema } from '@/lib/validation/learner';

// What a signed-in learner sends from the dashboard for staff: feedback and lesson requests.

/**
 * Counts one request against the learner's limit per 10 minutes (`key` is per learner); throws
 * the 429 saying `sentence` once the limit is spent.
 */
export async function limitLearner(key: string, limit: number, sentence: string) {
  const decision = await hitRateLimits(db(), [{ key, limit }]);
  if (!decision.allowed) throw rateLimited(sentence, decision.retryAfterSeconds);
}

export function saveFeedback(userId: string, input: z.output<typeof feedbackSchema>) {
  return db().feedback.create({
    data: { userId, message: input.message, page: input.page || null },
    select: { id: true },
  });
}

export function saveLessonRequest(userId: string, input: z.output<typeof lessonRequestSchema>) {
  return db().lessonRequest.create({
    data: { userId, topic: input.topic, batch: input.batch, message: input.message ?? '' },
    select: { id: true },
  });
}
