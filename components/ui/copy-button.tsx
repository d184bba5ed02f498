import { Check, Copy } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';

/** An outlined 'Copy …' button; its icon turns to a tick once `copied`. */
export function CopyButton({
  label,
  copied,
  onCopy,
  className,
}: {
  label: string;
  copied: boolean;
  onCopy: () => Promise<void>;
  className?: string;
}) {
  const Icon = copied ? Check : Copy;
  return (
    <button
      type="button"
      onClick={() => void onCopy()}
      className={buttonClass('outline', className)}
    >
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </button>
  );
}
