import { cardClass } from '@/components/ui/card';
import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';

/** One part of the payment step: a white card titled by its h2. */
export function PaySection(props: TitledSectionProps) {
  return (
    <TitledSection {...props} className={cardClass} headingClassName="text-xl font-bold text-ink" />
  );
}
