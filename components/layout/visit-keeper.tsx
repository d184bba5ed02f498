'use client';
import { useEffect } from 'react';
import { keepVisit } from '@/lib/attribution/visit';

/** Notes where this visit came from, once per tab session (lib/attribution/visit.ts). */
export function VisitKeeper() {
  useEffect(keepVisit, []);
  return null;
}
