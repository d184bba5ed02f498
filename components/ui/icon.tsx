import {
  Backpack,
  Banknote,
  BookOpen,
  Briefcase,
  Building,
  ClipboardCheck,
  Compass,
  ConciergeBell,
  Globe,
  GraduationCap,
  Handshake,
  Heart,
  Landmark,
  Languages,
  Laptop,
  Lightbulb,
  Megaphone,
  MessagesSquare,
  Monitor,
  Palette,
  Plane,
  Presentation,
  School,
  UserRound,
  UserSearch,
  Users,
  type LucideProps,
} from 'lucide-react';
import type { IconName } from '@/content/types';

/** The icons content/ may name, imported one by one so only these reach the bundle. */
const icons: Record<IconName, React.ComponentType<LucideProps>> = {
  Backpack,
  Users,
  ClipboardCheck,
  MessagesSquare,
  School,
  UserRound,
  Languages,
  UserSearch,
  Presentation,
  Compass,
  BookOpen,
  Globe,
  Plane,
  Palette,
  Lightbulb,
  Heart,
  Briefcase,
  GraduationCap,
  Landmark,
  Laptop,
  Banknote,
  ConciergeBell,
  Monitor,
  Megaphone,
  Building,
  Handshake,
};

/** An icon named in content/ (decorative unless given a label). */
export function Icon({ name, label, ...props }: { name: IconName; label?: string } & LucideProps) {
  const C = icons[name];
  return label ? (
    <C role="img" aria-label={label} {...props} />
  ) : (
    <C aria-hidden="true" {...props} />
  );
}
