import { z } from 'zod/mini';
import { batches } from '@/content/courses-overview';
import { lessonRequestMessages, ratingMessages, referralMessages } from '@/content/learner';
import { formObject, isCleanMessage, text } from './common';

/** An optional free-text field (a comment, a message): may be empty. */
function optionalMessage(label: string, max: number, tooLong?: string) {
  return z.optional(
    z.string({ error: `${label} must be text` }).check(
      z.overwrite((s) => s.replace(/\r\n?/g, '\n')),
      z.trim(),
      z.maxLength(max, tooLong ?? `${label} must be at most ${max} characters`),
      z.refine<string>(isCleanMessage, `${label} contains characters that are not allowed`),
    ),
  );
}

const courseSlug = text({ label: 'Course', required: 'Please choose a course.', max: 40 });

/** The player's 'Mark as complete' / 'Next Lesson' (the lesson key is checked against the course). */
export const progressSchema = formObject({
  course: courseSlug,
  lesson: text({ label: 'Lesson', required: 'Please choose a lesson.', max: 20 }),
  done: z.boolean({ error: 'done must be true or false' }),
});

/** 'Leave a rating': 1-5 stars and an optional comment. */
export const ratingSchema = formObject({
  course: courseSlug,
  stars: z
    .number({ error: ratingMessages.stars })
    .check(
      z.int(ratingMessages.stars),
      z.gte(1, ratingMessages.stars),
      z.lte(5, ratingMessages.stars),
    ),
  comment: optionalMessage('Comment', 1000, ratingMessages.comment),
});
export type RatingValues = z.input<typeof ratingSchema>;

/** 'Request lesson': topic, preferred batch slot, message. */
export const lessonRequestSchema = formObject({
  topic: text({ label: 'Topic', required: lessonRequestMessages.topic, max: 120 }),
  batch: z
    .number({ error: lessonRequestMessages.batch })
    .check(
      z.int(lessonRequestMessages.batch),
      z.gte(0, lessonRequestMessages.batch),
      z.lte(batches.slots.length - 1, lessonRequestMessages.batch),
    ),
  message: optionalMessage('Message', 1000),
});
export type LessonRequestValues = z.input<typeof lessonRequestSchema>;

/** A UPI id: handle@provider (NPCI: 2-256 characters; letters, digits, dot, hyphen, underscore). */
export const UPI_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

/** 'Withdraw Amount': the UPI id to pay the balance to. */
export const withdrawalSchema = formObject({
  upiId: text({ label: 'UPI id', required: referralMessages.upi, max: 100 }).check(
    z.refine((v) => UPI_PATTERN.test(v), referralMessages.upi),
  ),
});
