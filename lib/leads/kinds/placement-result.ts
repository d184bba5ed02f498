import { z } from 'zod/mini';
import { courseTitle } from '@/content/course-catalogue';
import {
  bandDescriptions,
  blockPassMark,
  orientationItems,
  selfAssessment,
} from '@/content/practice/orientation-test';
import { defineLeadKind, senderLines } from './define-lead-kind';
import { answersTaken, orientationProgress, selfAssessedLevel } from '@/lib/practice/orientation';
import { placementResultSchema } from '@/lib/validation/placement-result';

const blockScore = z.object({
  level: z.string(),
  correct: z.number(),
  total: z.number(),
  passed: z.boolean(),
});

/**
 * "Confirm with a teacher" on the orientation test's result: a free level call. The result is
 * recomputed here from the answers; the browser's idea of it is never sent or trusted.
 */
export const placementResultLead = defineLeadKind({
  kind: 'placement-result',
  label: 'orientation test result',
  input: placementResultSchema,
  details: z.object({
    band: z.string(),
    blocks: z.array(blockScore),
    selfAssessed: z.nullable(z.string()),
    selfAssessment: z.array(z.string()),
    answers: z.record(z.string(), z.nullable(z.number())),
  }),
  toLead: (i) => {
    const progress = orientationProgress(orientationItems, i.answers, blockPassMark);
    // The schema refuses an unfinished test, so this holds; the fallback keeps the types honest.
    const result =
      progress.status === 'done'
        ? progress.result
        : { band: 'pre-A1' as const, blocks: [], course: 'a1' as const };
    const selfAssessed = selfAssessedLevel(selfAssessment, i.selfAssessment);
    return {
      columns: {
        name: i.name,
        email: i.email || null,
        phone: i.phoneNumber || null,
        course: result.course,
        subject: `Orientation test: ${bandDescriptions[result.band].title} (indicative)`,
        page: i.page || null,
      },
      details: {
        band: result.band,
        blocks: result.blocks,
        selfAssessed,
        selfAssessment: i.selfAssessment,
        answers: answersTaken(orientationItems, i.answers, blockPassMark),
      },
    };
  },
  mailLines: (l) => [
    ...senderLines(l),
    ['Estimated level', l.subject ?? '-'],
    [
      'Blocks',
      l.details.blocks
        .map((b) => `${b.level} ${b.correct}/${b.total}${b.passed ? '' : ' (stopped)'}`)
        .join(', '),
    ],
    ['Self-assessed', l.details.selfAssessed ?? 'none ticked'],
    ['Suggested course', l.course ? (courseTitle(l.course) ?? l.course) : '-'],
    ['Page', l.page ?? '-'],
  ],
});
