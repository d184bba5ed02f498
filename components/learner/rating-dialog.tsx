'use client';

import { Star } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MotionPanel } from '@/components/learner/motion-panel';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { ratingMessages, ratingText as t } from '@/content/learner';

/**
 * 'Leave a rating' (spec §2): 1-5 stars (a radio group) and a comment; one per learner and
 * course, so saving again edits it.
 */
export function RatingDialog({
  course,
  initial,
}: {
  course: string;
  initial: { stars: number; comment: string } | null;
}) {
  const id = useId();
  const router = useRouter();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(initial?.stars ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);

  const close = () => {
    setOpen(false);
    setError(null);
    setFailure(null);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (stars < 1 || stars > 5) return setError(ratingMessages.stars);
    setSending(true);
    try {
      const res = await fetch('/api/dashboard/rating', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ course, stars, comment }),
      });
      if (res.ok) {
        setThanks(true);
        close();
        router.refresh();
        return;
      }
      setFailure(res.status === 401 ? t.signedOut : t.failed);
    } catch {
      setFailure(t.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setThanks(false);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand hover:bg-brand-light"
      >
        <Star aria-hidden="true" className="size-5" />
        {initial ? t.edit(initial.stars) : t.title}
      </button>
      <p role="status" className="sr-only">
        {thanks ? t.thanks : ''}
      </p>
      <Dialog open={open} onClose={close} labelledBy={`${id}-title`} returnFocusRef={opener}>
        <MotionPanel key={String(open)}>
          <form onSubmit={(e) => void submit(e)} noValidate className="p-6">
            <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand">
              {t.title}
            </h2>
            <p className="mt-2 text-sm text-muted">{t.lead}</p>
            <fieldset className="mt-4" aria-describedby={error ? `${id}-stars-error` : undefined}>
              <legend className={labelClass(!!error)}>{t.stars}</legend>
              <div className="mt-1 flex gap-1">
                {[1, 2, 3, 4, 5].map((n) => (
                  <label key={n} className="cursor-pointer">
                    <input
                      type="radio"
                      name={`${id}-stars`}
                      value={n}
                      checked={stars === n}
                      data-autofocus={n === (stars || 1) ? true : undefined}
                      onChange={() => {
                        setStars(n);
                        setError(null);
                      }}
                      className="peer sr-only"
                    />
                    <span className="grid size-11 place-items-center rounded-full peer-focus-visible:ring-3 peer-focus-visible:ring-brand">
                      <Star
                        aria-hidden="true"
                        className={`size-8 ${n <= stars ? 'fill-amber-400 text-amber-500' : 'text-slate-400'}`}
                      />
                    </span>
                    <span className="sr-only">{t.star(n)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <FieldError id={`${id}-stars-error`} message={error ?? undefined} />
            <label htmlFor={`${id}-comment`} className={`${labelClass(false)} mt-4`}>
              {t.comment}
            </label>
            <textarea
              id={`${id}-comment`}
              rows={4}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              className={inputClass(false)}
            />
            <div role="alert" className="mt-3">
              {failure ? <FormAlert>{failure}</FormAlert> : null}
            </div>
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} className={buttonClass('outline', 'px-6')}>
                {t.cancel}
              </button>
              <button
                type="submit"
                disabled={sending}
                className={buttonClass('primary', 'px-6 disabled:opacity-70')}
              >
                {sending ? t.submitting : t.submit}
              </button>
            </div>
          </form>
        </MotionPanel>
      </Dialog>
    </>
  );
}
