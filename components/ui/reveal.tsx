'use client';

import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/**
 * Fades (and slides) its content in once, when 10 % of it is visible (spec §4, §9: 500–1000 ms
 * with a 300 ms delay). An IntersectionObserver and a CSS transition (globals.css, [data-reveal])
 * do what motion's whileInView did, for about 1 KB instead of motion's 30 KB (m + domAnimation,
 * gzip), which alone was half of the landing page's JavaScript budget. Reduced motion shows the
 * content at once; without JavaScript the <noscript> style in the root layout keeps it visible.
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
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      // Very old browsers: show at once rather than never.
      el.setAttribute('data-shown', '');
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { threshold: 0.1 },
    );
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const style = {
    '--reveal-duration': `${duration}s`,
    '--reveal-delay': `${delay}s`,
  } as CSSProperties;
  return (
    <Tag
      ref={ref as never}
      data-reveal={from}
      data-shown={shown ? '' : undefined}
      style={style}
      className={className}
    >
      {children}
    </Tag>
  );
}
