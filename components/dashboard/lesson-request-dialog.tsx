'use client';

import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { DialogForm, sidebarOpener } from '@/components/learner/dialog-form';
import { FieldError, inputClass, labelClass } from '@/components/ui/field';
import { batches } from '@/content/courses-overview';
import { lessonRequestMessages as m, lessonRequestText as t } from '@/content/learner';

type Errors = { topic?: string; batch?: string; message?: string };

/**
 * The sidebar's 'Request lesson' (spec §2): topic, preferred batch slot and a message, stored for
 * staff (/admin/lesson-requests); Submit clears the form and closes the dialog.
 */
export function LessonRequestDialog() {
  const id = useId();
  const [topic, setTopic] = useState('');
  const [batch, setBatch] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const payload = (form: HTMLFormElement) => {
    const found: Errors = {};
    if (!topic.trim()) found.topic = m.topic;
    if (batch === '') found.batch = m.batch;
    setErrors(found);
    if (found.topic || found.batch) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return null;
    }
    return { topic, batch: Number(batch), message };
  };

  const err = (k: keyof Errors) => (errors[k] ? `${id}-${k}-error` : undefined);
  return (
    <DialogForm
      id={id}
      opener={{ ...sidebarOpener, icon: CalendarPlus, label: t.open }}
      text={t}
      action="/api/dashboard/lesson-request"
      payload={payload}
      relay={429}
      onFieldErrors={(fields) => {
        setErrors(fields);
        return true;
      }}
      onSent={() => {
        setTopic('');
        setBatch('');
        setMessage('');
      }}
      onClose={() => setErrors({})}
    >
      <label htmlFor={`${id}-topic`} className={`${labelClass(!!errors.topic)} mt-4`}>
        {t.topic}
      </label>
      <input
        id={`${id}-topic`}
        data-autofocus
        maxLength={120}
        value={topic}
        placeholder={t.topicPlaceholder}
        onChange={(e) => {
          setTopic(e.target.value);
          if (errors.topic && e.target.value.trim()) setErrors({ ...errors, topic: undefined });
        }}
        aria-invalid={!!errors.topic}
        aria-describedby={err('topic')}
        className={inputClass(!!errors.topic)}
      />
      <FieldError id={`${id}-topic-error`} message={errors.topic} />
      <label htmlFor={`${id}-batch`} className={`${labelClass(!!errors.batch)} mt-4`}>
        {t.batch}
      </label>
      <select
        id={`${id}-batch`}
        value={batch}
        onChange={(e) => {
          setBatch(e.target.value);
          if (errors.batch) setErrors({ ...errors, batch: undefined });
        }}
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
      <FieldError id={`${id}-batch-error`} message={errors.batch} />
      <label htmlFor={`${id}-message`} className={`${labelClass(!!errors.message)} mt-4`}>
        {t.message}
      </label>
      <textarea
        id={`${id}-message`}
        rows={4}
        maxLength={1000}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        aria-invalid={!!errors.message}
        aria-describedby={err('message')}
        className={inputClass(!!errors.message)}
      />
      <FieldError id={`${id}-message-error`} message={errors.message} />
    </DialogForm>
  );
}
