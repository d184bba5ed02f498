'use client';

import { CalendarPlus } from 'lucide-react';
import { useId } from 'react';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DialogField, DialogForm, sidebarOpener } from '@/components/learner/dialog-form';
import { useDialogForm } from '@/components/learner/use-dialog-form';
import { inputClass } from '@/components/ui/field';
import { batches } from '@/content/courses-overview';
import { lessonRequestText as t } from '@/content/learner';
import { validValues } from '@/lib/forms/valid-values';
import { lessonRequestSchema } from '@/lib/validation/learner';

/** The select holds the slot's index as text ('' for none chosen). */
type Values = { topic: string; batch: string; message: string };
const fieldNames = ['topic', 'batch', 'message'] as const;

/** The API's schema, the slot read as its number ('' as none). */
const check = zodResolver(lessonRequestSchema);
const resolver: Resolver<Values> = async (values, context, options) => {
  // NaN for none: the schema's number refuses it with the slot's sentence.
  const batch = values.batch === '' ? NaN : Number(values.batch);
  const { errors } = await check({ ...values, batch }, context, options as never);
  return Object.keys(errors).length
    ? { values: {}, errors: errors as FieldErrors<Values> }
    : { values, errors: {} };
};

/**
 * The sidebar's 'Request lesson' (spec §2): topic, preferred batch slot and a message, stored for
 * staff (/admin/lesson-requests); Submit clears the form and closes the dialog.
 */
export function LessonRequestDialog() {
  const id = useId();
  const { register, handleSubmit, reset, clearErrors, formState, dialog } = useDialogForm(
    resolver,
    { topic: '', batch: '', message: '' },
    { focusError: true, fields: [...fieldNames] },
  );
  const { errors } = formState;

  const payload = async () => {
    const v = await validValues(handleSubmit);
    return v && { topic: v.topic, batch: Number(v.batch), message: v.message };
  };

  const err = (k: keyof Values) => (errors[k] ? `${id}-${k}-error` : undefined);
  return (
    <DialogForm
      id={id}
      opener={{ ...sidebarOpener, icon: CalendarPlus, label: t.open }}
      text={t}
      action="/api/dashboard/lesson-request"
      payload={payload}
      relay={429}
      // Every refusal replaces the last ones, and none falls back to the generic sentence.
      onFieldErrors={(fields) => {
        clearErrors();
        dialog.onFieldErrors(fields);
        return true;
      }}
      onSent={() => reset()}
      onClose={dialog.onClose}
    >
      <DialogField id={`${id}-topic`} label={t.topic} error={errors.topic?.message}>
        <input
          id={`${id}-topic`}
          data-autofocus
          maxLength={120}
          placeholder={t.topicPlaceholder}
          {...register('topic', {
            onChange: (e: { target: HTMLInputElement }) => {
              if (errors.topic && e.target.value.trim()) clearErrors('topic');
            },
          })}
          aria-invalid={!!errors.topic}
          aria-describedby={err('topic')}
          className={inputClass(!!errors.topic)}
        />
      </DialogField>
      <DialogField id={`${id}-batch`} label={t.batch} error={errors.batch?.message}>
        <select
          id={`${id}-batch`}
          {...register('batch', {
            onChange: () => {
              if (errors.batch) clearErrors('batch');
            },
          })}
          aria-invalid={!!errors.batch}
          aria-describedby={err('batch')}
          className={inputClass(!!errors.batch)}
        >
          <option value="">{t.batchPlaceholder}</option>
          {batches.slots.map((slot, i) => (
            <option key={slot} value={i}>
              {slot}
            </option>
          ))}
        </select>
      </DialogField>
      <DialogField id={`${id}-message`} label={t.message} error={errors.message?.message}>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={1000}
          {...register('message')}
          aria-invalid={!!errors.message}
          aria-describedby={err('message')}
          className={inputClass(!!errors.message)}
        />
      </DialogField>
    </DialogForm>
  );
}
