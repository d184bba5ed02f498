'use client';

import { MessageSquare } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useId } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { DialogField, DialogForm, sidebarOpener } from '@/components/learner/dialog-form';
import { useDialogForm } from '@/components/learner/use-dialog-form';
import { inputClass } from '@/components/ui/field';
import { feedbackText as t } from '@/content/dashboard';
import { validValues } from '@/lib/forms/valid-values';
import { feedbackSchema } from '@/lib/validation/feedback';

/** The box's check: the API's schema (the page is added on sending). */
const resolver = zodResolver(z.pick(feedbackSchema, { message: true }), undefined, { raw: true });

/**
 * 'Send Feedback' (spec §2, §4): free text; Submit stores it with the page it came from, then
 * clears the box and closes the dialog.
 */
export function FeedbackDialog({ onSent }: { onSent?: () => void }) {
  const id = useId();
  const pathname = usePathname();
  const { register, handleSubmit, reset, clearErrors, formState, dialog } = useDialogForm(
    resolver,
    { message: '' },
    { fields: ['message'] },
  );
  const error = formState.errors.message?.message;

  return (
    <DialogForm
      id={id}
      opener={{ ...sidebarOpener, icon: MessageSquare, label: t.open }}
      text={t}
      action="/api/dashboard/feedback"
      payload={async () => {
        const values = await validValues(handleSubmit);
        return values && { message: values.message, page: pathname };
      }}
      relay={429}
      onSent={() => {
        reset();
        onSent?.();
      }}
      {...dialog}
    >
      <DialogField id={`${id}-text`} label={t.label} error={error}>
        <textarea
          id={`${id}-text`}
          data-autofocus
          rows={5}
          {...register('message', {
            onChange: (e: { target: HTMLTextAreaElement }) => {
              if (error && e.target.value.trim()) clearErrors('message');
            },
          })}
          aria-invalid={!!error}
          aria-describedby={error ? `${id}-text-error` : undefined}
          className={inputClass(!!error)}
        />
      </DialogField>
    </DialogForm>
  );
}
