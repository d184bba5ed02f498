import type { ReactNode, RefObject } from 'react';

/**
 * The orientation test's step heading (an h2, or a fieldset's legend): focusable, put in
 * `headingRef` so the test can move focus to it when the step opens, and scrolled clear of the
 * sticky header.
 */
export function StepHeading({
  as: Tag = 'h2',
  id,
  headingRef,
  className = 'scroll-mt-40 font-display text-2xl font-bold text-ink outline-none',
  children,
}: {
  as?: 'h2' | 'legend';
  id: string;
  headingRef: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Tag
      id={id}
      ref={(el: HTMLElement | null) => {
        headingRef.current = el;
      }}
      tabIndex={-1}
      className={className}
    >
      {children}
    </Tag>
  );
}
