/** The orientation test's state, kept in sessionStorage so a reload resumes it. */
import { orientationItems, selfAssessment } from '@/content/practice/orientation-test';
import type { Answers } from '@/lib/practice/orientation';
import { createSessionStore } from '@/lib/practice/session-store';

export type Saved = { v: 1; phase: 'self' | 'test'; self: string[]; answers: Answers };

const knownItems = new Set(orientationItems.map((i) => i.id));
const knownStatements = new Set(selfAssessment.map((s) => s.id));

/** A stored state from an older bank or a hand-edited tab keeps only what still makes sense. */
function parseSaved(raw: unknown): Saved | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Partial<Saved>;
  if (r.v !== 1 || (r.phase !== 'self' && r.phase !== 'test')) return null;
  const self = Array.isArray(r.self) ? r.self.filter((s) => knownStatements.has(s)) : [];
  const answers: Answers = {};
  if (typeof r.answers === 'object' && r.answers !== null)
    for (const [k, v] of Object.entries(r.answers))
      if (knownItems.has(k) && (v === null || Number.isInteger(v))) answers[k] = v as number | null;
  return { v: 1, phase: r.phase, self, answers };
}

export const store = createSessionStore<Saved>('orientation-test', parseSaved);
