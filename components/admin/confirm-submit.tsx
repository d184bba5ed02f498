'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { buttonClass } from '@/components/ui/button';

/**
 * A form's submit that asks first: the button checks the form's fields, then shows the question
 * under it (focused, so a screen reader reads it) with 'Yes' (the real submit) and 'No' (back to
 * the button). Escape answers no. Keyboard-usable, no window.confirm.
 */
export function ConfirmSubmit({
  label,
  labelDetail,
  question,
  yes,
  no,
}: {
  /** The button's words. */
  label: string;
  /** Read by screen readers after the label (which class, e.g.). */
  labelDetail?: string;
  /** What happens if the answer is yes. */
  question: string;
  yes: string;
  no: string;
}) {
  const [asking, setAsking] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const box = useRef<HTMLDivElement>(null);
  // Once the form is sent and reset (React resets it after its action), the question goes away:
  // the next change asks again.
  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form) return;
    const reset = () => setAsking(false);
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, [asking]);
  const close = () => {
    setAsking(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };
  const buttons = 'min-h-11 px-4 text-sm';
  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        className={buttonClass('outline', `${buttons} justify-self-start`)}
        onClick={() => {
          const form = trigger.current?.form;
          if (form && !form.reportValidity()) return;
          setAsking(true);
          requestAnimationFrame(() => questionRef.current?.focus());
        }}
      >
        {label}
        {labelDetail ? <span className="sr-only">: {labelDetail}</span> : null}
      </button>
    );
  }
  return (
    <div
      ref={box}
      role="group"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="grid min-w-0 gap-2 rounded-lg bg-red-50 p-3 ring-1 ring-red-300"
    >
      <p ref={questionRef} tabIndex={-1} className="font-semibold text-red-900 outline-none">
        {question}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClass('primary', buttons)}>
          {yes}
        </button>
        <button type="button" className={buttonClass('outline', buttons)} onClick={close}>
          {no}
        </button>
      </div>
    </div>
  );
}
