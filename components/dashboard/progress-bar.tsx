'use client';

import * as m from 'motion/react-m';
import { useLearnerMotion } from '@/components/learner/motion';

/**
 * A progress bar (the learning card, the certificate card, the player). In the learner area the
 * fill grows in with `motion` (a transform, so off under reduced motion); elsewhere (the preview
 * routes) it is drawn still.
 */
export function ProgressBar({
  percent,
  label,
  className = '',
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const animated = useLearnerMotion();
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={p}
      className={`h-2.5 overflow-hidden rounded-full bg-slate-200 ${className}`}
    >
      {animated ? (
        <m.div
          className="h-full w-full origin-left rounded-full bg-brand"
          initial={{ scaleX: 0 }}
          animate={{ scaleX: p / 100 }}
          transition={{ duration: 0.7, ease: 'easeOut' }}
        />
      ) : (
        <div className="h-full rounded-full bg-brand" style={{ width: `${p}%` }} />
      )}
    </div>
  );
}
