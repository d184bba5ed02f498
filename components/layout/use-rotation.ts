'use client';

import { useEffect, useState } from 'react';
import { wrapIndex } from '@/lib/rotation';

/**
 * An index that advances every `intervalMs` with wrap-around unless `paused`; `go(±1)` moves by
 * hand (and restarts the interval).
 */
export function useRotation(count: number, intervalMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const id = setInterval(() => setIndex((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => clearInterval(id);
  }, [paused, count, intervalMs, tick]);
  const go = (delta: number) => {
    setIndex((i) => wrapIndex(i + delta, count));
    setTick((t) => t + 1);
  };
  return { index, go };
}

/** True when the visitor asked for reduced motion (false on the server and first render). */
export function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return reduced;
}
