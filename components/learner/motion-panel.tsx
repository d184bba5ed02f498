'use client';

import * as m from 'motion/react-m';
import type { ReactNode } from 'react';
import { useLearnerMotion } from './motion';

/**
 * A dialog's or an accordion's contents as they appear: faded and lifted in with `motion` in the
 * learner area (the lift is a transform, so off under reduced motion). Re-keyed by the caller on
 * each opening so it plays every time.
 */
export function MotionPanel({ children, className }: { children: ReactNode; className?: string }) {
  const animated = useLearnerMotion();
  if (!animated) return <div className={className}>{children}</div>;
  return (
    <m.div
      className={className}
      initial={{ opacity: 0, y: 8, scale: 0.98 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
    >
      {children}
    </m.div>
  );
}
