import type { ReactNode, Ref } from 'react';

const refusalClass = 'rounded-lg bg-red-50 p-3 text-red-800 ring-1 ring-red-300';

/**
 * Why the back office refused something, in its red box and announced (role alert). Given a
 * `ref`, it can take focus (the form moves focus to it); `className` is its margin.
 */
export function Refusal({
  ref,
  className,
  children,
}: {
  ref?: Ref<HTMLParagraphElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role="alert"
      className={className ? `${className} ${refusalClass}` : refusalClass}
    >
      {children}
    </p>
  );
}
