import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** The top of a dashboard card: its icon in a round badge, then the h3 that labels the card and `children`. */
export function IconCardHead({
  icon: Icon,
  headingId,
  title,
  textClassName,
  children,
}: {
  icon: LucideIcon;
  headingId: string;
  title: ReactNode;
  /** The classes of the column beside the icon. */
  textClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-start gap-4">
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className={textClassName}>
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {title}
        </h3>
        {children}
      </div>
    </div>
  );
}
