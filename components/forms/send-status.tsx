import type { Ref } from 'react';
import { SendFailure } from '@/components/forms/send-failure';

/**
 * A lead form's live region: after a failed send the message that says why (focusable, with the
 * school's phone line), or the line asking to check the marked fields.
 */
export function SendStatus({
  failure,
  alertRef,
  text,
}: {
  failure: 'rate' | 'down' | 'fields' | null | undefined;
  alertRef: Ref<HTMLParagraphElement>;
  text: { rateLimited: string; failed: string; checkFields: string };
}) {
  return (
    <div role="alert" aria-live="assertive">
      {failure === 'rate' || failure === 'down' ? (
        <div className="mb-3">
          <SendFailure
            ref={alertRef}
            tone={failure === 'rate' ? 'warning' : 'error'}
            text={failure === 'rate' ? text.rateLimited : text.failed}
          />
        </div>
      ) : failure === 'fields' ? (
        <p className="mb-3 text-sm text-red-700">{text.checkFields}</p>
      ) : null}
    </div>
  );
}
