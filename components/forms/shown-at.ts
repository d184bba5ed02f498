import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * When the visitor could start filling in a form, on the browser's monotonic clock (the clock of
 * performance.now()), for the fill time the server's spam check is sent (never a wall-clock time).
 * A form that came in the page's HTML could be typed into from the page's arrival, before its
 * script ran (React keeps what was typed meanwhile): counting from hydration would make a quick
 * visitor on a slow phone look like a bot. A form the browser renders later counts from then.
 * @param elementId the id of one of the form's fields
 */
export function useShownAt(elementId: string): RefObject<number> {
  const shownAt = useRef(0);
  // In the first render on the client the field is in the document only if React is hydrating
  // the server's HTML; a form reached by a link is rendered before it is inserted.
  const [inPageHtml] = useState(
    () => typeof document !== 'undefined' && document.getElementById(elementId) !== null,
  );
  useEffect(() => {
    shownAt.current = inPageHtml ? documentArrivedAt() : performance.now();
  }, [inPageHtml]);
  return shownAt;
}

/**
 * The fill time sent with a form: milliseconds since `shownAt` (from useShownAt, or
 * performance.now() when the form starts over), whole and never negative.
 */
export function elapsedSince(shownAt: number): number {
  return Math.max(0, Math.round(performance.now() - shownAt));
}

/** When the page's document began to arrive (0, the start of the navigation, where unknown). */
function documentArrivedAt(): number {
  const nav = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return nav?.responseStart ?? 0;
}
