import {
  Award,
  BadgeIndianRupee,
  BookOpen,
  Briefcase,
  Clock,
  Globe,
  GraduationCap,
  Puzzle,
  Sparkles,
  Video,
} from 'lucide-react';
import { Icon } from '@/components/ui/icon';
import { reasons } from '@/content/reasons';

/*
 * The icons of the landing page's two card carousels, drawn here on the server and passed to them
 * as nodes: their scripts then carry no icon paths (the reasons' carousel used to bring the whole
 * registry of content icons, components/ui/icon.tsx, to the page).
 */

/** The reason cards' icons, in the order of content/reasons. */
export const reasonIcons = reasons.map((reason) => (
  <Icon key={reason.heading} name={reason.icon} className="size-6" />
));

/**
 * Ten icons cycled by 'Why Choose Us' card index (spec §9), in the order of the benefits they
 * first illustrate.
 */
export const benefitIcons = [
  GraduationCap,
  BookOpen,
  Award,
  Video,
  Puzzle,
  Clock,
  BadgeIndianRupee,
  Globe,
  Briefcase,
  Sparkles,
].map((BenefitIcon, i) => <BenefitIcon key={i} aria-hidden="true" className="size-5 @sm:size-7" />);
