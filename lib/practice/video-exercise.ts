/** Scoring the short exercise under a video lesson (/WatchPractice, /Yt): pure, tested. */
import type { VideoQuestion } from '@/content/practice/videos';

/** Question id → the option chosen. */
export type ExerciseAnswers = Readonly<Record<string, number | undefined>>;

export function scoreExercise(questions: readonly VideoQuestion[], answers: ExerciseAnswers) {
  return {
    correct: questions.filter((q) => answers[q.id] === q.answer).length,
    total: questions.length,
    complete: questions.every((q) => answers[q.id] !== undefined),
  };
}
