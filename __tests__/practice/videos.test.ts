import { z } from 'zod';
import { line } from '@/__tests__/support/practice-schemas';
import { channelVideos, watchLessons } from '@/content/practice/videos';
import { policyFor } from '@/lib/security/csp.mjs';
import { scoreExercise } from '@/lib/practice/video-exercise';
import { youtubeEmbedUrl } from '@/components/ui/click-to-load-video';

const all = [...watchLessons, ...channelVideos];

const questionSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    instruction: line,
    prompt: line,
    options: z.array(z.string().min(1)).min(3).max(4),
    answer: z.number().int().nonnegative(),
    explanation: line.max(140),
  })
  .strict()
  .refine((q) => q.answer < q.options.length, 'answer points at an option')
  .refine(
    (q) => new Set(q.options.map((o) => o.toLowerCase())).size === q.options.length,
    'options are distinct (exactly one correct answer)',
  );

describe('video lessons', () => {
  it.each(all.map((v) => [v.id, v] as const))('%s is a valid lesson', (_id, v) => {
    // unset (null, no player), or a YouTube id: 11 characters of [A-Za-z0-9_-], not a pasted URL
    if (v.videoId !== null) expect(v.videoId).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(v.id).toMatch(/^[a-z0-9-]+$/);
    expect(['A1', 'A2', 'B1', 'B2']).toContain(v.level);
    expect(v.exercise).toHaveLength(3);
    for (const q of v.exercise) {
      expect(questionSchema.safeParse(q).error?.issues ?? []).toEqual([]);
      expect(q.id.startsWith(`${v.id}-`)).toBe(true);
      expect(q.prompt).not.toMatch(/'/);
    }
  });

  it('ids are unique across both pages, and no video is on both', () => {
    expect(new Set(all.map((v) => v.id)).size).toBe(all.length);
    const ids = all.map((v) => v.videoId).filter((id) => id !== null);
    expect(new Set(ids).size).toBe(ids.length);
    const questions = all.flatMap((v) => v.exercise.map((q) => q.id));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it('scores an exercise; a missing answer is wrong and leaves it incomplete', () => {
    const qs = watchLessons[0]!.exercise;
    const right = Object.fromEntries(qs.map((q) => [q.id, q.answer]));
    expect(scoreExercise(qs, right)).toEqual({ correct: 3, total: 3, complete: true });
    const oneWrong = { ...right, [qs[0]!.id]: (qs[0]!.answer + 1) % qs[0]!.options.length };
    expect(scoreExercise(qs, oneWrong)).toEqual({ correct: 2, total: 3, complete: true });
    expect(scoreExercise(qs, { [qs[1]!.id]: qs[1]!.answer })).toEqual({
      correct: 1,
      total: 3,
      complete: false,
    });
  });

  it('plays from youtube-nocookie, which the CSP of both pages allows', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
    for (const path of ['/WatchPractice', '/Yt'])
      expect(policyFor(path, [])).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  });
});
