'use client';

import { domAnimation, LazyMotion, MotionConfig } from 'motion/react';
import { createContext, useContext, type ReactNode } from 'react';

const InLearnerArea = createContext(false);

/**
 * The learner area's motion (the design card's `motion` library): loaded by the learner area's
 * frame only, so the marketing pages keep their CSS transitions and budgets. LazyMotion keeps the
 * bundle to the DOM animation features; reducedMotion="user" turns transform animations off for
 * visitors who ask for reduced motion.
 */
export function LearnerMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user" transition={{ duration: 0.25, ease: 'easeOut' }}>
        <InLearnerArea.Provider value={true}>{children}</InLearnerArea.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}

/** Whether a component renders inside the learner area's motion (elsewhere it stays still). */
export const useLearnerMotion = () => useContext(InLearnerArea);
