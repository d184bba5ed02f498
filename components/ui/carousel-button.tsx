import type { ReactNode } from 'react';

/**
 * A carousel's previous/next button. Disabled by `aria-disabled`, not `disabled`, so a keyboard
 * user keeps focus on it during a move's lock or at an end; clicks are ignored meanwhile.
 */
export function CarouselButton({
  label,
  enabled,
  onClick,
  children,
  className = 'size-11 shadow-sm transition-colors aria-disabled:opacity-60',
}: {
  label: string;
  enabled: boolean;
  onClick: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={!enabled}
      onClick={() => {
        if (enabled) onClick();
      }}
      className={`grid place-items-center rounded-full bg-brand text-white hover:bg-brand-dark aria-disabled:cursor-not-allowed aria-disabled:hover:bg-brand ${className}`}
    >
      {children}
    </button>
  );
}
