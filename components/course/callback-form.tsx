'use client';

import { useRef, useState } from 'react';
import { callbackText as t, type CallbackTopic } from '@/content/callback';
import { SendFailure } from '@/components/forms/send-failure';
import { elapsedSince } from '@/components/forms/shown-at';
import { postJson } from '@/lib/forms/submit';
import { applyFieldErrors } from '@/lib/forms/field-errors';
import { CallbackRequest, useCallbackRequest, type CallbackField } from './callback-request';
import { CallbackDone, CallbackVerify } from './callback-steps';
import { useFocusWhen } from '@/components/ui/use-focus-when';

type Failure = 'rate' | 'down' | 'start-over';
type Step = 'request' | 'verify' | 'done';
/** The stored request's answer: its id and the token that may correct or confirm it. */
type Saved = { id?: string; token?: string };

/** Server field names → this form's fields, in the form's order. */
const serverField: Record<string, CallbackField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  phoneNumber: 'digits',
  email: 'email',
  course: 'course',
};
/** The field errors in the form's order, so the first one focused is the first on screen. */
const inOrder = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.keys(serverField)
      .filter((k) => fields[k])
      .map((k) => [k, fields[k]!]),
  );

/**
 * The callback request (spec §2, §4, §5, §7): request step → POST → verify step ('Edit details'
 * goes back with the values, and Continue then corrects the same stored request with its token;
 * 'Next' confirms it) → done. Failures are shown and keep the input.
 */
export function CallbackForm({
  course: initialCourse = '',
  topic,
  page,
  coursePicker = false,
  headingId,
  onClose,
}: {
  course?: string;
  /** Why the visitor asks (content/callback.ts callbackTopics): a note above the form, and stored. */
  topic?: CallbackTopic;
  page: string;
  /** Show a course list (the /request-a-callback page); otherwise the course comes from the opener. */
  coursePicker?: boolean;
  /** Id of the heading that names the form (the dialog's title). */
  headingId: string;
  /** In a dialog: the done step's Close button. */
  onClose?: () => void;
}) {
  const request = useCallbackRequest({ course: initialCourse, topic, coursePicker });
  const { form, values, phone, ready, shownAtRef, honeypot } = request;
  const [step, setStep] = useState<Step>('request');
  const [saved, setSaved] = useState<{ id: string; token: string } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const alertRef = useFocusWhen<HTMLParagraphElement>(failure);
  const [busy, setBusy] = useState(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: Step) => {
    setStep(next);
    // The new step's heading takes focus, so screen readers announce it.
    requestAnimationFrame(() =>
      next === 'request' ? form.setFocus('firstName') : stepHeading.current?.focus(),
    );
  };

  const failed = (status: number) => setFailure(status === 429 ? 'rate' : 'down');

  async function onContinue(e: React.FormEvent) {
    e.preventDefault();
    if (!ready || busy) return;
    setFailure(null);
    const payload = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: phone,
      ...(values.email.trim() ? { email: values.email.trim() } : {}),
      ...(values.course ? { course: values.course } : {}),
      ...(topic ? { topic } : {}),
      page,
    };
    // The shared schema first (loaded on demand), so a mistake is shown before anything is sent.
    const { callbackRequestSchema } = await import('@/lib/validation/callback');
    const { fieldErrors } = await import('@/lib/validation/common');
    const check = callbackRequestSchema.safeParse(payload);
    if (!check.success) return showFieldErrors(fieldErrors(check.error));

    setBusy(true);
    const r = saved
      ? await postJson<Saved>(
          `/api/request-a-callback/${saved.id}`,
          { ...payload, token: saved.token, action: 'update' },
          { method: 'PATCH' },
        )
      : await postJson<Saved>('/api/request-a-callback', {
          ...payload,
          website: honeypot.current?.value || undefined,
          elapsedMs: elapsedSince(shownAtRef.current),
        });
    setBusy(false);
    if (r.ok && (r.status === 201 || r.status === 200) && r.data) {
      if (!saved && r.data.id && r.data.token) setSaved({ id: r.data.id, token: r.data.token });
      return goTo('verify');
    }
    if (!r.ok && r.status === 400 && r.fields) return showFieldErrors(r.fields);
    if (r.status === 403 || r.status === 409) {
      setSaved(null);
      return setFailure('start-over');
    }
    failed(r.status);
  }

  /** The schema's or the server's field errors under their fields, the first focused. */
  function showFieldErrors(fields: Record<string, string>) {
    if (!applyFieldErrors(form.setError, inOrder(fields), serverField)) setFailure('down');
  }

  async function onNext() {
    if (!saved || busy) return;
    setFailure(null);
    setBusy(true);
    const r = await postJson(
      `/api/request-a-callback/${saved.id}`,
      { token: saved.token, action: 'confirm' },
      { method: 'PATCH' },
    );
    setBusy(false);
    // 409: it was confirmed already (a second click, another tab): done either way.
    if (r.status === 200 || r.status === 409) return goTo('done');
    if (r.status === 403) {
      setSaved(null);
      setFailure('start-over');
      return goTo('request');
    }
    failed(r.status);
  }

  const alert = failure ? (
    <div role="alert" className="mt-4">
      <SendFailure
        ref={alertRef}
        tone={failure === 'rate' ? 'warning' : 'error'}
        text={failure === 'rate' ? t.rateLimited : failure === 'down' ? t.failed : t.startOver}
        withContact={failure !== 'start-over'}
      />
    </div>
  ) : null;

  if (step === 'done') {
    return (
      <CallbackDone
        headingRef={stepHeading}
        headingId={headingId}
        firstName={values.firstName.trim()}
        phone={phone}
        onClose={onClose}
      />
    );
  }

  if (step === 'verify') {
    return (
      <CallbackVerify
        headingRef={stepHeading}
        headingId={headingId}
        name={`${values.firstName.trim()} ${values.lastName.trim()}`}
        phone={phone}
        email={values.email.trim()}
        alert={alert}
        busy={busy}
        onEdit={() => goTo('request')}
        onNext={() => void onNext()}
      />
    );
  }

  return (
    <CallbackRequest
      request={request}
      headingId={headingId}
      busy={busy}
      alert={alert}
      onSubmit={(e) => void onContinue(e)}
    />
  );
}
