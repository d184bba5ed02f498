'use client';

import { domAnimation, LazyMotion, m, useReducedMotion } from 'motion/react';
import type { ReactNode } from 'react';

/**
 * Fades (and slides) its content in once, when 10 % of it is visible (spec §4, §9: 500–1000 ms
 * with a 300 ms delay). LazyMotion keeps the animation code small; reduced motion shows content as
 * is. Without JavaScript, the <noscript> style in the root layout keeps it visible.
 */
export function Reveal({
  children,
  className,
  from = 'up',
  duration = 0.6,
  delay = 0.3,
  as = 'div',
}: {
  children: ReactNode;
  className?: string;
  from?: 'up' | 'left' | 'right' | 'none';
  duration?: number;
  delay?: number;
  as?: 'div' | 'li' | 'article';
}) {
  const reduced = useReducedMotion();
  if (reduced) {
    const Tag = as;
    return <Tag className={className}>{children}</Tag>;
  }
  const offset = { up: { y: 24 }, left: { x: -32 }, right: { x: 32 }, none: {} }[from];
  const Tag = m[as];
  return (
    <LazyMotion features={domAnimation} strict>
      <Tag
        data-reveal=""
        className={className}
        initial={{ opacity: 0, ...offset }}
        whileInView={{ opacity: 1, x: 0, y: 0 }}
        viewport={{ once: true, amount: 0.1 }}
        transition={{ duration, delay, ease: 'easeOut' }}
      >
        {children}
      </Tag>
    </LazyMotion>
  );
}
