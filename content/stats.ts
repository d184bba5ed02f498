/**
 * The 'Numbers Speak' strip (spec §1). Shown as prefix + value + suffix; figures with `animate`
 * count up from zero over about 2 seconds when they scroll into view.
 */
import type { Stat } from './types';

export const stats: Stat[] = [
  { value: 2, suffix: ' Million+', label: 'Content Views on Our Video Channel', animate: false },
  { value: 35, suffix: 'k+', label: 'Community of Learners', animate: true },
  { value: 500, suffix: '+', label: 'Annual Enrollment', animate: true },
  { value: 500, suffix: '+', label: 'Alumni Members', animate: true },
  { value: 1000, prefix: '$', suffix: '', label: 'Scholarships Awarded', animate: true },
];
