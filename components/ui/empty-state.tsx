import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconCard } from '@/components/dashboard/icon-card';

/**
 * What a list says while it has nothing to show ('No holidays yet.'): a muted sentence; or, given
 * a title and an icon, a card labelled by its h3 with the sentence, and the ways on (`actions`)
 * across the card under them.
 */
export function EmptyState({
  children,
  className,
  card,
}: {
  children: ReactNode;
  /** The sentence's classes (its margin, its size). */
  className?: string;
  card?: { icon: LucideIcon; headingId: string; title: ReactNode; actions?: ReactNode };
}) {
  if (!card)
    return <p className={className ? `${className} text-muted` : 'text-muted'}>{children}</p>;
  return (
    <IconCard
      icon={card.icon}
      headingId={card.headingId}
      title={card.title}
      textClassName=""
      className={className}
      lead={<p className="mt-1 max-w-2xl text-sm text-muted">{children}</p>}
    >
      {/* The card's full width, under the icon: a button beside it wrapped on a phone. */}
      {card.actions}
    </IconCard>
  );
}
