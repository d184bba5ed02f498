import { TitledSection, type TitledSectionProps } from '@/components/ui/titled-section';

/** A section of the learner's dashboard home, labelled by its h2. */
export function DashboardSection(props: TitledSectionProps & { className?: string }) {
  return <TitledSection {...props} headingClassName="font-display text-2xl font-bold text-ink" />;
}
