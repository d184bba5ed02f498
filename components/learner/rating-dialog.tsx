'use client';

import { Star } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { DialogForm } from '@/components/learner/dialog-form';
import { useDialogForm } from '@/components/learner/use-dialog-form';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { ratingText as t } from '@/content/learner';
import { validValues } from '@/lib/forms/valid-values';
import { ratingSchema } from '@/lib/validation/learner';

/**
 * The stars are checked with the API's schema; the comment is sent as typed and checked by the
 * server (a refusal shows the dialog's failure, as it has no error line of its own).
 */
const resolver = zodResolver(
  z.object({ stars: ratingSchema.shape.stars, comment: z.string() }),
  undefined,
  { raw: true },
);

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
  const { register, handleSubmit, setValue, clearErrors, control, formState, dialog } =
    useDialogForm(resolver, { stars: initial?.stars ?? 0, comment: initial?.comment ?? '' });
  const stars = useWatch({ control, name: 'stars' });
  const error = formState.errors.stars?.message;

  return (
    <DialogForm
      id={id}
      opener={{
        icon: Star,
        label: initial ? t.edit(initial.stars) : t.title,
        className:
          'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-brand hover:bg-brand-light',
        statusClassName: 'sr-only',
      }}
      text={t}
      action="/api/dashboard/rating"
      payload={async () => {
        const v = await validValues(handleSubmit);
        return v && { course, stars: v.stars, comment: v.comment };
      }}
      // 201 for a first rating, 200 for an edit.
      success="ok"
      onSent={() => router.refresh()}
      onClose={dialog.onClose}
    >
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
                  setValue('stars', n);
                  clearErrors('stars');
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
      <FieldError id={`${id}-stars-error`} message={error} />
      <label htmlFor={`${id}-comment`} className={`${labelClass(false)} mt-4`}>
        {t.comment}
      </label>
      <textarea
        id={`${id}-comment`}
        rows={4}
        maxLength={1000}
        {...register('comment')}
        className={inputClass(false)}
      />
    </DialogForm>
  );
}
