import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A dashboard card: an article labelled by its h3 (or `titleAs`), which stands beside the card's icon in a round
 * badge with `lead` under it; then `children`, the rest of the card.
 */
export function IconCard({
  icon: Icon,
  headingId,
  title,
  lead,
  textClassName = 'min-w-0',
  titleAs: Title = 'h3',
  className,
  children,
}: {
  icon: LucideIcon;
  headingId: string;
  title: ReactNode;
  lead: ReactNode;
  /** The classes of the column beside the icon. */
  textClassName?: string;
  /** 'p' where the page's outline has no place for an h3 (the course player, before its h1). */
  titleAs?: 'h3' | 'p';
  /** The card's own classes (its margin). */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <article
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 ${className ?? ''}`}
    >
      <div className="flex items-start gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-light text-brand">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className={textClassName || undefined}>
          <Title id={headingId} className="text-lg font-bold text-ink">
            {title}
          </Title>
          {lead}
        </div>
      </div>
      {children}
    </article>
  );
}
