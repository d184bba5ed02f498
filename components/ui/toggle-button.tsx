import type { LucideIcon } from 'lucide-react';

/**
 * An icon button that turns something on and off (aria-pressed): pause a moving list, show a
 * password. The caller gives the label and icon for the current state.
 */
export function ToggleButton({
  pressed,
  onToggle,
  label,
  icon: Icon,
  className,
}: {
  pressed: boolean;
  onToggle: () => void;
  label: string;
  icon: LucideIcon;
  className: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={pressed}
      aria-label={label}
      className={className}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
