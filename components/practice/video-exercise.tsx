'use client';

import { buttonClass } from '@/components/ui/button';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { channelVideos, exerciseText as t, watchLessons } from '@/content/practice/videos';
import { scoreExercise, type ExerciseAnswers } from '@/lib/practice/video-exercise';
import { ChoiceQuestion } from './choice-question';
import { ExerciseStatus } from './exercise-status';

const lessonById = (id: string) => [...watchLessons, ...channelVideos].find((l) => l.id === id)!;

/**
 * The questions under a video: answer them all, check, see each answer explained. Takes the
 * lesson's id, not its questions, so the page's HTML does not carry them twice (markup and props).
 */
export function VideoExercise({ lessonId }: { lessonId: string }) {
  const id = useId();
  const { title, exercise: questions } = lessonById(lessonId);
  const [answers, setAnswers] = useState<ExerciseAnswers>({});
  const [checked, setChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const score = scoreExercise(questions, answers);

  return (
    <form
      aria-label={`Exercise: ${title}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (checked) {
          setAnswers({});
          setChecked(false);
          return;
        }
        if (!score.complete) return setTried(true);
        setChecked(true);
      }}
      className="grid gap-5"
    >
      {questions.map((q, n) => (
        <div key={q.id} className="grid gap-2">
          <ChoiceQuestion
            item={q}
            name={`${id}-${q.id}`}
            value={answers[q.id] ?? null}
            reveal={checked}
            legendPrefix={`Question ${n + 1} of ${questions.length}.`}
            onChange={(i) => {
              if (checked) return;
              setTried(false);
              setAnswers((a) => ({ ...a, [q.id]: i }));
            }}
          />
          {checked ? <p className="text-sm text-muted">{q.explanation}</p> : null}
        </div>
      ))}
      <ExerciseStatus
        status={checked ? t.score(score.correct, score.total) : null}
        missing={tried && !score.complete ? t.missing : null}
      />
      <button
        type="submit"
        className={buttonClass(checked ? 'outline' : 'primary', 'justify-self-start px-8 py-2')}
      >
        {checked ? <RotateCcw aria-hidden="true" className="size-4" /> : null}
        {checked ? t.again : t.check}
      </button>
    </form>
  );
}
