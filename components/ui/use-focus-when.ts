import { useEffect, useRef } from 'react';

/**
 * A ref whose element takes the focus each time `when` changes to something truthy: a message
 * or a heading that appears after an action, so keyboard and screen-reader users are taken to it.
 */
export function useFocusWhen<E extends HTMLElement>(when: unknown) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
