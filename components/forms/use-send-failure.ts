import { useEffect, useRef, useState } from 'react';

/** Why a form's send failed: a rate limit, the server or network, or fields the server refused. */
export type SendFailureKind = 'rate' | 'down' | 'fields';

/**
 * A form's failed-send state. A rate limit or a failed send disabled the button that had focus:
 * focus moves to the message that says why (`alertRef`), so keyboard and screen-reader users are
 * not left on the page's body.
 */
export function useSendFailure<E extends HTMLElement = HTMLParagraphElement>() {
  const alertRef = useRef<E>(null);
  const [failure, setFailure] = useState<SendFailureKind | null>(null);
  useEffect(() => {
    if (failure === 'rate' || failure === 'down') alertRef.current?.focus();
  }, [failure]);
  return { failure, setFailure, alertRef };
}
