'use client';

import { CalendarPlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { FormAlert } from '@/components/auth/form-alert';
import { buttonClass } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MotionPanel } from '@/components/learner/motion-panel';
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
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [topic, setTopic] = useState('');
  const [batch, setBatch] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState(false);

  const close = () => {
    setOpen(false);
    setErrors({});
    setFailure(null);
  };

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    const found: Errors = {};
    if (!topic.trim()) found.topic = m.topic;
    if (batch === '') found.batch = m.batch;
    setErrors(found);
    if (found.topic || found.batch) {
      e.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSending(true);
    try {
      const res = await fetch('/api/dashboard/lesson-request', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ topic, batch: Number(batch), message }),
      });
      if (res.status === 201) {
        setTopic('');
        setBatch('');
        setMessage('');
        setThanks(true);
        close();
        return;
      }
      const body = (await res.json().catch(() => null)) as {
        error?: { message?: string; fields?: Errors };
      } | null;
      if (res.status === 400 && body?.error?.fields) setErrors(body.error.fields);
      else
        setFailure(
          res.status === 401
            ? t.signedOut
            : (res.status === 429 && body?.error?.message) || t.failed,
        );
    } catch {
      setFailure(t.failed);
    } finally {
      setSending(false);
    }
  };

  const err = (k: keyof Errors) => (errors[k] ? `${id}-${k}-error` : undefined);
  return (
    <>
      <button
        ref={opener}
        type="button"
        onClick={() => {
          setThanks(false);
          setOpen(true);
        }}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 font-semibold text-ink hover:bg-cream"
      >
        <CalendarPlus aria-hidden="true" className="size-5 text-brand" />
        {t.open}
      </button>
      <p role="status" className="px-3 text-sm text-green-800">
        {thanks ? t.thanks : ''}
      </p>
      <Dialog open={open} onClose={close} labelledBy={`${id}-title`} returnFocusRef={opener}>
        <MotionPanel key={String(open)}>
          <form onSubmit={(e) => void submit(e)} noValidate className="p-6">
            <h2 id={`${id}-title`} className="font-display text-2xl font-bold text-brand">
              {t.title}
            </h2>
            <p className="mt-2 text-sm text-muted">{t.lead}</p>
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
                if (errors.topic && e.target.value.trim())
                  setErrors({ ...errors, topic: undefined });
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
