'use client';

import { ArrowRight, Check } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { playerText as t } from '@/content/learner';
import { postJson } from '@/lib/forms/submit';

async function save(course: string, lesson: string, done: boolean): Promise<boolean> {
  return (await postJson('/api/dashboard/progress', { course, lesson, done })).ok;
}

/**
 * 'Mark as complete' and 'Next Lesson' (which marks this one complete first): the progress is
 * stored per learner and drives the dashboard's learning card.
 */
export function LessonActions({
  course,
  lesson,
  done,
  next,
}: {
  course: string;
  lesson: string;
  done: boolean;
  /** The next item's key, or null on the last one. */
  next: string | null;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (markDone: boolean, go: boolean) => {
    setBusy(true);
    setFailed(false);
    const ok = await save(course, lesson, markDone);
    setBusy(false);
    if (!ok) return setFailed(true);
    if (go && next) router.push(`/french-course-layout?course=${course}&lesson=${next}`);
    router.refresh();
  };

  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          aria-pressed={done}
          onClick={() => void run(!done, false)}
          className={buttonClass('outline', 'disabled:opacity-70')}
        >
          <Check aria-hidden="true" className="size-5" />
          {busy ? t.saving : done ? t.markUndone : t.markDone}
        </button>
        {next ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(true, true)}
            className={buttonClass('primary', 'disabled:opacity-70')}
          >
            {t.nextLesson}
            <ArrowRight aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </div>
      <p role="status" className="mt-2 text-sm">
        {failed ? (
          <span className="text-red-700">{t.saveFailed}</span>
        ) : !next && done ? (
          t.lastLesson
        ) : (
          ''
        )}
      </p>
    </div>
  );
}
