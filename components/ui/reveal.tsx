'use client';

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';

/** Spec §9: revealed when 10 % visible. */
const THRESHOLD = 0.1;
const OPTIONS: IntersectionObserverInit = { threshold: [0, THRESHOLD] };

/**
 * Fades (and slides) its content in once, when 10 % of it first scrolls into view (spec §4, §9:
 * 500–1000 ms with a 300 ms delay).
 *
 * The server HTML is visible: nothing waits for JavaScript to be seen. After hydration, an
 * IntersectionObserver's first report tells where the content is. Content on the first screen (or
 * already scrolled past) stays as it is; content below the fold is hidden (`data-armed`, no
 * transition, out of sight) and fades in when it enters the viewport (`data-shown`). The
 * transition is CSS (globals.css, [data-reveal]), about 1 KB instead of motion's 30 KB. Reduced
 * motion, no JavaScript or no IntersectionObserver: the content simply stays visible.
 */
export function Reveal({
  children,
  className,
  from = 'up',
  duration = 0.6,
  delay = 0.3,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  from?: 'up' | 'left' | 'right' | 'none';
  duration?: number;
  delay?: number;
  as?: 'div' | 'li' | 'article';
}) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let armed = false;
    const io = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      if (!armed) {
        const viewportBottom = entry.rootBounds?.bottom ?? window.innerHeight;
        if (entry.isIntersecting || entry.boundingClientRect.top < viewportBottom) {
          // Seen already (on screen, or above it): never hide what a visitor may be reading.
          io.disconnect();
          return;
        }
        armed = true;
        el.setAttribute('data-armed', '');
        return;
      }
      if (entry.isIntersecting && entry.intersectionRatio >= THRESHOLD) {
        el.setAttribute('data-shown', '');
        io.disconnect();
      }
    }, OPTIONS);
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const style = {
    '--reveal-duration': `${duration}s`,
    '--reveal-delay': `${delay}s`,
  } as CSSProperties;
  return (
    <Tag ref={ref as never} data-reveal={from} style={style} className={className}>
      {children}
    </Tag>
  );
}
